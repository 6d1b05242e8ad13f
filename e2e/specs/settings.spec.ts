/**
 * Settings and account in the browser: settings saved on the server, password change, session revocation,
 * password reset through the outbox, and account deletion down to the database.
 */
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { loginViaUi, newAccount, registerViaApi, type TestAccount } from '../support/accounts';
import { linkInMail } from '../support/mail';

const NEW_PASSWORD = 'Nieuw4567';

async function loginFresh(page: Page, account: Pick<TestAccount, 'email' | 'password'>) {
  await page.goto('/login');
  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openTab(page: Page, name: string) {
  await page.goto('/settings');
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The reset link mailed to `to`. */
const resetLinkFor = (to: string) =>
  linkInMail(to, /https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_-]+/, 'reset');

test('company, quote and template settings are saved on the server and survive a reload', async ({
  page,
}) => {
  const account = newAccount('settings');
  await registerViaApi(page, account);
  await loginFresh(page, account);

  await openTab(page, 'Bedrijf');
  await expect(page.getByLabel('Bedrijfsnaam *')).toHaveValue(account.companyName);
  await page.getByLabel('IBAN').fill('NL92ABNA0417164300');
  await page.getByLabel('KvK-nummer').fill('1234567');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit IBAN bestaat niet: het controlegetal klopt niet')).toBeVisible();
  await expect(page.getByText('KvK-nummer moet uit 8 cijfers bestaan')).toBeVisible();
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await page.getByLabel('KvK-nummer').fill('12345678');
  await page.getByLabel('Btw-nummer').fill('NL123456782B01');
  await page.getByLabel('Bedrijfsnaam *').fill(`${account.companyName} B.V.`);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Bedrijfsinstellingen opgeslagen!')).toBeVisible();
  // The layout shows the new company name.
  await expect(page.getByTestId('company-name').first()).toHaveText(`${account.companyName} B.V.`);

  await openTab(page, 'Offertes');
  await page.getByLabel('Voorvoegsel offertenummer').fill('JAN');
  await page.getByLabel('Btw-percentage').fill('9');
  await page.getByLabel('Standaard geldigheid (dagen)').fill('400');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Geldigheid moet tussen 1 en 365 dagen liggen')).toBeVisible();
  await page.getByLabel('Standaard geldigheid (dagen)').fill('14');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Offerte-instellingen opgeslagen!')).toBeVisible();
  // VAT percentage is only shown while VAT is included.
  await page.getByLabel('Btw toevoegen aan offertes').uncheck();
  await expect(page.getByLabel('Btw-percentage')).toHaveCount(0);
  await page.getByLabel('Btw toevoegen aan offertes').check();

  await openTab(page, 'Templates');
  await page.getByLabel('Primaire kleur', { exact: true }).fill('#aa0000');
  await page.getByLabel('Lettertype').selectOption('Georgia');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Template-instellingen opgeslagen!')).toBeVisible();

  await page.reload();
  await openTab(page, 'Offertes');
  await expect(page.getByLabel('Voorvoegsel offertenummer')).toHaveValue('JAN');
  await expect(page.getByLabel('Btw-percentage')).toHaveValue('9');
  await openTab(page, 'Bedrijf');
  await expect(page.getByLabel('IBAN')).toHaveValue('NL91 ABNA 0417 1643 00');

  const stored = await withDb(async (db) => {
    const q = await db.query(
      `SELECT s.quote_number_prefix, s.vat_percentage::float AS vat, s.default_validity_days,
              t.primary_color, t.font_family, c.iban
         FROM companies c
         JOIN quote_settings s ON s.company_id = c.id
         JOIN templates t ON t.company_id = c.id AND t.is_default
        WHERE c.email = $1`,
      [account.email],
    );
    return q.rows[0];
  });
  expect(stored).toEqual({
    quote_number_prefix: 'JAN',
    vat: 9,
    default_validity_days: 14,
    primary_color: '#aa0000',
    font_family: 'Georgia',
    iban: 'NL91ABNA0417164300',
  });
});

test('change the password, then log in with the new one', async ({ page }) => {
  const account = newAccount('pw');
  await registerViaApi(page, account);
  await loginFresh(page, account);
  await openTab(page, 'Beveiliging');
  await page.getByLabel('Huidig wachtwoord').fill('Verkeerd123');
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Nieuw wachtwoord bevestigen').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Het huidige wachtwoord is onjuist').first()).toBeVisible();

  await page.getByLabel('Huidig wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Wachtwoord gewijzigd. Andere sessies zijn uitgelogd.')).toBeVisible();

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, account);
  await expect(page.getByText('Onjuist e-mailadres of wachtwoord')).toBeVisible();
  await loginViaUi(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('revoking another session signs that browser out', async ({ page, browser }) => {
  const account = newAccount('sessions');
  await registerViaApi(page, account);
  await loginFresh(page, account);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await loginFresh(other, account);

  await openTab(page, 'Beveiliging');
  const rows = page.getByTestId('session-row');
  // The API registration, this browser and the second browser.
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Dit apparaat' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Alle andere sessies afmelden' }).click();
  await expect(page.getByText('Alle andere sessies zijn uitgelogd')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // The second browser's next request fails and it lands on the login page.
  await other.goto('/settings');
  await expect(other).toHaveURL(/\/login$/);
  await otherContext.close();
});

