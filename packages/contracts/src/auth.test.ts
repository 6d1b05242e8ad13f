import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerFormSchema, registerRequestSchema } from './auth.js';
import { MSG } from './messages.js';

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
};

describe('login schema', () => {
  it('gives the SPEC §5 messages', () => {
    expect(firstMessages(loginRequestSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
    expect(firstMessages(loginRequestSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: MSG.emailInvalid,
      password: MSG.passwordMinLogin,
    });
    expect(firstMessages(loginRequestSchema.safeParse({}))).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
  });

  it('accepts a valid login and trims the e-mail', () => {
    const parsed = loginRequestSchema.parse({ email: ' a@b.nl ', password: '123456' });
    expect(parsed.email).toBe('a@b.nl');
  });
});

describe('register schemas', () => {
  it('gives every register message', () => {
    expect(
      firstMessages(
        registerFormSchema.safeParse({
          companyName: '',
          email: '',
          password: '',
          passwordConfirm: '',
          subscriptionType: 'monthly',
        }),
      ),
    ).toEqual({
      companyName: MSG.companyNameRequired,
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
      passwordConfirm: MSG.passwordConfirmRequired,
    });
    expect(
      firstMessages(
        registerFormSchema.safeParse({
          companyName: 'A',
          email: 'x@y.nl',
          password: 'abc',
          passwordConfirm: 'abc',
          subscriptionType: 'monthly',
        }),
      ),
    ).toEqual({ companyName: MSG.companyNameMin, password: MSG.passwordMinRegister });
    expect(
      firstMessages(
        registerFormSchema.safeParse({
          companyName: 'AB',
          email: 'x@y.nl',
          password: 'abcdefgh',
          passwordConfirm: 'abcdefgh',
          subscriptionType: 'monthly',
        }),
      ),
    ).toEqual({ password: MSG.passwordComplexity });
  });

  it('flags a mismatching confirmation', () => {
    const result = registerFormSchema.safeParse({
      companyName: 'Bakkerij Jansen',
      email: 'x@y.nl',
      password: 'Geheim123',
      passwordConfirm: 'Geheim124',
      subscriptionType: 'per_quote',
    });
    expect(firstMessages(result)).toEqual({ passwordConfirm: MSG.passwordMismatch });
  });

  it('defaults the subscription to monthly and drops unknown fields', () => {
    const parsed = registerRequestSchema.parse({
      companyName: 'Bakkerij Jansen',
      email: 'x@y.nl',
      password: 'Geheim123',
      isAdmin: true,
    });
    expect(parsed).toEqual({
      companyName: 'Bakkerij Jansen',
      email: 'x@y.nl',
      password: 'Geheim123',
      subscriptionType: 'monthly',
    });
  });
});
