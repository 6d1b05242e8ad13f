import { PageHeader } from '../../components/PageHeader';

export function OnboardingPage() {
  return <PageHeader title="Onboarding" />;
}