test('request a password reset, follow the mailed link, set a new password and log in', async ({ page }) => {
  const account = newAccount('reset');
  await registerViaApi(page, account);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByRole('button', { name: 'Herstellink versturen' }).click();
  await expect(page.getByText(/Als er een account met dit e-mailadres bestaat/)).toBeVisible();

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Wachtwoord bevestigen').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Ander12345');
  await page.getByLabel('Wachtwoord bevestigen').fill('Ander12345');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(
    page.getByText('Deze herstellink is ongeldig of verlopen. Vraag een nieuwe link aan.'),
  ).toBeVisible();
});

test('billing stores the chosen plan and shows it in the layout', async ({ page }) => {
  const account = newAccount('billing');
  await registerViaApi(page, account);
  await loginFresh(page, account);
  await page.goto('/billing');
  await expect(page.getByText(/nog niet gekoppeld aan een betaalprovider/)).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Maandelijks');
  await page.getByRole('button', { name: 'Kies per offerte' }).click();
  await expect(page.getByText('Abonnement gewijzigd')).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('Per offerte');
  await expect(page.getByTestId('amount-due')).toContainText('0,00');
  await expect(page.getByTestId('current-plan-badge').first()).toHaveText('Per offerte');
  await page.reload();
  await expect(page.getByTestId('current-plan')).toHaveText('Per offerte');
});

test('public pages are reachable without login from the links of the spec', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'algemene voorwaarden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();
  await page.goto('/register');
  await page.getByRole('link', { name: 'privacybeleid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeVisible();
  for (const [path, heading] of [
    ['/help', 'Help'],
    ['/support', 'Support'],
    ['/video-tutorials', 'Video-tutorials'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('deleting the account asks first, then leaves nothing of the company in the database', async ({
  page,
}) => {
  const account = newAccount('delete');
  await registerViaApi(page, account);
  await loginFresh(page, account);
  const companyId = await withDb(
    async (db) =>
      (await db.query('SELECT id FROM companies WHERE email = $1', [account.email])).rows[0]?.id as string,
  );
  expect(companyId).toBeTruthy();

  await openTab(page, 'Beveiliging');
  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Weet u zeker dat u uw account wilt verwijderen? Alle data wordt permanent verwijderd en kan niet worden hersteld.',
  );
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByText('Account verwijderd')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const leftovers = await withDb(async (db) => {
    const tables = await db.query(
      `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'company_id'`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables.rows as { table_name: string }[]) {
      const r = await db.query(`SELECT count(*)::int AS n FROM "${table_name}" WHERE company_id = $1`, [
        companyId,
      ]);
      counts[table_name] = r.rows[0].n as number;
    }
    const company = await db.query('SELECT count(*)::int AS n FROM companies WHERE id = $1', [companyId]);
    counts.companies = company.rows[0].n as number;
    return counts;
  });
  expect(Object.keys(leftovers)).toEqual(
    expect.arrayContaining(['users', 'sessions', 'templates', 'companies']),
  );
  expect(Object.entries(leftovers).filter(([, n]) => n > 0)).toEqual([]);

  await loginViaUi(page, account);
  await expect(page.getByText('Onjuist e-mailadres of wachtwoord')).toBeVisible();
});
