import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { newAccount, registerViaUi } from '../support/accounts';
import { saveCatalogue } from '../support/catalogue';

const SHOTS = path.resolve(__dirname, '../../reports/screenshots');

/** A customer's e-mail with a numbered list, one price of its own, and two requests outside the list. */
const MAIL = [
  'Goedemorgen,',
  '',
  'Graag ontvangen wij een offerte voor ons kantoor aan de Lindelaan 4, 3571 KE Utrecht:',
  '',
  '1. 120 m2 muren schilderen',
  '2. 8 kozijnen schilderen',
  '3. 3 uur kleuradvies',
  '4. Steiger voor 2 dagen à € 225 per dag',
  '',
  'Zouden jullie ook de plinten in de gang kunnen meenemen? Eventueel ook de schuur, dat hoort u nog.',
  'Liefst beginnen na 1 mei.',
  '',
  'Met vriendelijke groet,',
  'Joris Bakker',
  'Bakker & Zn',
  'joris@bakkerzn.nl',
  '06-12345678',
].join('\n');

/** The list's lines as each engine must find them: catalogue prices, and the text's own € 225. */
const LISTED = [
  { words: /muren/i, figures: '120 m² × € 12,50', source: 'Uit catalogus' },
  { words: /kozijnen/i, figures: '8 stuk × € 145,00', source: 'Uit catalogus' },
  { words: /kleuradvies/i, figures: '3 uur × € 65,00', source: 'Uit catalogus' },
  { words: /steiger/i, figures: '2 dag × € 225,00', source: 'Uit tekst' },
];

const texts = (locator: Locator) => locator.evaluateAll((els) => els.map((e) => e.textContent ?? ''));

/**
 * The numbered-list e-mail through the review into a saved quote. With `phrases`, also what only an
 * engine that places source phrases and lists candidates gives (the rules engine, or the
 * openai adapter): each line's phrase highlighted in the text, and a missed phrase added with one click.
 */
async function reviewAndSave(page: Page, shot: string, { phrases }: { phrases: boolean }) {
  const account = newAccount('review');
  await registerViaUi(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await saveCatalogue(page, account);

  // Pasted from the clipboard, as a user copies it out of the mail program.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/quotes/new');
  await page.evaluate((mail) => navigator.clipboard.writeText(mail), MAIL);
  await page.getByRole('button', { name: 'AI Tekst naar Offerte' }).click();
  const modal = page.getByRole('dialog', { name: 'AI Tekst naar Offerte' });
  await modal.getByRole('button', { name: 'Plakken uit klembord' }).click();
  await expect(modal.getByLabel('Tekst van de klant')).toHaveValue(MAIL);
  await modal.getByRole('button', { name: 'Analyseren met AI' }).click();
  await expect(modal.getByRole('heading', { name: 'Controleer het resultaat' })).toBeVisible({
    timeout: 30_000,
  });

  // Each listed request is a line with its quantity, unit price excl. BTW and true price source.
  const text = modal.getByRole('region', { name: 'Uw tekst' });
  await expect(text).toHaveText(MAIL, { useInnerText: true });
  const lines = modal.getByTestId('ai-review-line');
  for (const { words, figures, source } of LISTED) {
    const line = lines.filter({ has: page.locator('p', { hasText: words }) }).first();
    await expect(line).toContainText(figures);
    await expect(line).toContainText(source);
  }
  await expect(modal.getByText('joris@bakkerzn.nl', { exact: true })).toBeVisible();

  if (phrases) {
    // NEW ENGINE: every line names its phrase, which is marked in the text and emphasised on hover.
    const marked = text.locator('mark[data-kind="line"]');
    for (const { words } of LISTED) {
      const line = lines.filter({ has: page.locator('p', { hasText: words }) }).first();
      await expect(line.locator('q')).toHaveCount(1);
      const phrase = (await line.locator('q').textContent()) ?? '';
      expect(phrase).toMatch(words);
      expect(await texts(marked)).toContain(phrase);
      await line.hover();
      await expect(text.locator('mark[data-active]')).toHaveText(phrase);
    }
    // NEW ENGINE: a request the engine was unsure of is offered under 'Niet overgenomen'; one click
    // makes it a line, its phrase marked as one.
    const missed = modal.getByRole('region', { name: 'Niet overgenomen' });
    const candidate = missed.getByTestId('ai-review-candidate').first();
    await expect(candidate).toBeVisible();
    const phrase = (await candidate.locator('q').textContent()) ?? '';
    expect(MAIL).toContain(phrase);
    await expect(text.locator('mark[data-kind="candidate"]').filter({ hasText: phrase })).toHaveCount(1);
    const before = await lines.count();
    await candidate.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(lines).toHaveCount(before + 1);
    await expect(lines.locator('q').filter({ hasText: phrase })).toHaveCount(1);
    expect(await texts(marked)).toContain(phrase);
  }

  // Leave the frames out; the rest is applied.
  const frames = lines.filter({ has: page.locator('p', { hasText: /kozijnen/i }) }).first();
  await frames.getByRole('button', { name: 'Weglaten' }).click();
  await expect(frames.getByRole('button', { name: 'Terugzetten' })).toBeFocused();
  const chosen: string[] = [];
  for (const line of await lines.all()) {
    if ((await line.getByRole('button', { name: 'Weglaten' }).count()) === 1) {
      chosen.push((await line.locator('p').first().textContent()) ?? '');
    }
  }
  await page.screenshot({ path: path.join(SHOTS, `${shot}.png`) });
  await modal.getByRole('button', { name: 'Overnemen in offerte' }).click();
  await expect(modal).toBeHidden();

  // The form holds exactly the chosen lines; the quote is created and listed.
  const descriptions = page.getByTestId('item-row').getByLabel('Omschrijving');
  await expect
    .poll(() => descriptions.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
    .toEqual(chosen);
  await expect(page.getByLabel('E-mailadres klant')).toHaveValue('joris@bakkerzn.nl');
  await expect(page.getByTestId('price-origin').first()).toHaveText('Uit catalogus');
  const name = await page.getByLabel('Bedrijfsnaam / naam').inputValue();
  expect(name).toMatch(/bakker/i);
  await page.getByRole('button', { name: 'Offerte aanmaken' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await page.getByPlaceholder(/Zoek/).fill('bakkerzn');
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('joris@bakkerzn.nl').first()).toBeVisible();
}

test('AI review: a numbered-list e-mail becomes lines to check, one is left out, the rest is saved and listed', async ({
  page,
}) => {
  await reviewAndSave(page, 'ai-review-1280', { phrases: false });
});

test('AI review: each line highlights its phrase, a missed phrase is added with one click, saved and listed', async ({
  page,
}) => {
  await reviewAndSave(page, 'ai-review-phrases-1280', { phrases: true });
});
