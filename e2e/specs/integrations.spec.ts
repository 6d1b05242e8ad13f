/**
 * Instellingen › API en webhooks in the browser against the built app: a key created and copied in the
 * UI creates a quote over HTTP, a local receiver gets the signed quote.created webhook, the delivery is
 * shown and re-sent, and the revoked key is refused.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';
import { loginViaUi, newAccount, registerViaApi } from '../support/accounts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('create a key, receive a signed webhook for a quote it creates, re-send it, revoke the key', async ({
  page,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as { port: number }).port;
  try {
    const account = newAccount('integraties');
    await registerViaApi(page, account);
    await page.goto('/login');
    await loginViaUi(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'API en webhooks' }).click();
    await expect(page.getByText('U heeft nog geen API-sleutels.')).toBeVisible();
    await expect(page.getByText('U heeft nog geen webhooks.')).toBeVisible();

    // API key: shown once, copied.
    await page.getByLabel('Naam van de sleutel').fill('Webformulier');
    await page.getByRole('button', { name: 'Sleutel aanmaken' }).click();
    const dialog = page.getByRole('dialog', { name: 'API-sleutel aangemaakt' });
    await expect(dialog.getByRole('alert')).toContainText('U kunt hem hierna niet meer bekijken');
    const key = await dialog.getByLabel('Sleutel ‘Webformulier’').inputValue();
    expect(key).toMatch(/^ofl_[0-9a-f]{40}$/);
    await dialog.getByRole('button', { name: 'Sleutel kopiëren' }).click();
    await expect(dialog.getByText('Gekopieerd')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByRole('button', { name: 'Ik heb de sleutel bewaard' }).click();
    const keyRow = page.getByTestId('api-key-row');
    await expect(keyRow).toContainText(`${key.slice(0, 12)}…`);
    await expect(keyRow).toContainText('Nog niet gebruikt');
    await expect(page.getByText(key)).toHaveCount(0);

    // Webhook to the local receiver, only for quote.created.
    await page.getByRole('button', { name: 'Webhook toevoegen' }).click();
    const form = page.getByRole('dialog', { name: 'Webhook toevoegen' });
    const url = `http://127.0.0.1:${port}/offerteflow`;
    await form.getByLabel('URL *').fill(url);
    for (const label of [
      'Offerte verzonden',
      'Offerte geaccepteerd',
      'Offerte afgewezen',
      'Offerte verwijderd',
    ])
      await form.getByLabel(label).uncheck();
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Webhook toegevoegd')).toBeVisible();
    const hookRow = page.getByTestId('webhook-row');
    await expect(hookRow).toContainText(url);
    await expect(hookRow).toContainText('Offerte aangemaakt');
    await hookRow.getByRole('button', { name: 'Geheim tonen' }).click();
    const secret = (await hookRow.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);

    // Another system creates a quote with the key.
    const created = await page.request.post('/api/quotes', {
      headers: { Authorization: `Bearer ${key}` },
      data: {
        customer: { name: 'Klant via webformulier' },
        items: [{ description: 'Schilderwerk', quantity: 1, unitPrice: 450 }],
      },
    });
    expect(created.status()).toBe(201);
    await expect.poll(() => received.length).toBe(1);
    const hook = received[0]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hook.headers['offerteflow-signature']))!;
    expect(createHmac('sha256', secret).update(`${t}.${hook.body}`).digest('hex')).toBe(v1);
    expect(JSON.parse(hook.body)).toMatchObject({
      type: 'quote.created',
      data: { quote: { customer: { name: 'Klant via webformulier' } } },
    });

    // The delivery in the settings, then re-sent.
    await hookRow.getByRole('button', { name: 'Verzendingen' }).click();
    const delivery = hookRow.getByTestId('delivery-row');
    await expect(delivery).toHaveCount(1);
    await expect(delivery.first()).toContainText('Geslaagd');
    await expect(delivery.first()).toContainText('204');
    await delivery.first().getByRole('button', { name: 'Opnieuw verzenden' }).click();
    await expect(page.getByText('Opnieuw verzonden')).toBeVisible();
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]!.body).toBe(hook.body);
    await expect(delivery).toHaveCount(2);

    // Last use is shown; revoking asks first and then the key is refused.
    await page.reload();
    await expect(page.getByTestId('api-key-row')).toContainText('Laatst gebruikt');
    await page.getByRole('button', { name: 'Sleutel Webformulier intrekken' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Weet u zeker dat u de sleutel ‘Webformulier’ wilt intrekken?');
    await confirm.getByRole('button', { name: 'Intrekken' }).click();
    await expect(page.getByTestId('api-key-row')).toContainText('Ingetrokken');
    const refused = await page.request.get('/api/quotes', { headers: { Authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error.message).toBe('Ongeldige of ingetrokken API-sleutel');
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
