import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_DEFAULTS, SETTINGS_MSG } from '@offerteflow/contracts';
import { defaultHandler, renderApp, storeSession } from '../../test/render-app';
import type { Handler } from '../../test/server';

const company = {
  name: 'Bakkerij De Vries',
  email: 'info@bakkerij.nl',
  phone: '',
  address: '',
  website: '',
  vatNumber: '',
  chamberOfCommerce: '',
  iban: '',
  logo: '',
};

/**
 * Plays the settings API: GET answers the stored values with their version, PUT stores what the client
 * sent as the next version.
 */
function settingsApi(overrides: Handler | null = null): Handler {
  let storedCompany = { ...company, version: 1 };
  let storedQuotes = { ...SETTINGS_DEFAULTS.quotes, version: 1 };
  return (req, res) => {
    const override = overrides?.(req, res);
    if (override) return override;
    if (req.url === '/settings/company') {
      if (req.method === 'PUT')
        storedCompany = { ...(req.body as typeof company), version: storedCompany.version + 1 };
      return { status: 200, body: { data: storedCompany } };
    }
    if (req.url === '/settings/quotes') {
      if (req.method === 'PUT')
        storedQuotes = { ...(req.body as typeof storedQuotes), version: storedQuotes.version + 1 };
      return { status: 200, body: { data: storedQuotes } };
    }
    if (req.url === '/users/account' && req.method === 'DELETE')
      return { status: 200, body: { data: { deleted: true } } };
    if (req.url === '/auth/sessions') return { status: 200, body: { data: [] } };
    return defaultHandler(req, res);
  };
}

async function open(path: string, handler: Handler) {
  storeSession();
  return renderApp(path, handler);
}

test('the company tab loads from the server and saves normalised values with the success toast', async () => {
  const { server } = await open('/settings', settingsApi());
  const name = await screen.findByLabelText('Bedrijfsnaam *');
  expect(name).toHaveValue('Bakkerij De Vries');

  await userEvent.type(screen.getByLabelText('IBAN'), 'nl91 abna 0417 1643 00');
  await userEvent.type(screen.getByLabelText('KvK-nummer'), '1234 5678');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

  expect(await screen.findByText('Bedrijfsinstellingen opgeslagen!')).toBeInTheDocument();
  const put = server.requests.find((r) => r.method === 'PUT');
  expect(put).toMatchObject({
    url: '/settings/company',
    body: { iban: 'NL91ABNA0417164300', chamberOfCommerce: '12345678', name: 'Bakkerij De Vries' },
  });
  // Saved on the version the form was loaded with.
  expect(put?.headers['if-match']).toBe('"1"');
  // After saving the form shows the stored value, grouped for reading.
  await waitFor(() => expect(screen.getByLabelText('IBAN')).toHaveValue('NL91 ABNA 0417 1643 00'));
});

test('settings someone else saved meanwhile: the conflict offers both, the server version fills the form', async () => {
  const theirs = { ...company, name: 'Bakkerij De Vries & Zonen', version: 2 };
  const { server } = await open(
    '/settings',
    settingsApi((req) =>
      req.method === 'PUT' && req.url === '/settings/company' && req.headers['if-match'] === '"1"'
        ? { status: 412, body: { error: { code: 'PRECONDITION_FAILED', message: 'x', current: theirs } } }
        : undefined,
    ),
  );
  await screen.findByLabelText('Bedrijfsnaam *');
  await userEvent.type(screen.getByLabelText('Telefoon'), '020 123 4567');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Iemand anders heeft dit intussen gewijzigd')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Versie van de server gebruiken' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Bedrijfsnaam *')).toHaveValue('Bakkerij De Vries & Zonen'),
  );
  // The next save goes on the server's version.
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect((await screen.findAllByText('Bedrijfsinstellingen opgeslagen!')).length).toBeGreaterThan(0);
  const ifMatches = server.requests.filter((r) => r.method === 'PUT').map((r) => r.headers['if-match']);
  expect(ifMatches).toEqual(['"1"', '"2"']);
});

test('wrong checksums are caught before anything is sent; required fields too', async () => {
  const { server } = await open('/settings', settingsApi());
  await screen.findByLabelText('Bedrijfsnaam *');
  await userEvent.clear(screen.getByLabelText('Bedrijfsnaam *'));
  await userEvent.type(screen.getByLabelText('Btw-nummer'), 'NL123456783B01');
  await userEvent.type(screen.getByLabelText('IBAN'), 'NL92ABNA0417164300');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

  expect(await screen.findByText('Bedrijfsnaam is verplicht')).toBeInTheDocument();
  expect(screen.getByText(SETTINGS_MSG.btwChecksum)).toBeInTheDocument();
  expect(screen.getByText(SETTINGS_MSG.ibanChecksum)).toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  // What the user typed is still there.
  expect(screen.getByLabelText('IBAN')).toHaveValue('NL92ABNA0417164300');
});

