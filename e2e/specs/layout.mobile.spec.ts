import { expect, test } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';

test('on a phone the sidebar is a drawer behind the menu button', async ({ page }) => {
  const account = newAccount('mobile');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Offertes' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(nav.getByRole('link', { name: 'Offertes' })).toBeVisible();
  await nav.getByRole('link', { name: 'Offertes' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(nav.getByRole('link', { name: 'Offertes' })).toBeHidden();
});
