import { PageHeader } from '../../components/PageHeader';

export function NewQuotePage() {
  return <PageHeader title="Nieuwe Offerte" />;
}
