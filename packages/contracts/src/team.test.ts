import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import {
  invitationAcceptFormSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  TEAM_MSG,
} from './team.js';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('team contracts', () => {
  it('an invitation is for a medewerker unless the admin picks another role; the role must exist', () => {
    expect(invitationCreateSchema.parse({ email: ' sanne@bakkerij.nl ' })).toEqual({
      email: 'sanne@bakkerij.nl',
      role: 'medewerker',
    });
    expect(messages(invitationCreateSchema.safeParse({ email: 'geen-adres', role: 'eigenaar' }))).toEqual({
      email: MSG.emailInvalid,
      role: TEAM_MSG.roleInvalid,
    });
  });

  it('accepting needs a first name and a password by the register rules; the form also a matching confirmation', () => {
    expect(invitationAcceptSchema.parse({ firstName: ' Mees ', password: 'Geheim123' })).toEqual({
      firstName: 'Mees',
      lastName: '',
      password: 'Geheim123',
    });
    expect(messages(invitationAcceptSchema.safeParse({ firstName: ' ', password: 'Kort1' }))).toEqual({
      firstName: TEAM_MSG.firstNameRequired,
      password: MSG.passwordMinRegister,
    });
    const form = { firstName: 'Mees', lastName: '', password: 'Geheim123', passwordConfirm: 'Geheim124' };
    expect(messages(invitationAcceptFormSchema.safeParse(form))).toEqual({
      passwordConfirm: MSG.passwordMismatch,
    });
  });
});
