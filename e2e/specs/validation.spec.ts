import { expect, test } from '@playwright/test';

// Every login and register validation message of SPEC §5.
test('login validation messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('E-mailadres is verplicht')).toBeVisible();
  await expect(page.getByText('Wachtwoord is verplicht')).toBeVisible();

  await page.getByLabel('E-mailadres').fill('geen-emailadres');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Ongeldig e-mailadres')).toBeVisible();
  await expect(page.getByText('Wachtwoord moet minimaal 6 karakters zijn')).toBeVisible();
});

test('password show/hide toggle on login', async ({ page }) => {
  await page.goto('/login');
  const field = page.getByLabel('Wachtwoord', { exact: true });
  await field.fill('Geheim123');
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Wachtwoord tonen' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Wachtwoord verbergen' }).click();
  await expect(field).toHaveAttribute('type', 'password');
});

test('register validation messages', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByLabel('Maandelijks')).toBeChecked();
  const submit = page.getByRole('button', { name: 'Account aanmaken' });
  await submit.click();
  await expect(page.getByText('Bedrijfsnaam is verplicht')).toBeVisible();
  await expect(page.getByText('E-mailadres is verplicht')).toBeVisible();
  await expect(page.getByText('Wachtwoord is verplicht')).toBeVisible();
  await expect(page.getByText('Wachtwoord bevestiging is verplicht')).toBeVisible();

  await page.getByLabel('Bedrijfsnaam').fill('A');
  await page.getByLabel('E-mailadres').fill('fout@');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('kort');
  await page.getByLabel('Wachtwoord bevestigen').fill('anders');
  await submit.click();
  await expect(page.getByText('Bedrijfsnaam moet minimaal 2 karakters zijn')).toBeVisible();
  await expect(page.getByText('Ongeldig e-mailadres')).toBeVisible();
  await expect(page.getByText('Wachtwoord moet minimaal 8 karakters zijn')).toBeVisible();

  await page.getByLabel('Wachtwoord', { exact: true }).fill('alleenkleineletters');
  await submit.click();
  await expect(
    page.getByText('Wachtwoord moet minimaal 1 kleine letter, 1 hoofdletter en 1 cijfer bevatten'),
  ).toBeVisible();

  await page.getByLabel('Wachtwoord', { exact: true }).fill('Geheim123');
  await page.getByLabel('Wachtwoord bevestigen').fill('Geheim124');
  await submit.click();
  await expect(page.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('login and register link to each other and to the legal pages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('a[href="/forgot-password"]')).toBeVisible();
  await expect(page.locator('a[href="/register"]')).toBeVisible();
  await page.goto('/register');
  await expect(page.locator('a[href="/login"]')).toBeVisible();
  await expect(page.locator('a[href="/terms"]')).toBeVisible();
  await expect(page.locator('a[href="/privacy"]')).toBeVisible();
});
