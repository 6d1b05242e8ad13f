/**
 * A company with one of everything a backup or export must carry: quotes with items and history, a
 * quote the customer accepted with a signature (through the public link), a processed onboarding
 * document (a stored file), and a template with a logo. Set up through the API and the owners.
 */
import type { AuthData, Quote } from '@offerteflow/contracts';
import sharp from 'sharp';
import { QuoteLinksRepository } from '../../src/modules/quotes/quote-links.repository';
import { QuotesService } from '../../src/modules/quotes/quotes.service';
import { authedClient } from './accounts';
import type { TestApp } from './app';
import { upload, waitProcessed } from './onboarding';
import { createQuote } from './quotes';

export const PRICE_CSV = Buffer.from(
  '\ufeffOmschrijving;Eenheid;Prijs excl. BTW\r\nMuren sauzen;m²;€ 12,50\r\nKozijn lakken;per stuk;€ 95,-\r\n',
);

export interface CompanyData {
  quotes: Quote[];
  accepted: Quote;
  templateId: string;
  logo: Buffer;
}

export async function seedCompanyData(t: TestApp, a: AuthData, quotes = 3): Promise<CompanyData> {
  const as = authedClient(t)(a);
  const made: Quote[] = [];
  for (let i = 0; i < quotes; i++) made.push(await createQuote(t.http(), a, { notes: `Offerte ${i + 1}` }));
  const accepted = made[0]!;
  await t.app
    .get(QuotesService)
    .markSent(a.company.id, accepted.id, a.user.id, { email: 'klant@voorbeeld.nl' });
  const token = await t.app.get(QuoteLinksRepository).create(a.company.id, accepted.id);
  const signature = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const decided = await t
    .http()
    .post(`/api/public/quotes/${token}/accept`)
    .send({
      name: 'Jan Jansen',
      agreed: true,
      signature: `data:image/png;base64,${signature.toString('base64')}`,
    });
  if (decided.status !== 200)
    throw new Error(`accept failed: ${decided.status} ${JSON.stringify(decided.body)}`);

  const doc = await upload(t.http(), a.accessToken, PRICE_CSV, 'Prijslijst.csv');
  if (doc.status !== 201) throw new Error(`upload failed: ${doc.status}`);
  await as.post('/api/onboarding/process-documents');
  await waitProcessed(t.http(), a.accessToken);

  const template = await as.post('/api/templates', { name: 'Huisstijl met logo', primaryColor: '#1d4ed8' });
  if (template.status !== 201)
    throw new Error(`template failed: ${template.status} ${JSON.stringify(template.body)}`);
  const logo = await sharp({ create: { width: 64, height: 32, channels: 4, background: '#f59e0b' } })
    .png()
    .toBuffer();
  const withLogo = await as
    .post(`/api/templates/${template.body.data.id}/logo`)
    .attach('logo', logo, 'logo.png');
  if (withLogo.status !== 200 && withLogo.status !== 201) throw new Error(`logo failed: ${withLogo.status}`);
  return { quotes: made, accepted, templateId: template.body.data.id as string, logo };
}
