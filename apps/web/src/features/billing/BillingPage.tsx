import { PageHeader } from '../../components/PageHeader';

export function BillingPage() {
  return <PageHeader title="Abonnement" />;
}
