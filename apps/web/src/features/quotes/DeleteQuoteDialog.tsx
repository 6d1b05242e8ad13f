import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorMessage } from '../../lib/api-error';
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
  const confirm = () =>
    mutation.mutate(quote.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Offerte verwijderd', description: quote.quoteNumber });
        onClose();
        onDeleted?.();
      },
    });
  return (
    <ConfirmDialog
      title="Offerte verwijderen"
      message={deleteConfirmText(quote.quoteNumber)}
      confirmLabel="Verwijderen"
      busy={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error, DELETE_FAILED_MESSAGE) : null}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
