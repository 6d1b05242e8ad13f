import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Webhook } from 'lucide-react';
import {
  QUOTE_EVENT_LABELS,
  QUOTE_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUS_LABELS,
  webhookEndpointInputSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@offerteflow/contracts';
import { formatDateTime } from '@offerteflow/domain';
import { Button } from '../../components/Button';
import type { RowActionHandlers } from '../../components/RowActions';
import { MutationConfirmDialog } from '../../components/ConfirmDialog';
import { InlineError } from '../../components/ErrorBox';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { errorMessage } from '../../lib/api-error';
import { useSubmitForm } from '../../lib/use-submit-form';
import { toast } from '../../lib/toast';
import { QueryState } from '../../components/QueryState';
import { Badge, type BadgeTone } from '../../components/Badge';
import { CheckboxField, SettingsCard } from '../../components/SettingsCard';
import { integrationQueries, useIntegrationMutation, useIntegrationsApi } from './api';
import { CopyButton } from './CopyButton';

type Editing = { mode: 'new' } | { mode: 'edit'; endpoint: WebhookEndpoint };

export function WebhooksCard() {
  const api = useIntegrationsApi();
  const query = useQuery(integrationQueries.webhooks(api));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  return (
    <SettingsCard
      title="Webhooks"
      description="Offerteflow meldt gebeurtenissen van uw offertes direct aan een ander systeem, met een ondertekend HTTP-verzoek. Mislukte verzendingen worden automatisch opnieuw geprobeerd."
    >
      <div className="space-y-5">
        <Button onClick={() => setEditing({ mode: 'new' })}>Webhook toevoegen</Button>
        <QueryState query={query} failed="Fout bij laden van webhooks" empty="U heeft nog geen webhooks.">
          {(endpoints) => (
            <ul className="space-y-4" aria-label="Webhooks">
              {endpoints.map((endpoint) => (
                <EndpointItem
                  key={endpoint.id}
                  endpoint={endpoint}
                  onEdit={() => setEditing({ mode: 'edit', endpoint })}
                  onDelete={() => setDeleting(endpoint)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {editing && <EndpointModal editing={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDialog endpoint={deleting} onDone={() => setDeleting(null)} />}
    </SettingsCard>
  );
}

function EndpointItem({ endpoint, onEdit, onDelete }: RowActionHandlers & { endpoint: WebhookEndpoint }) {
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [showSecret, setShowSecret] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="webhook-row">
      <div className="flex flex-wrap items-start gap-3">
        <Webhook aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <p className="font-medium break-all text-slate-900">
            {endpoint.url}
            <Badge tone={endpoint.active ? 'success' : 'neutral'} className="ml-2">
              {endpoint.active ? 'Actief' : 'Uitgeschakeld'}
            </Badge>
          </p>
          <p className="text-slate-600">{endpoint.events.map((e) => QUOTE_EVENT_LABELS[e]).join(', ')}</p>
          <div className="flex flex-wrap items-center gap-2 text-slate-600">
            <span>Ondertekeningsgeheim:</span>
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs break-all">
              {showSecret ? endpoint.secret : '••••••••••••'}
            </code>
            <Button
              variant="ghost"
              onClick={() => setShowSecret((v) => !v)}
              aria-label={showSecret ? 'Geheim verbergen' : 'Geheim tonen'}
            >
              {showSecret ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </Button>
            <CopyButton value={endpoint.secret} label="Geheim kopiëren" />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setShowDeliveries((v) => !v)}
            aria-expanded={showDeliveries}
          >
            Verzendingen
          </Button>
          <Button variant="secondary" onClick={onEdit} aria-label={`Webhook ${endpoint.url} bewerken`}>
            Bewerken
          </Button>
          <Button variant="secondary" onClick={onDelete} aria-label={`Webhook ${endpoint.url} verwijderen`}>
            Verwijderen
          </Button>
        </div>
      </div>
      {showDeliveries && <Deliveries endpointId={endpoint.id} />}
    </li>
  );
}

const STATUS_TONES: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
};

const DELIVERY_COLUMNS = ['Tijdstip', 'Gebeurtenis', 'Status', 'Antwoord', 'Pogingen'] as const;

function Deliveries({ endpointId }: { endpointId: string }) {
  const api = useIntegrationsApi();
  const query = useQuery(integrationQueries.deliveries(api, endpointId));
  const resend = useIntegrationMutation((a, deliveryId: string) => a.resendDelivery(deliveryId));
  async function onResend(deliveryId: string) {
    try {
      await resend.mutateAsync(deliveryId);
      toast({ variant: 'success', title: 'Opnieuw verzonden' });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Opnieuw verzenden mislukt',
        description: errorMessage(error, 'Opnieuw verzenden mislukt'),
      });
    }
  }
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <QueryState
        query={query}
        failed="Fout bij laden van verzendingen"
        empty="Nog geen verzendingen. Ze verschijnen hier zodra een offerte verandert."
      >
        {(deliveries) => (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Verzendingen</caption>
              <thead className="text-xs text-slate-500 uppercase">
                <tr>
                  {DELIVERY_COLUMNS.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-3">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="py-2">
                    <span className="sr-only">Acties</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {deliveries.map((d) => (
                  <tr key={d.id} data-testid="delivery-row">
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(d.createdAt)}</td>
                    <td className="py-2 pr-3">{QUOTE_EVENT_LABELS[d.eventType]}</td>
                    <td className="py-2 pr-3">
                      <Badge tone={STATUS_TONES[d.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[d.status]}</Badge>
                      {d.lastError && (
                        <span className="mt-1 block text-xs text-slate-600">{d.lastError}</span>
                      )}
                    </td>
                    <td className="py-2 pr-3">{d.responseCode ?? '–'}</td>
                    <td className="py-2 pr-3">{d.attempts}</td>
                    <td className="py-2 text-right">
                      <Button
                        variant="secondary"
                        onClick={() => void onResend(d.id)}
                        disabled={resend.isPending}
                      >
                        Opnieuw verzenden
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </div>
  );
}

function EndpointModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const endpoint = editing.mode === 'edit' ? editing.endpoint : null;
  const save = useIntegrationMutation((api, body: WebhookEndpointInput) =>
    endpoint ? api.updateWebhook(endpoint.id, body) : api.createWebhook(body),
  );
  const failed = endpoint ? 'Fout bij opslaan van webhook' : 'Fout bij toevoegen van webhook';
  const { form, submitError, submit } = useSubmitForm(
    webhookEndpointInputSchema,
    {
      url: endpoint?.url ?? '',
      events: endpoint?.events ?? [...QUOTE_EVENT_TYPES],
      active: endpoint?.active ?? true,
    },
    { fields: ['url', 'events'], fallback: failed },
  );
  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submit(async (body) => {
    await save.mutateAsync(body);
    toast({ variant: 'success', title: endpoint ? 'Webhook opgeslagen' : 'Webhook toegevoegd' });
    onClose();
  });
  const formId = 'webhook-form';
  return (
    <Modal
      title={endpoint ? 'Webhook bewerken' : 'Webhook toevoegen'}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Annuleren
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting} disabled={isSubmitting}>
            Opslaan
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <InlineError message={submitError} />
        <FormField
          label="URL *"
          type="url"
          inputMode="url"
          placeholder="https://voorbeeld.nl/webhooks/offerteflow"
          hint="Alleen https://-adressen op het openbare internet."
          data-autofocus
          error={errors.url?.message}
          {...register('url')}
        />
        <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700">Gebeurtenissen *</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {QUOTE_EVENT_TYPES.map((type) => (
              <CheckboxField
                key={type}
                label={QUOTE_EVENT_LABELS[type]}
                value={type}
                {...register('events')}
              />
            ))}
          </div>
          {errors.events && (
            <p id="webhook-events-error" className="mt-1.5 text-sm text-red-600">
              {errors.events.message}
            </p>
          )}
        </fieldset>
        <CheckboxField
          label="Actief"
          description="Uitgeschakelde webhooks ontvangen geen nieuwe gebeurtenissen."
          {...register('active')}
        />
      </form>
    </Modal>
  );
}

function DeleteDialog({ endpoint, onDone }: { endpoint: WebhookEndpoint; onDone: () => void }) {
  const remove = useIntegrationMutation((api, endpointId: string) => api.removeWebhook(endpointId));
  return (
    <MutationConfirmDialog
      title="Webhook verwijderen"
      message={`Weet u zeker dat u de webhook naar ${endpoint.url} wilt verwijderen? Ook de lijst met verzendingen wordt verwijderd.`}
      confirmLabel="Verwijderen"
      mutation={remove}
      variables={endpoint.id}
      failureMessage="Fout bij verwijderen van webhook"
      onSuccess={() => {
        toast({ variant: 'success', title: 'Webhook verwijderd' });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
