import { DEFAULT_SERVER_MESSAGE } from '@offerteflow/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ApiError } from '../../lib/api-client';
import type { CatalogApi } from './api';
import { useCatalogMutation } from './hooks';

/** Confirmation before a product or term is deleted; the server's Dutch message on failure. */
export function DeleteCatalogRow({
  label,
  remove,
  onClose,
}: {
  label: string;
  remove: (api: CatalogApi) => Promise<void>;
  onClose: () => void;
}) {
  const mutation = useCatalogMutation((api, _: void) => remove(api));
  const error = mutation.error
    ? mutation.error instanceof ApiError
      ? mutation.error.message
      : DEFAULT_SERVER_MESSAGE
    : null;
  return (
    <ConfirmDialog
      title="Verwijderen"
      message={`Weet je zeker dat je "${label}" wilt verwijderen?`}
      confirmLabel="Verwijderen"
      busy={mutation.isPending}
      error={error}
      onConfirm={() => mutation.mutate(undefined, { onSuccess: onClose })}
      onCancel={onClose}
    />
  );
}
