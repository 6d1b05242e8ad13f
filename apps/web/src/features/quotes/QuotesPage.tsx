import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FilePlus2, FileText, Loader2, Plus, RefreshCw, Search, SearchX } from 'lucide-react';
import {
  QUOTE_LIMITS,
  QUOTE_STATUS_FILTERS,
  type QuoteListItem,
  type QuoteStatusFilter,
} from '@offerteflow/contracts';
import { ALL_STATUSES_LABEL, quoteStatusLabel } from '@offerteflow/domain';
import { Button, buttonClasses } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/Spinner';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value';
import { DeleteQuoteDialog } from './DeleteQuoteDialog';
import {
  FIRST_QUOTE_LIST_PAGE,
  QUOTE_LIST_PAGE_SIZE,
  type QuoteOwnerFilter,
  type QuoteViewedFilter,
} from './list-request';
import { useQuoteList } from './hooks';
import { QuoteRow, type QuoteRef, type QuoteRowActions } from './QuoteRow';
import { usePdfPreview, useQuotePdf } from '../pdf';
import { requireConnection } from '../../offline/needs-connection';

export const SEARCH_PLACEHOLDER = 'Zoek op offertenummer, klant of e-mail...';
export const LIST_ERROR_MESSAGE = 'Er is een fout opgetreden bij het laden van de offertes.';
// Opened on demand: their code (the e-mail form, the detail view) is fetched on first use.
const QuoteDetailOverlay = lazy(() =>
  import('./QuoteDetailOverlay').then((m) => ({ default: m.QuoteDetailOverlay })),
);
const SendEmailModal = lazy(() => import('./SendEmailModal').then((m) => ({ default: m.SendEmailModal })));

const statusOptionLabel = (value: QuoteStatusFilter) =>
  value === 'all' ? ALL_STATUSES_LABEL : quoteStatusLabel(value);

/** Row actions send by e-mail and download PDF; without handlers the page's own modal and download run. */
export type QuotesPageProps = Pick<QuoteRowActions, 'onSend' | 'onDownloadPdf'>;

/** The 'Bekeken' filter: whether the customer opened the quote's public link. */
const VIEWED_FILTERS: readonly (readonly [QuoteViewedFilter, string])[] = [
  ['all', 'Bekeken en niet bekeken'],
  ['yes', 'Bekeken door klant'],
  ['no', 'Niet bekeken'],
];

/** Whose quotes: the whole company's, or 'Mijn offertes' (the ones the user created). */
const OWNER_FILTERS: readonly (readonly [QuoteOwnerFilter, string])[] = [
  ['all', 'Alle offertes'],
  ['mine', 'Mijn offertes'],
];

