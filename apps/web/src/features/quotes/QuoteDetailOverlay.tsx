import { useId, useState, type ReactNode } from 'react';
import { Copy, Eye, FileDown, Loader2, Pencil, X } from 'lucide-react';
import { quoteSchema, type Quote, type QuoteStatus } from '@offerteflow/contracts';
import { QUOTE_STATUS_MESSAGES, isEditable, nextQuoteStatuses, quoteStatusLabel } from '@offerteflow/domain';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { InlineError } from '../../components/ErrorBox';
import { VersionConflict } from '../../components/VersionConflict';
import { errorMessage } from '../../lib/api-error';
import { date } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useVersionConflict } from '../../lib/versioning';
import { useDuplicateQuote, useQuote, useQuoteStatus } from './hooks';
import { CustomerLinkPanel } from './CustomerLinkPanel';
import { QuoteDetailBody } from './QuoteDetailBody';
import { QuoteHistory } from './QuoteHistory';
import { StatusBadge } from './StatusBadge';

export const QUOTE_LOAD_ERROR = 'Er is een fout opgetreden bij het laden van de offerte.';

/** A quote that could not be loaded: the message, 'Opnieuw proberen' and a way out (`children`). */
export function QuoteLoadError({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-center">
      <p className="text-sm font-medium text-red-800">{QUOTE_LOAD_ERROR}</p>
      <div className="mt-4 flex justify-center gap-2">
        <Button variant="secondary" onClick={onRetry}>
          Opnieuw proberen
        </Button>
        {children}
      </div>
    </div>
  );
}

/** Button label per target status of the status machine (packages/domain). */
export const STATUS_ACTION_LABELS: Record<QuoteStatus, string> = {
  draft: 'Markeer als concept',
  sent: 'Markeer als verzonden',
  accepted: 'Markeer als geaccepteerd',
  rejected: 'Markeer als afgewezen',
  expired: 'Markeer als verlopen',
};

export interface QuoteDetailOverlayProps {
  quoteId: string;
  onClose: () => void;
  onEdit: (id: string) => void;
  /** Called with the new copy after 'Dupliceren'. */
  onDuplicated?: (copy: Quote) => void;
  /** PDF preview (SPEC §2 header button); shown when given. */
  onPreview?: (quote: Quote) => void;
  /** PDF download (SPEC §2 header button); shown when given. */
  onDownload?: (quote: Quote) => void;
}

