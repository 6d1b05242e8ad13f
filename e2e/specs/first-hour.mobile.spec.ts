import { expect, test, type Page } from '@playwright/test';
import { newAccount, registerViaUi } from '../support/accounts';

test.use({ viewport: { width: 390, height: 844 } });

/** Visible controls smaller than 44×44 px on the current page (label, size). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, select, textarea, a[href], [role="tab"], input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])';
    const small: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue; // sr-only, hidden
      if (style.display === 'inline') continue; // a link inside running text
      if (box.width < 43.5 || box.height < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

test('on a phone: 44×44 touch targets, a scrolling tab bar that says so, a growing description', async ({
  page,
}) => {
  await registerViaUi(page, newAccount('phone'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard – Offerteflow');
  expect(await smallTargets(page)).toEqual([]);

  await page.goto('/quotes/new');
  await expect(page).toHaveTitle('Nieuwe offerte – Offerteflow');
  await expect(page.getByLabel('Bedrijfsnaam / naam')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  // A long description is shown in full: the field grows with its text.
  const description = page.getByTestId('item-row').first().getByLabel('Omschrijving');
  const before = (await description.boundingBox())!.height;
  const long =
    'Schilderwerk van de complete woonkamer inclusief plafond, kozijnen en deuren, twee lagen lak op waterbasis, ' +
    'met afplakken, schuren en het afvoeren van al het afval';
  await description.fill(long);
  await expect(description).toHaveValue(long);
  const after = (await description.boundingBox())!.height;
  expect(after).toBeGreaterThan(before * 2);
  const fits = await description.evaluate((el) => el.scrollHeight <= el.clientHeight + 2);
  expect(fits).toBe(true);

  await page.goto('/settings');
  await expect(page).toHaveTitle('Instellingen – Offerteflow');
  // Six tabs do not fit on a phone: the bar shows that it scrolls, until the end is reached.
  await expect(page.getByTestId('tabs-scroll-hint')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  await expect(page.getByRole('tab', { name: 'Beveiliging' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tabs-scroll-hint')).toBeHidden();

  // The billing period does not break in the middle of a date.
  await page.goto('/billing');
  const period = page.getByText(/Offertes deze maand \(/);
  await expect(period).toBeVisible();
  const dateSpans = period.locator('span.whitespace-nowrap');
  await expect(dateSpans).toHaveCount(2);
  for (const span of await dateSpans.all()) {
    const lines = await span.evaluate((el) => el.getClientRects().length);
    expect(lines).toBe(1);
  }
});
