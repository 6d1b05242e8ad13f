import { DEFAULT_SERVER_MESSAGE } from '@offerteflow/contracts';
import { MutationConfirmDialog } from '../../components/ConfirmDialog';
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
  return (
    <MutationConfirmDialog
      title="Verwijderen"
      message={`Weet je zeker dat je "${label}" wilt verwijderen?`}
      confirmLabel="Verwijderen"
      mutation={mutation}
      variables={undefined}
      failureMessage={DEFAULT_SERVER_MESSAGE}
      onSuccess={onClose}
      onCancel={onClose}
    />
  );
}
