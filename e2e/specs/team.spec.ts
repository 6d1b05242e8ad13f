/**
 * A company is a team (docs/account-and-settings.md, Team): an admin invites a colleague by e-mail
 * (the link taken from the mail the e2e SMTP server received), the colleague sets a password, makes
 * and sends a quote, cannot reach billing or API keys (hidden, and 403 when called directly), the
 * admin sees who sent it, deactivates the colleague, and the colleague's open tab is logged out on
 * its next request.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginViaUi, newAccount, registerViaApi } from '../support/accounts';
import { linkInMail } from '../support/mail';

const bearer = async (page: Page) => ({
  Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
});

test('invite, work as medewerker, be refused admin parts, get named in the history, be deactivated', async ({
  page,
  browser,
}) => {
  const admin = newAccount('teambaas');
  await registerViaApi(page, admin);
  await page.goto('/login');
  await loginViaUi(page, admin);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admin invites a colleague in Instellingen › Team.
  const colleagueEmail = `collega-${admin.email}`;
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByTestId('team-member-row')).toHaveCount(1);
  await page.getByLabel('E-mailadres van uw collega').fill(colleagueEmail);
  await page.getByLabel('Rol', { exact: true }).selectOption('medewerker');
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByTestId('invitation-row')).toContainText(colleagueEmail);
  await expect(page.getByTestId('invitation-row')).toContainText('Medewerker');

  // The colleague opens the link from the mail in a browser of their own.
  const link = await linkInMail(
    colleagueEmail,
    /https?:\/\/[^\s"<]+\/uitnodiging\/[A-Za-z0-9_-]{43}/,
    'invitation',
  );
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const colleague = await context.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { name: `Welkom bij ${admin.companyName}` })).toBeVisible();
  await colleague.getByLabel('Voornaam').fill('Mees');
  await colleague.getByLabel('Achternaam').fill('Werker');
  await colleague.getByLabel('Wachtwoord', { exact: true }).fill('Collega123');
  await colleague.getByLabel('Wachtwoord bevestigen').fill('Collega123');
  await colleague.getByRole('button', { name: 'Account aanmaken en beginnen' }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/);
  await expect(colleague.getByTestId('company-name').first()).toHaveText(admin.companyName);

  // Billing and API keys are hidden for a medewerker, a typed address says no access in Dutch, and
  // the API answers 403 'Geen toegang tot deze functie' when called directly.
  const nav = colleague.getByRole('navigation', { name: 'Hoofdmenu' }).first();
  await expect(nav.getByRole('link', { name: 'Offertes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Abonnement' })).toHaveCount(0);
  await colleague.goto('/billing');
  await expect(colleague.getByRole('heading', { name: 'Geen toegang tot deze functie' })).toBeVisible();
  await colleague.goto('/settings');
  await expect(colleague.getByRole('tab', { name: 'Gebruiker' })).toBeVisible();
  await expect(colleague.getByRole('tab', { name: 'API en webhooks' })).toHaveCount(0);
  await colleague.goto('/settings?tab=integrations');
  await expect(colleague.getByRole('heading', { name: 'Geen toegang tot deze functie' })).toBeVisible();
  for (const path of ['/api/billing', '/api/api-keys']) {
    const res = await colleague.request.get(path, { headers: await bearer(colleague) });
    expect({ path, status: res.status() }).toEqual({ path, status: 403 });
    expect((await res.json()).error.message).toBe('Geen toegang tot deze functie');
  }

  // The colleague makes a quote in the form and sends it from the list.
  const customer = `Klant van Mees ${admin.email.slice(9, 17)}`;
  await colleague.goto('/quotes/new');
  await colleague.getByLabel('Bedrijfsnaam / naam').fill(customer);
  const item = colleague.getByTestId('item-row').nth(0);
  await item.getByLabel('Omschrijving').fill('Schilderwerk hal');
  await item.getByLabel('Aantal').fill('2');
  await item.getByLabel('Prijs per eenheid').fill('150');
  await colleague.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(colleague).toHaveURL(/\/quotes$/);
  const row = colleague.getByTestId('quote-row').filter({ hasText: customer });
  await row.getByRole('button', { name: /per e-mail versturen/ }).click();
  const send = colleague.getByRole('dialog', { name: 'Offerte versturen per e-mail' });
  await send.getByLabel(/E-mailadres/).fill(`klant-${admin.email}`);
  await send.getByRole('button', { name: 'Versturen' }).click();
  await expect(send).toBeHidden({ timeout: 60_000 });
  await expect(row.getByText('Verzonden')).toBeVisible();
  await colleague.getByRole('combobox', { name: 'Offertes van' }).selectOption('mine');
  await expect(colleague.getByTestId('quote-row')).toHaveCount(1);

  // The admin sees who made and who sent it.
  await page.goto('/quotes');
  const adminRow = page.getByTestId('quote-row').filter({ hasText: customer });
  await adminRow.getByRole('button', { name: /bekijken/ }).click();
  const overlay = page.getByRole('dialog', { name: /^Offerte / });
  const history = overlay.getByRole('region', { name: 'Geschiedenis' });
  await expect(history.getByText(/Aangemaakt door Mees Werker/)).toBeVisible();
  await expect(history.getByText(/verzonden door Mees Werker/i)).toBeVisible();
  await expect(overlay.getByText('Verzonden door', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Offertes van' }).selectOption('mine');
  await expect(page.getByText('Geen offertes gevonden')).toBeVisible();

  // The admin deactivates the colleague; the colleague's open tab is logged out on its next request.
  await page.goto('/settings?tab=team');
  await page.getByRole('button', { name: 'Mees Werker deactiveren' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactiveren' }).click();
  await expect(page.getByTestId('team-member-row').filter({ hasText: 'Mees Werker' })).toContainText(
    'Gedeactiveerd',
  );

  // The tab still shows the quotes; its next request (refreshing the list) answers 401 and ends it.
  await expect(colleague).toHaveURL(/\/quotes$/);
  await colleague.getByRole('button', { name: 'Vernieuwen' }).click();
  await expect(colleague).toHaveURL(/\/login$/);
  await colleague.getByLabel('E-mailadres').fill(colleagueEmail);
  await colleague.getByLabel('Wachtwoord', { exact: true }).fill('Collega123');
  await colleague.getByRole('button', { name: 'Inloggen' }).click();
  await expect(colleague.getByText(/Uw account is gedeactiveerd/)).toBeVisible();
  await context.close();
});
