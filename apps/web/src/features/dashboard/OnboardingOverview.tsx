import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, RotateCcw, Sparkles, Undo2 } from 'lucide-react';
import {
  DOCUMENT_TYPE_LABELS,
  ONBOARDING_DESCRIPTION_MAX,
  ONBOARDING_OVERVIEW_PRODUCTS,
  ONBOARDING_TERM_MAX,
  RESET_RELOAD_DELAY_MS,
  TERM_TYPE_LABELS,
  quoteUnitLabel,
} from '@offerteflow/contracts';
import { Button, buttonClasses } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Panel } from '../../components/Panel';
import { InlineError } from '../../components/ErrorBox';
import { euro } from '../../lib/format';
import { useIsAdmin } from '../auth';
import { useCatalogApi } from '../catalog';
import {
  DocumentStatusIcon,
  ONBOARDING_TEXT,
  formatKb,
  truncate,
  uploadedFlag,
  useOnboardingApi,
  useOnboardingExtractedData,
  useOnboardingStatus,
} from '../onboarding';
import { onboardingKeys } from '../onboarding/api';

/** Page reload after a reset; an object so tests can observe it (jsdom cannot reload). */
export const pageReload = { reload: () => window.location.reload() };

/** What 'Standaard data herstellen' and 'Reset' ask before they act. */
const CONFIRM_TEXT = {
  restore: {
    title: 'Standaard data herstellen',
    message: ONBOARDING_TEXT.restoreConfirm,
    confirmLabel: 'Herstellen',
  },
  reset: { title: 'Onboarding resetten', message: ONBOARDING_TEXT.resetConfirm, confirmLabel: 'Reset' },
};

/** SPEC §2 Onboarding overview: files, products, terms, counts, refresh, reset, restore and sample data. */
export function OnboardingOverview() {
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const api = useOnboardingApi();
  const catalog = useCatalogApi();
  const status = useOnboardingStatus(false);
  const extracted = useOnboardingExtractedData({ dashboard: true });
  const [confirm, setConfirm] = useState<keyof typeof CONFIRM_TEXT | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const refetchAll = () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all });

  const reset = useMutation({
    mutationFn: () => api.reset(),
    onSuccess: () => {
      setConfirm(null);
      uploadedFlag.clear();
      queryClient.clear();
      setTimeout(() => pageReload.reload(), RESET_RELOAD_DELAY_MS);
    },
    onError: () => {
      setConfirm(null);
      setAlert(ONBOARDING_TEXT.resetFailed);
    },
  });
  // 'Standaard data herstellen': a session (initialize) with the example catalogue in place of the current one.
  const initialize = useMutation({
    mutationFn: async () => {
      await api.initialize();
      await catalog.restoreSample();
    },
    onSuccess: () => {
      setConfirm(null);
      setAlert(null);
      return refetchAll();
    },
    onError: () => {
      setConfirm(null);
      setAlert(ONBOARDING_TEXT.initializeFailed);
    },
  });
  const sample = useMutation({
    mutationFn: () => api.initialize(true),
    onSuccess: refetchAll,
    onError: () => setAlert(ONBOARDING_TEXT.initializeFailed),
  });

  const confirmed = confirm === 'reset' ? reset : initialize;
  const documents = status.data?.documents ?? [];
  const products = extracted.data?.products ?? [];
  const terms = extracted.data?.terms ?? [];
  const session = status.data?.session.status;
  const verified = session === 'verified' || session === 'completed' ? products.length : 0;
  const empty =
    !extracted.isPending &&
    !status.isPending &&
    documents.length === 0 &&
    products.length === 0 &&
    terms.length === 0;

  return (
    <Panel
      title="Onboarding overzicht"
      className="space-y-4"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              queryClient.removeQueries({ queryKey: onboardingKeys.all });
              void Promise.all([status.refetch(), extracted.refetch()]);
            }}
            loading={status.isFetching || extracted.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-4" /> Vernieuwen
          </Button>
          {/* Nothing to reset or restore while empty: the empty state offers its own start. */}
          {!empty && (
            <>
              <Button
                variant="secondary"
                onClick={() => setConfirm('restore')}
                loading={initialize.isPending}
                disabled={initialize.isPending}
              >
                <Undo2 aria-hidden="true" className="size-4" /> Standaard data herstellen
              </Button>
              {isAdmin && (
                <Button variant="danger" onClick={() => setConfirm('reset')}>
                  <RotateCcw aria-hidden="true" className="size-4" /> Reset
                </Button>
              )}
            </>
          )}
        </div>
      }
    >
      <InlineError message={alert} />

      {empty ? (
        <div className="flex flex-col items-center gap-3 rounded-lg bg-slate-50 p-6 text-center">
          <Sparkles aria-hidden="true" className="size-6 text-brand" />
          <p className="text-sm text-slate-600">
            {uploadedFlag.get()
              ? 'Uw documenten zijn geüpload; ga verder met de onboarding om de gegevens te controleren.'
              : 'Nog geen producten of voorwaarden. Upload uw prijslijst en voorwaarden, of probeer het eerst met voorbeelddata.'}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/onboarding" className={buttonClasses('primary')}>
              Start Onboarding
            </Link>
            <Button
              variant="secondary"
              onClick={() => sample.mutate()}
              loading={sample.isPending}
              disabled={sample.isPending}
            >
              Laad voorbeeld data
            </Button>
          </div>
        </div>
      ) : (
        <OverviewBody
          documents={documents}
          products={products}
          terms={terms}
          verified={verified}
          productsError={extracted.isError}
          onRetry={() => void extracted.refetch()}
        />
      )}

      {confirm && (
        <ConfirmDialog
          {...CONFIRM_TEXT[confirm]}
          busy={confirmed.isPending}
          onConfirm={() => confirmed.mutate()}
          onCancel={() => setConfirm(null)}
        />
      )}
    </Panel>
  );
}

