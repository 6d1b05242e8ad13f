import type { QuoteCreateInput } from '@offerteflow/contracts';
import { sessionStore } from '../lib/session';

/** Test helpers of the offline store: a signed-in user and a quote as the form sends it. */
export function signIn(userId: string) {
  sessionStore.setSession({
    accessToken: `token-${userId}`,
    refreshToken: `refresh-${userId}`,
    user: {
      id: userId,
      name: 'Jan de Vries',
      email: 'jan@bakkerij.nl',
      role: 'admin',
      company: { id: '22222222-2222-4222-8222-222222222222', name: 'Bakkerij De Vries' },
    },
    company: { id: '22222222-2222-4222-8222-222222222222', name: 'Bakkerij De Vries' },
  } as never);
}

export const kitchenQuote: QuoteCreateInput = {
  customer: { name: 'Keukentafel BV', email: 'info@keukentafel.nl' },
  items: [
    { description: 'Keuken monteren', quantity: 2, unitPrice: 45.5, unit: 'uur', vatRate: undefined },
    { description: 'Materiaal', quantity: 1, unitPrice: 10, unit: 'stuk', vatRate: 9 },
  ],
  notes: 'Graag voor vrijdag',
  customerId: undefined,
  validUntil: undefined,
  templateId: undefined,
};
