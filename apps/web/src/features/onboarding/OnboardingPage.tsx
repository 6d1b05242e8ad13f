import { PageHeader } from '../../components/PageHeader';
import { NeedsConnectionNotice } from '../../offline/needs-connection';

export function OnboardingPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Onboarding" />
      <NeedsConnectionNotice />
    </div>
  );
}
