import { ApiKeysCard } from './ApiKeysCard';
import { WebhooksCard } from './WebhooksCard';

/** Settings tab 'API en webhooks': machine access (API keys) and quote event notifications (webhooks). */
export function IntegrationsTab() {
  return (
    <div className="space-y-6">
      <ApiKeysCard />
      <WebhooksCard />
    </div>
  );
}
