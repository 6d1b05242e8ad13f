import { expect, test } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';

test('the sidebar marks the active entry by path prefix and shows the user and company', async ({ page }) => {
  const account = newAccount('layout');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = page.getByRole('navigation');
  for (const label of ['Dashboard', 'Offertes', 'Onboarding', 'Templates', 'Abonnement', 'Instellingen']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/quotes/new');
  await expect(nav.getByRole('link', { name: 'Offertes' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  // A new account has no user name yet: the company's name (and its initial) stands in, not the e-mail.
  const initial = account.companyName[0]!.toUpperCase();
  await expect(page.getByText(initial, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('user-name').first()).toHaveText(account.companyName);
  await expect(page.getByText(account.email)).toHaveCount(0);
});
