import { PageHeader } from '../../components/PageHeader';

export function TemplatesPage() {
  return <PageHeader title="Template Management" />;
}
