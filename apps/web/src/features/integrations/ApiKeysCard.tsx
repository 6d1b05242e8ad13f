import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, TriangleAlert } from 'lucide-react';
import {
  apiKeyCreateRequestSchema,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateRequest,
} from '@offerteflow/contracts';
import { formatDateTime } from '@offerteflow/domain';
import { Button } from '../../components/Button';
import { MutationConfirmDialog } from '../../components/ConfirmDialog';
import { FormField, INPUT_CLASSES } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { applyServerErrors } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { QueryState } from '../../components/QueryState';
import { Badge } from '../../components/Badge';
import { ItemList, ItemRow } from '../../components/ItemList';
import { SettingsCard } from '../../components/SettingsCard';
import { integrationQueries, useIntegrationMutation, useIntegrationsApi } from './api';
import { CopyButton } from './CopyButton';

export function ApiKeysCard() {
  const api = useIntegrationsApi();
  const query = useQuery(integrationQueries.apiKeys(api));
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <SettingsCard
      title="API-sleutels"
      description="Met een API-sleutel werkt een ander systeem (boekhouding, CRM, webformulier) met uw offertes, klanten, producten en sjablonen. Een sleutel geeft geen toegang tot uw account, wachtwoord of deze instellingen."
    >
      <div className="space-y-5">
        <CreateKeyForm onCreated={setCreated} />
        <QueryState
          query={query}
          failed="Fout bij laden van API-sleutels"
          empty="U heeft nog geen API-sleutels."
        >
          {(keys) => (
            <ItemList label="API-sleutels">
              {keys.map((key) => (
                <ItemRow
                  key={key.id}
                  testId="api-key-row"
                  icon={KeyRound}
                  title={
                    <>
                      {key.name}{' '}
                      <code className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                        {key.prefix}…
                      </code>
                      {key.revokedAt && (
                        <Badge tone="neutral" className="ml-2">
                          Ingetrokken
                        </Badge>
                      )}
                    </>
                  }
                  details={`Aangemaakt ${formatDateTime(key.createdAt)}${key.createdBy ? ` door ${key.createdBy}` : ''} · ${
                    key.lastUsedAt ? `Laatst gebruikt ${formatDateTime(key.lastUsedAt)}` : 'Nog niet gebruikt'
                  }`}
                  action={
                    !key.revokedAt && (
                      <Button
                        variant="secondary"
                        onClick={() => setRevoking(key)}
                        aria-label={`Sleutel ${key.name} intrekken`}
                      >
                        Intrekken
                      </Button>
                    )
                  }
                />
              ))}
            </ItemList>
          )}
        </QueryState>
      </div>
      {created && <NewKeyModal created={created} onClose={() => setCreated(null)} />}
      {revoking && <RevokeDialog apiKey={revoking} onDone={() => setRevoking(null)} />}
    </SettingsCard>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: ApiKeyCreated) => void }) {
  const create = useIntegrationMutation((api, body: ApiKeyCreateRequest) => api.createApiKey(body));
  const form = useForm<ApiKeyCreateRequest>({
    resolver: zodResolver(apiKeyCreateRequestSchema),
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onCreated(await create.mutateAsync(body));
      form.reset();
    } catch (error) {
      const failed = 'Fout bij aanmaken van API-sleutel';
      const message = applyServerErrors(error, ['name'] as const, form.setError, failed);
      toast({ variant: 'error', title: failed, description: message });
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-wrap items-end gap-3">
      <FormField
        label="Naam van de sleutel"
        placeholder="Bijvoorbeeld: Boekhouding"
        className="min-w-56 flex-1"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
        Sleutel aanmaken
      </Button>
    </form>
  );
}

function NewKeyModal({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  return (
    <Modal
      title="API-sleutel aangemaakt"
      onClose={onClose}
      footer={
        <Button onClick={onClose} data-autofocus>
          Ik heb de sleutel bewaard
        </Button>
      }
    >
      <div className="space-y-4 text-sm">
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          Kopieer deze sleutel nu en bewaar hem veilig. U kunt hem hierna niet meer bekijken; bent u hem
          kwijt, trek hem dan in en maak een nieuwe aan.
        </p>
        <label className="block font-medium text-slate-700" htmlFor="new-api-key">
          Sleutel ‘{created.name}’
        </label>
        <input
          id="new-api-key"
          readOnly
          value={created.key}
          onFocus={(e) => e.currentTarget.select()}
          className={`${INPUT_CLASSES} border-slate-300 font-mono`}
        />
        <CopyButton value={created.key} label="Sleutel kopiëren" />
        <p className="text-slate-600">
          Gebruik de sleutel in de header <code>Authorization: Bearer {created.prefix}…</code>
        </p>
      </div>
    </Modal>
  );
}

function RevokeDialog({ apiKey, onDone }: { apiKey: ApiKey; onDone: () => void }) {
  const revoke = useIntegrationMutation((api, keyId: string) => api.revokeApiKey(keyId));
  return (
    <MutationConfirmDialog
      title="API-sleutel intrekken"
      message={`Weet u zeker dat u de sleutel ‘${apiKey.name}’ wilt intrekken? Systemen die deze sleutel gebruiken krijgen direct geen toegang meer. Dit kan niet ongedaan worden gemaakt.`}
      confirmLabel="Intrekken"
      mutation={revoke}
      variables={apiKey.id}
      failureMessage="Fout bij intrekken van API-sleutel"
      onSuccess={() => {
        toast({ variant: 'success', title: 'API-sleutel ingetrokken' });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
