import { PageHeader } from '../../components/PageHeader';
import { useAuth } from '../auth';

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <section className="rounded-xl bg-gradient-to-r from-brand to-blue-600 p-6 text-white shadow-sm sm:p-8">
        <p className="text-xl font-semibold tracking-tight sm:text-2xl">Welkom terug, {user?.company.name}</p>
        <p className="mt-1 text-sm text-blue-100">
          Hier ziet u in één oogopslag hoe het met uw offertes staat.
        </p>
      </section>
      <PageHeader title="Dashboard" />
    </div>
  );
}