/** SPEC §2 Quote detail overlay plus the status actions and 'Dupliceren'. */
export function QuoteDetailOverlay({
  quoteId,
  onClose,
  onEdit,
  onDuplicated,
  onPreview,
  onDownload,
}: QuoteDetailOverlayProps) {
  const titleId = useId();
  const query = useQuote(quoteId);
  const statusMutation = useQuoteStatus();
  const duplicateMutation = useDuplicateQuote();
  const quote = query.data;

  // A status change is an edit of the version shown; when someone else changed the quote first, the
  // user applies it on top of theirs or keeps theirs (the overlay then shows the server's quote).
  const conflict = useVersionConflict(quoteSchema);
  const [wanted, setWanted] = useState<QuoteStatus | null>(null);
  const changeStatus = (status: QuoteStatus, version = quote?.version) => {
    if (!quote || version === undefined) return;
    conflict.clear();
    setWanted(status);
    statusMutation.mutate(
      { id: quote.id, status, version },
      {
        onSuccess: (updated) =>
          toast({
            variant: 'success',
            title: `Status gewijzigd naar ${quoteStatusLabel(updated.status)}`,
            description: updated.quoteNumber,
          }),
        onError: (error) => void conflict.caught(error),
      },
    );
  };
  const duplicate = () => {
    if (!quote) return;
    duplicateMutation.mutate(quote.id, {
      onSuccess: (copy) => {
        toast({
          variant: 'success',
          title: 'Offerte gedupliceerd',
          description: `${quote.quoteNumber} is gekopieerd naar ${copy.quoteNumber}.`,
        });
        onDuplicated?.(copy);
      },
    });
  };
  const actionError =
    statusMutation.isError && !conflict.current
      ? errorMessage(statusMutation.error, 'Er is een fout opgetreden')
      : duplicateMutation.isError
        ? errorMessage(duplicateMutation.error, 'Er is een fout opgetreden')
        : null;

  return (
    <Dialog labelledBy={titleId} onClose={onClose} panelClassName="max-w-3xl">
      {/* The dialog's title bar, not a page banner (the app's own header is the banner). */}
      <div className="sticky top-0 z-10 flex flex-col gap-3 border-b border-slate-200 bg-white py-4 pr-14 pl-5 sm:flex-row sm:items-start sm:justify-between sm:pl-6">
        <div className="min-w-0 sm:flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {quote ? `Offerte ${quote.quoteNumber}` : 'Offerte'}
            </h2>
            {quote && <StatusBadge status={quote.status} />}
          </div>
          {quote && <p className="mt-0.5 text-sm text-slate-500">Aangemaakt op {date(quote.createdAt)}</p>}
        </div>
        {quote && (
          <div className="flex flex-wrap items-center gap-1.5 sm:shrink-0 sm:justify-end">
            {onPreview && (
              <Button variant="secondary" onClick={() => onPreview(quote)}>
                <Eye aria-hidden="true" className="size-4" /> Voorbeeld
              </Button>
            )}
            {onDownload && (
              <Button variant="secondary" onClick={() => onDownload(quote)}>
                <FileDown aria-hidden="true" className="size-4" /> Downloaden
              </Button>
            )}
            <Button
              variant="secondary"
              onClick={() => onEdit(quote.id)}
              disabled={!isEditable(quote.status)}
              title={isEditable(quote.status) ? undefined : QUOTE_STATUS_MESSAGES.notEditable}
            >
              <Pencil aria-hidden="true" className="size-4" /> Bewerken
            </Button>
          </div>
        )}
        <Button
          variant="ghost"
          onClick={onClose}
          aria-label="Sluiten"
          title="Sluiten"
          className="absolute top-3 right-3 px-2"
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>

      <div className="space-y-6 px-5 py-5 sm:px-6">
        {query.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
            <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand" /> Offerte laden...
          </p>
        ) : query.isError || !quote ? (
          <QuoteLoadError onRetry={() => void query.refetch()}>
            <Button variant="ghost" onClick={onClose}>
              Sluiten
            </Button>
          </QuoteLoadError>
        ) : (
          <>
            <section aria-label="Acties" className="flex flex-wrap items-center gap-2">
              {nextQuoteStatuses(quote.status).map((status) => (
                <Button
                  key={status}
                  variant={status === 'rejected' ? 'secondary' : 'primary'}
                  onClick={() => changeStatus(status)}
                  loading={statusMutation.isPending && statusMutation.variables?.status === status}
                  disabled={statusMutation.isPending}
                >
                  {STATUS_ACTION_LABELS[status]}
                </Button>
              ))}
              <Button
                variant="secondary"
                onClick={duplicate}
                loading={duplicateMutation.isPending}
                disabled={duplicateMutation.isPending}
              >
                <Copy aria-hidden="true" className="size-4" /> Dupliceren
              </Button>
            </section>
            {!isEditable(quote.status) && (
              <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
                {QUOTE_STATUS_MESSAGES.notEditable}. U kunt de offerte wel dupliceren.
              </p>
            )}
            {conflict.current && wanted && (
              <VersionConflict
                onKeepMine={() => changeStatus(wanted, conflict.current?.version)}
                onTakeServer={() => conflict.clear()}
                busy={statusMutation.isPending}
              />
            )}
            <InlineError message={actionError} />
            <QuoteDetailBody quote={quote} />
            <CustomerLinkPanel quote={quote} />
            <QuoteHistory quoteId={quote.id} />
          </>
        )}
      </div>
    </Dialog>
  );
}
