/**
 * A server without Chromium (a fresh machine): PDF download and preview answer 503 PDF_UNAVAILABLE with
 * a Dutch explanation, so the web app can say that PDF rendering is unavailable on the server.
 */
import { QUOTE_DOCUMENT_MSG, type AuthData } from '@offerteflow/contracts';
import { bearer } from './helpers/accounts';
import { createTestApp } from './helpers/app';

jest.setTimeout(60_000);

const items = [{ description: 'Dakgoot vervangen', quantity: 2, unit: 'm2', unitPrice: 48.5, vatRate: 21 }];

describe('a server without Chromium', () => {
  it('answers 503 PDF_UNAVAILABLE with a Dutch explanation for a download and a preview', async () => {
    const bare = await createTestApp({ CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      const res = await bare
        .http()
        .post('/api/auth/register')
        .send({
          companyName: 'Zonder Chromium BV',
          email: `geen-chromium-${Date.now()}@voorbeeld.nl`,
          password: 'Geheim123',
          subscriptionType: 'monthly',
        });
      expect(res.status).toBe(201);
      const auth = bearer((res.body.data as AuthData).accessToken);
      const created = await bare
        .http()
        .post('/api/quotes')
        .set(auth)
        .send({ customer: { name: 'Klant' }, items });
      const pdf = await bare.http().get(`/api/quotes/${created.body.data.id}/pdf`).set(auth);
      expect(pdf.status).toBe(503);
      expect(pdf.body.error).toEqual({ code: 'PDF_UNAVAILABLE', message: QUOTE_DOCUMENT_MSG.pdfUnavailable });
      const preview = await bare
        .http()
        .post('/api/quotes/preview')
        .set(auth)
        .send({ customer: { name: 'Klant' }, items, preview: true });
      expect(preview.status).toBe(503);
      expect(preview.body.error.code).toBe('PDF_UNAVAILABLE');
    } finally {
      await bare.close();
    }
  });
});
