import { useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_SERVER_MESSAGE,
  productInputSchema,
  termInputSchema,
  type Product,
  type Term,
} from '@offerteflow/contracts';
import { FormModalButtons, Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api-client';
import { NEW_PRODUCT, NEW_TERM, ProductFields, TermFields } from './CatalogFields';
import { useCatalogMutation } from './hooks';

const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : DEFAULT_SERVER_MESSAGE);

interface EditorProps<T> {
  /** The row to edit; null adds a new one. */
  row: T | null;
  onClose: () => void;
}

type CatalogApi = Parameters<Parameters<typeof useCatalogMutation>[0]>[0];

/**
 * Shared shell: a form in a modal with 'Opslaan'; saving runs `save`, closes on success and shows the
 * server's Dutch message on failure.
 */
function CatalogFormModal({
  title,
  form,
  save,
  onClose,
  children,
}: {
  title: string;
  form: ReturnType<typeof useForm<FieldValues>>;
  save: (api: CatalogApi, values: FieldValues) => Promise<unknown>;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useCatalogMutation(save);
  const busy = mutation.isPending;
  const onSubmit = (values: FieldValues) => {
    setError(null);
    mutation.mutate(values, { onSuccess: onClose, onError: (e) => setError(errorMessage(e)) });
  };
  const formId = `${title.replace(/\W+/g, '-').toLowerCase()}-form`;
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={<FormModalButtons formId={formId} busy={busy} onCancel={onClose} keepOpenWhileBusy />}
    >
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          {children}
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      </FormProvider>
    </Modal>
  );
}

export function ProductFormModal({ row, onClose }: EditorProps<Product>) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(productInputSchema) as unknown as Resolver<FieldValues>,
    defaultValues: row
      ? { ...row, description: row.description ?? '', category: row.category ?? '' }
      : { ...NEW_PRODUCT },
  });
  return (
    <CatalogFormModal
      title={row ? 'Product bewerken' : 'Product toevoegen'}
      form={form}
      save={(api, values) => {
        const body = productInputSchema.parse(values);
        return row ? api.updateProduct(row.id, body) : api.createProduct(body);
      }}
      onClose={onClose}
    >
      <ProductFields className="space-y-4" />
    </CatalogFormModal>
  );
}

export function TermFormModal({ row, onClose }: EditorProps<Term>) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(termInputSchema) as unknown as Resolver<FieldValues>,
    defaultValues: row ? { ...row } : { ...NEW_TERM },
  });
  return (
    <CatalogFormModal
      title={row ? 'Voorwaarde bewerken' : 'Voorwaarde toevoegen'}
      form={form}
      save={(api, values) => {
        const body = termInputSchema.parse(values);
        return row ? api.updateTerm(row.id, body) : api.createTerm(body);
      }}
      onClose={onClose}
    >
      <TermFields className="space-y-4" />
    </CatalogFormModal>
  );
}