/** SPEC §2 Quotes page: server-side search, status filter and paging over the company's quotes. */
export function QuotesPage({ onSend, onDownloadPdf }: QuotesPageProps = {}) {
  const navigate = useNavigate();
  const [searchInput, setSearchInput] = useState(FIRST_QUOTE_LIST_PAGE.search);
  const [status, setStatus] = useState<QuoteStatusFilter>(FIRST_QUOTE_LIST_PAGE.status);
  const [viewed, setViewed] = useState<QuoteViewedFilter>(FIRST_QUOTE_LIST_PAGE.viewed);
  const [owner, setOwner] = useState<QuoteOwnerFilter>(FIRST_QUOTE_LIST_PAGE.owner);
  const [page, setPage] = useState(FIRST_QUOTE_LIST_PAGE.page);
  const [viewId, setViewId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<QuoteListItem | null>(null);
  const [sendTo, setSendTo] = useState<QuoteRef | null>(null);
  const pdf = useQuotePdf();
  const preview = usePdfPreview();
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);

  const query = useQuoteList({ search, status, viewed, owner, page, pageSize: QUOTE_LIST_PAGE_SIZE });
  const quotes = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / QUOTE_LIST_PAGE_SIZE));
  const filtered = search !== '' || status !== 'all' || viewed !== 'all' || owner !== 'all';

  // After deleting the last quote of the last page, show the page before it instead of nothing.
  const hasData = query.data !== undefined;
  useEffect(() => {
    if (hasData && page > pageCount) setPage(pageCount);
  }, [hasData, page, pageCount]);

  // The same handlers on every render, so a row re-renders only when its quote changes (not when the
  // list refetches, a filter is typed or a dialog opens).
  const download = pdf.download;
  const actions = useMemo<QuoteRowActions & Required<Pick<QuoteRowActions, 'onDownloadPdf'>>>(() => {
    const openSend = onSend ?? setSendTo;
    return {
      onView: (quote) => setViewId(quote.id),
      onEdit: (quote) => void navigate(`/quotes/${quote.id}/edit`),
      onSend: (quote) => {
        if (requireConnection(quote.id)) openSend(quote);
      },
      onDownloadPdf: onDownloadPdf ?? ((quote) => void download(quote)),
      onDelete: setToDelete,
    };
  }, [navigate, onSend, onDownloadPdf, download]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Offertes"
        description="Beheer, zoek en volg al uw offertes."
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              aria-label="Vernieuwen"
              title="Vernieuwen"
            >
              <RefreshCw aria-hidden="true" className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} />
              <span className="hidden sm:inline">Vernieuwen</span>
            </Button>
            <Link to="/quotes/new" className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Nieuwe offerte
            </Link>
          </>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            aria-label="Zoeken"
            placeholder={SEARCH_PLACEHOLDER}
            maxLength={QUOTE_LIMITS.searchMax}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.target.value);
              setPage(1);
            }}
            className="block w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-blue-600"
          />
        </div>
        <FilterSelect
          label="Status"
          value={status}
          options={QUOTE_STATUS_FILTERS.map((value) => [value, statusOptionLabel(value)] as const)}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Bekeken"
          value={viewed}
          options={VIEWED_FILTERS}
          onChange={(value) => {
            setViewed(value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Offertes van"
          value={owner}
          options={OWNER_FILTERS}
          onChange={(value) => {
            setOwner(value);
            setPage(1);
          }}
        />
      </div>

      <section aria-label="Offertelijst" aria-busy={query.isFetching}>
        {query.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
            <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand" />
            Offertes laden...
          </div>
        ) : query.isError && !query.data ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="text-sm font-medium text-red-800">{LIST_ERROR_MESSAGE}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
              Opnieuw proberen
            </Button>
          </div>
        ) : quotes.length === 0 ? (
          <EmptyState filtered={filtered} />
        ) : (
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <ul className="divide-y divide-slate-100">
              {quotes.map((quote) => (
                <QuoteRow key={quote.id} quote={quote} actions={actions} />
              ))}
            </ul>
            <nav
              aria-label="Paginering"
              className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600 sm:px-5"
            >
              <p>
                {total} {total === 1 ? 'offerte' : 'offertes'} · Pagina {page} van {pageCount}
              </p>
              <div className={`flex gap-2 ${pageCount === 1 ? 'hidden' : ''}`}>
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Vorige
                </Button>
                <Button
                  variant="secondary"
                  disabled={page >= pageCount}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Volgende
                </Button>
              </div>
            </nav>
          </div>
        )}
      </section>

      <Suspense
        fallback={
          <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/20">
            <PageLoading />
          </div>
        }
      >
        {viewId && (
          <QuoteDetailOverlay
            quoteId={viewId}
            onClose={() => setViewId(null)}
            onEdit={(id) => void navigate(`/quotes/${id}/edit`)}
            onDuplicated={(copy) => setViewId(copy.id)}
            onDownload={actions.onDownloadPdf}
            onPreview={preview.previewQuote}
          />
        )}
        {toDelete && <DeleteQuoteDialog quote={toDelete} onClose={() => setToDelete(null)} />}
        {sendTo && <SendEmailModal quote={sendTo} onClose={() => setSendTo(null)} />}
      </Suspense>
      {preview.modal}
    </div>
  );
}

/** A labelled filter select of the quotes list; as wide as its longest option, so no text is cut. */
function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-blue-600 sm:w-auto"
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchX : FileText;
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-3 text-base font-semibold text-slate-900">
        {filtered ? 'Geen offertes gevonden' : 'Nog geen offertes'}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {filtered
          ? 'Pas je zoekterm of filters aan om meer resultaten te zien.'
          : 'Maak je eerste offerte om aan de slag te gaan.'}
      </p>
      {!filtered && (
        <Link to="/quotes/new" className={buttonClasses('primary', 'mt-5')}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          Nieuwe offerte
        </Link>
      )}
    </div>
  );
}
