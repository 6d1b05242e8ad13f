import { MutationConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/toast';
import { useDeleteQuote } from './hooks';

export const DELETE_FAILED_MESSAGE = 'Er is een fout opgetreden bij het verwijderen';

/** SPEC §5: 'Weet je zeker dat je offerte "{number}" wilt verwijderen?'. */
export function deleteConfirmText(quoteNumber: string): string {
  return `Weet je zeker dat je offerte "${quoteNumber}" wilt verwijderen?`;
}

/** Asks for confirmation, deletes, refreshes the quotes and reports the outcome. */
export function DeleteQuoteDialog({
  quote,
  onClose,
  onDeleted,
}: {
  quote: { id: string; quoteNumber: string };
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const mutation = useDeleteQuote();
  return (
    <MutationConfirmDialog
      title="Offerte verwijderen"
      message={deleteConfirmText(quote.quoteNumber)}
      confirmLabel="Verwijderen"
      mutation={mutation}
      variables={quote.id}
      failureMessage={DELETE_FAILED_MESSAGE}
      onSuccess={() => {
        toast({ variant: 'success', title: 'Offerte verwijderd', description: quote.quoteNumber });
        onClose();
        onDeleted?.();
      }}
      onCancel={onClose}
    />
  );
}
