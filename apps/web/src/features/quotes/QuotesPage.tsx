import { PageHeader } from '../../components/PageHeader';

export function QuotesPage() {
  return <PageHeader title="Offertes" />;
}
