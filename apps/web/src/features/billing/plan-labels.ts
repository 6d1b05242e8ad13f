import type { SubscriptionType } from '@offerteflow/contracts';

/** Dutch names of the plans (in their own module: the sidebar shows them without the billing page's code). */
export const PLAN_LABELS: Record<SubscriptionType, string> = {
  monthly: 'Maandelijks',
  per_quote: 'Per offerte',
};
