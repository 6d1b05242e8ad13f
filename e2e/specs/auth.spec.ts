import { expect, test } from '@playwright/test';
import { loginViaUi, newAccount, registerViaApi, registerViaUi } from '../support/accounts';

test('register, keep the session across a reload, log out, and log in again', async ({ page }) => {
  const account = newAccount('flow');
  await registerViaUi(page, account);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.companyName).first()).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.companyName).first()).toBeVisible();

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.companyName).first()).toBeVisible();
});

test('a visitor deep link returns after login to where they were going', async ({ page }) => {
  const account = newAccount('deeplink');
  await registerViaApi(page, account);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/settings$/);
});

test('a logged-in user who opens /login or /register is sent to the dashboard', async ({ page }) => {
  const account = newAccount('visitoronly');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('wrong credentials show the error box and no session', async ({ page }) => {
  const account = newAccount('wrongpw');
  await registerViaApi(page, account);
  await page.goto('/login');
  await loginViaUi(page, { email: account.email, password: 'Verkeerd123' });
  const box = page.getByRole('alert').filter({ hasText: 'Er is een fout opgetreden' });
  await expect(box).toBeVisible();
  await expect(box).toContainText('Onjuist e-mailadres of wachtwoord');
  await expect(page).toHaveURL(/\/login$/);
});

test('registering an e-mail that exists (other case) shows the Dutch conflict message', async ({ page }) => {
  const account = newAccount('dup');
  await registerViaApi(page, account);
  await registerViaUi(page, { ...account, email: account.email.toUpperCase() });
  const box = page.getByRole('alert').filter({ hasText: 'Er is een fout opgetreden' });
  await expect(box).toContainText('Er bestaat al een account met dit e-mailadres');
});

test('unknown paths show the not-found page with its buttons', async ({ page }) => {
  const account = newAccount('notfound');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/bestaat-niet');
  await expect(page.getByText('Pagina niet gevonden')).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await page
    .getByRole('button', { name: 'Bekijk uw offertes' })
    .or(page.getByRole('link', { name: 'Bekijk uw offertes' }))
    .click();
  await expect(page).toHaveURL(/\/quotes$/);
});