function OverviewBody({
  documents,
  products,
  terms,
  verified,
  productsError,
  onRetry,
}: {
  documents: NonNullable<ReturnType<typeof useOnboardingStatus>['data']>['documents'];
  products: NonNullable<ReturnType<typeof useOnboardingExtractedData>['data']>['products'];
  terms: NonNullable<ReturnType<typeof useOnboardingExtractedData>['data']>['terms'];
  verified: number;
  productsError: boolean;
  onRetry: () => void;
}) {
  const more = products.length - ONBOARDING_OVERVIEW_PRODUCTS;
  const counts = [
    { label: 'Bestanden', value: documents.length },
    { label: 'Producten', value: products.length },
    { label: 'Voorwaarden', value: terms.length },
    { label: 'Geverifieerde producten', value: verified },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map((c) => (
          <div key={c.label} className="rounded-lg bg-slate-50 p-3" data-testid={`count-${c.label}`}>
            <dt className="text-xs text-slate-500">{c.label}</dt>
            <dd className="text-xl font-semibold text-slate-900">{c.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-3">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Bestanden</h3>
          {documents.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">Geen bestanden.</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {documents.map((doc) => (
                <li key={doc.id} className="flex items-center gap-2">
                  <DocumentStatusIcon status={doc.processingStatus} />
                  <span className="min-w-0 flex-1 truncate">{doc.fileName}</span>
                  <span className="text-xs whitespace-nowrap text-slate-500">
                    {DOCUMENT_TYPE_LABELS[doc.documentType]} · {formatKb(doc.fileSize)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Producten</h3>
          {productsError ? (
            <div role="alert" className="mt-2 space-y-2 text-sm text-red-700">
              <p>{ONBOARDING_TEXT.productsError}</p>
              <Button variant="secondary" onClick={onRetry}>
                Opnieuw proberen
              </Button>
            </div>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {products.slice(0, ONBOARDING_OVERVIEW_PRODUCTS).map((p) => (
                <li key={p.id}>
                  <p className="flex justify-between gap-2">
                    <span className="font-medium text-slate-900">{p.name}</span>
                    <span className="whitespace-nowrap text-slate-700">
                      {euro(p.unitPrice)} / {quoteUnitLabel(p.unit)}
                    </span>
                  </p>
                  {p.description && (
                    <p className="text-xs text-slate-500">
                      {truncate(p.description, ONBOARDING_DESCRIPTION_MAX)}
                    </p>
                  )}
                </li>
              ))}
              {more > 0 && <li className="text-xs text-slate-500">En {more} meer...</li>}
              {products.length === 0 && <li className="text-slate-500">Geen producten.</li>}
            </ul>
          )}
          {products.length > 0 && (
            <Link to="/products" className="mt-2 inline-block text-sm text-brand underline">
              Alle producten beheren
            </Link>
          )}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Voorwaarden</h3>
          <ul className="mt-2 space-y-2 text-sm">
            {terms.map((t) => (
              <li key={t.id}>
                <span className="font-medium text-slate-900">{TERM_TYPE_LABELS[t.termType]}</span>
                {t.isDefault && (
                  <span className="ml-2 rounded-full bg-green-100 px-2 text-xs text-green-800">
                    Standaard
                  </span>
                )}
                <p className="text-xs text-slate-500">{truncate(t.content, ONBOARDING_TERM_MAX)}</p>
              </li>
            ))}
            {terms.length === 0 && <li className="text-slate-500">Geen voorwaarden.</li>}
          </ul>
        </div>
      </div>
    </>
  );
}
