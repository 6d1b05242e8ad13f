import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEAM_MSG, type Invitation, type TeamMember } from '@offerteflow/contracts';
import { answerConfirm } from '../../test/confirm-dialog';
import { defaultHandler, renderApp, storeSession } from '../../test/render-app';
import { sampleAuth, type Handler } from '../../test/server';

const NOW = '2026-11-23T10:00:00.000Z';
const LATER = '2026-11-30T10:00:00.000Z';
const MEES = '33333333-3333-4333-8333-333333333333';

/** Plays /api/team with in-memory state, as the server would (incl. its refusals). */
function teamApi(): Handler {
  const members: TeamMember[] = [
    {
      id: sampleAuth.user.id,
      name: 'Jan de Vries',
      email: 'jan@bakkerij.nl',
      role: 'admin',
      active: true,
      createdAt: NOW,
    },
    {
      id: MEES,
      name: 'Mees Werker',
      email: 'mees@bakkerij.nl',
      role: 'medewerker',
      active: true,
      createdAt: NOW,
    },
  ];
  const invitations: Invitation[] = [];
  const error = (status: number, code: string, message: string, field?: string) => ({
    status,
    body: { error: { code, message, ...(field ? { fields: { [field]: [message] } } : {}) } },
  });
  return (req, res) => {
    const member = members.find((m) => req.url.includes(m.id));
    if (req.url === '/team/members') return { status: 200, body: { data: members } };
    if (member && req.url.endsWith('/role')) {
      const role = (req.body as { role: TeamMember['role'] }).role;
      if (member.id === sampleAuth.user.id) return error(409, 'CONFLICT', TEAM_MSG.lastAdmin);
      member.role = role;
      return { status: 200, body: { data: member } };
    }
    if (member && req.url.endsWith('/deactivate')) {
      member.active = false;
      return { status: 200, body: { data: member } };
    }
    if (req.url === '/team/invitations' && req.method === 'GET')
      return { status: 200, body: { data: invitations } };
    if (req.url === '/team/invitations' && req.method === 'POST') {
      const { email, role } = req.body as { email: string; role: Invitation['role'] };
      if (email.endsWith('@ander.nl')) return error(409, 'CONFLICT', TEAM_MSG.emailInOtherCompany, 'email');
      const invitation = {
        id: `4444444${invitations.length}-4444-4444-8444-444444444444`,
        email,
        role,
        invitedBy: 'Jan de Vries',
        createdAt: NOW,
        sentAt: NOW,
        expiresAt: LATER,
      };
      invitations.unshift(invitation);
      return { status: 201, body: { data: invitation } };
    }
    if (req.url.endsWith('/resend')) return { status: 200, body: { data: invitations[0] } };
    if (req.url.startsWith('/team/invitations/') && req.method === 'DELETE') {
      invitations.splice(0, 1);
      return { status: 204 };
    }
    return defaultHandler(req, res);
  };
}

const openTeam = async () => {
  storeSession('admin');
  const view = await renderApp('/settings?tab=team', teamApi());
  await screen.findAllByTestId('team-member-row');
  return view;
};

test('lists the colleagues; the last admin message shows when the own role cannot change', async () => {
  await openTeam();
  const rows = screen.getAllByTestId('team-member-row');
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringContaining('Jan de VriesU'),
    expect.stringContaining('Mees Werker'),
  ]);
  expect(within(rows[0]!).queryByRole('button', { name: /deactiveren/ })).toBeNull();
  await userEvent.selectOptions(screen.getByLabelText('Rol van Jan de Vries'), 'medewerker');
  expect(await screen.findByText(TEAM_MSG.lastAdmin)).toBeVisible();
  expect(screen.getByLabelText('Rol van Jan de Vries')).toHaveValue('admin');

  await userEvent.selectOptions(screen.getByLabelText('Rol van Mees Werker'), 'admin');
  expect(await screen.findByText('Rol gewijzigd')).toBeVisible();
  await waitFor(() => expect(screen.getByLabelText('Rol van Mees Werker')).toHaveValue('admin'));
});

test('deactivating a colleague asks first, then marks the row', async () => {
  const { server } = await openTeam();
  await userEvent.click(screen.getByRole('button', { name: 'Mees Werker deactiveren' }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('direct uitgelogd');
  await answerConfirm('Deactiveren');
  expect(await screen.findByText('Gedeactiveerd')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Mees Werker weer activeren' })).toBeVisible();
  expect(
    server.requests.some((r) => r.method === 'POST' && r.url === `/team/members/${MEES}/deactivate`),
  ).toBe(true);
});

test('invites by e-mail, lists the invitation, sends again and withdraws it; a refusal shows under the field', async () => {
  const { server } = await openTeam();
  expect(await screen.findByText('Er staan geen uitnodigingen open.')).toBeVisible();
  const email = screen.getByLabelText('E-mailadres van uw collega');
  await userEvent.type(email, 'sanne@ander.nl');
  await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
  expect(await screen.findByText(TEAM_MSG.emailInOtherCompany)).toBeVisible();

  await userEvent.clear(email);
  await userEvent.type(email, 'sanne@bakkerij.nl');
  await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
  const row = await screen.findByTestId('invitation-row');
  expect(row).toHaveTextContent('sanne@bakkerij.nl');
  expect(row).toHaveTextContent('Medewerker');
  expect(row).toHaveTextContent('door Jan de Vries');
  expect(
    server.requests.filter((r) => r.method === 'POST' && r.url === '/team/invitations')[1]?.body,
  ).toEqual({
    email: 'sanne@bakkerij.nl',
    role: 'medewerker',
  });
  expect(email).toHaveValue('');

  await userEvent.click(within(row).getByRole('button', { name: /opnieuw versturen/ }));
  expect(await screen.findByText('Uitnodiging opnieuw verstuurd')).toBeVisible();
  await userEvent.click(within(row).getByRole('button', { name: /intrekken/ }));
  await answerConfirm('Intrekken');
  expect(await screen.findByText('Er staan geen uitnodigingen open.')).toBeVisible();
});