test('a failed save shows the failure toast and the server field message', async () => {
  await open(
    '/settings',
    settingsApi((req) =>
      req.method === 'PUT' && req.url === '/settings/company'
        ? {
            status: 422,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Controleer de ingevoerde gegevens',
                fields: { email: ['Dit e-mailadres is al in gebruik'] },
              },
            },
          }
        : undefined,
    ),
  );
  await screen.findByLabelText('Bedrijfsnaam *');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Fout bij opslaan bedrijfsinstellingen')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mailadres *')).toHaveAccessibleDescription(
    'Dit e-mailadres is al in gebruik',
  );
});

test('quotes tab: VAT percentage only while VAT is included, validity 1-365', async () => {
  const { server } = await open('/settings?tab=quotes', settingsApi());
  const validity = await screen.findByLabelText('Standaard geldigheid (dagen)');
  expect(screen.getByLabelText('Btw-percentage')).toHaveValue('21');
  // Another percentage is applied as typed (not as 21 %), and the help text says so.
  expect(screen.getByLabelText('Btw-percentage')).toHaveAccessibleDescription(/precies zoals ingevuld/);
  expect(screen.queryByText(/als 21% toegepast/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Btw toevoegen aan offertes'));
  expect(screen.queryByLabelText('Btw-percentage')).not.toBeInTheDocument();
  await userEvent.click(screen.getByLabelText('Btw toevoegen aan offertes'));

  await userEvent.clear(validity);
  await userEvent.type(validity, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText(SETTINGS_MSG.validityDays)).toBeInTheDocument();

  await userEvent.clear(validity);
  await userEvent.type(validity, '14');
  await userEvent.clear(screen.getByLabelText('Voorvoegsel offertenummer'));
  await userEvent.type(screen.getByLabelText('Voorvoegsel offertenummer'), 'jan');
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Offerte-instellingen opgeslagen!')).toBeInTheDocument();
  expect(server.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
    defaultValidityDays: 14,
    quoteNumberPrefix: 'JAN',
    vatPercentage: 21,
  });
});

test('the tabs are reachable with the arrow keys', async () => {
  await open('/settings', settingsApi());
  const first = await screen.findByRole('tab', { name: 'Bedrijf' });
  first.focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Beveiliging' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Beveiliging' })).toHaveFocus();
});

test('deleting the account asks the exact question, then says so and goes to /login', async () => {
  const { server } = await open('/settings?tab=security', settingsApi());
  await userEvent.click(await screen.findByRole('button', { name: 'Account verwijderen' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent(
    'Weet u zeker dat u uw account wilt verwijderen? Alle data wordt permanent verwijderd en kan niet worden hersteld.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
  expect(server.requests.some((r) => r.url === '/users/account')).toBe(false);

  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Account verwijderen' }));
  const again = screen.getByRole('alertdialog');
  await userEvent.click(within(again).getByRole('button', { name: 'Ja, verwijderen' }));
  expect(await screen.findByText('Account verwijderd')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(server.requests.find((r) => r.url === '/users/account')?.method).toBe('DELETE');
});

test('notifications tab: saving says so in its own words, not the user tab message', async () => {
  const user = {
    firstName: 'Jan',
    lastName: 'de Vries',
    email: 'jan@bakkerij.nl',
    phone: '',
    role: 'admin',
    notifications: { ...SETTINGS_DEFAULTS.notifications },
  };
  const { server } = await open(
    '/settings?tab=notifications',
    settingsApi((req) =>
      req.url === '/users/settings'
        ? { status: 200, body: { data: req.method === 'PUT' ? { ...user, ...(req.body as object) } : user } }
        : undefined,
    ),
  );
  await userEvent.click(await screen.findByRole('checkbox', { name: /Wekelijks overzicht/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
  expect(await screen.findByText('Notificatie-instellingen opgeslagen!')).toBeInTheDocument();
  expect(screen.queryByText('Gebruikersinstellingen opgeslagen!')).not.toBeInTheDocument();
  expect(server.requests.some((r) => r.method === 'PUT' && r.url === '/users/settings')).toBe(true);
});

test('the logo rule is the one the template editor states: PNG, JPEG or SVG up to 500 KB', async () => {
  await open('/settings', settingsApi());
  expect(await screen.findByText('PNG, JPEG of SVG, maximaal 500 KB')).toBeInTheDocument();
  const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
  await userEvent.upload(screen.getByLabelText('Logo kiezen'), svg);
  expect(await screen.findByAltText('Huidig logo')).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/svg\+xml;base64,/),
  );
  const big = new File([new Uint8Array(500 * 1024 + 1)], 'logo.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Logo kiezen'), big);
  expect(await screen.findByText('Het logo mag maximaal 500 KB groot zijn')).toBeInTheDocument();
});

test("an edit form can be left with 'Annuleren': the saved values come back and nothing is sent", async () => {
  const { server } = await open('/settings', settingsApi());
  const name = await screen.findByLabelText('Bedrijfsnaam *');
  const cancel = screen.getByRole('button', { name: 'Annuleren' });
  expect(cancel).toBeDisabled();
  await userEvent.clear(name);
  await userEvent.type(name, 'Bakkerij Jansen');
  expect(cancel).toBeEnabled();
  await userEvent.click(cancel);
  expect(name).toHaveValue('Bakkerij De Vries');
  expect(cancel).toBeDisabled();
  expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
});
