import { useState, type ComponentType } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  DEFAULT_SERVER_MESSAGE,
  productInputSchema,
  termInputSchema,
  type Product,
  type Term,
} from '@offerteflow/contracts';
import { FormModalButtons, Modal } from '../../components/Modal';
import { InlineError } from '../../components/ErrorBox';
import { VersionConflict } from '../../components/VersionConflict';
import { useVersionConflict, versionedState } from '../../lib/versioning';
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
 * Shared shell: a form in a modal with 'Opslaan', validated by `schema`; saving runs `save` with the
 * parsed body and the version the row is edited on, closes on success and shows the server's Dutch
 * message on failure. When someone else saved the row first (412) the user saves theirs on top of the
 * server's version or takes that version into the form (`toValues`).
 */
function CatalogFormModal<S extends z.ZodType<unknown, FieldValues>>({
  title,
  schema,
  defaultValues,
  version,
  toValues,
  save,
  onClose,
  children,
}: {
  title: string;
  schema: S;
  defaultValues: FieldValues;
  /** The version of the edited row; undefined for a new one. */
  version: number | undefined;
  toValues: (current: never) => FieldValues;
  save: (api: CatalogApi, body: z.output<S>, version: number | undefined) => Promise<unknown>;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FieldValues>,
    defaultValues,
  });
  const [error, setError] = useState<string | null>(null);
  const [base, setBase] = useState(version);
  const conflict = useVersionConflict(versionedState);
  const mutation = useCatalogMutation(
    (api, { values, on }: { values: FieldValues; on: number | undefined }) =>
      save(api, schema.parse(values), on),
  );
  const busy = mutation.isPending;
  const saveOn = (values: FieldValues, on: number | undefined) => {
    setError(null);
    conflict.clear();
    mutation.mutate(
      { values, on },
      { onSuccess: onClose, onError: (e) => void (conflict.caught(e) || setError(errorMessage(e))) },
    );
  };
  const onSubmit = (values: FieldValues) => saveOn(values, base);
  const keepMine = () => {
    const server = conflict.current;
    if (!server) return;
    setBase(server.version);
    void form.handleSubmit((values) => saveOn(values, server.version))();
  };
  const takeServer = () => {
    const server = conflict.current;
    if (!server) return;
    form.reset(toValues(server as never));
    setBase(server.version);
    conflict.clear();
  };
  const formId = `${title.replace(/\W+/g, '-').toLowerCase()}-form`;
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={<FormModalButtons formId={formId} busy={busy} onCancel={onClose} keepOpenWhileBusy />}
    >
      <FormProvider {...form}>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
          className="space-y-4"
        >
          {children}
          {conflict.current && (
            <VersionConflict onKeepMine={keepMine} onTakeServer={takeServer} busy={busy} />
          )}
          <InlineError message={error} />
        </form>
      </FormProvider>
    </Modal>
  );
}

/** What differs between the product and the term editor. */
interface CatalogEditor<T, S extends z.ZodType<unknown, FieldValues>> {
  /** The title reads '<noun> toevoegen' or '<noun> bewerken'. */
  noun: string;
  schema: S;
  /** The form's values for the row, or for a new row when it is null. */
  toValues: (row: T | null) => FieldValues;
  save: (api: CatalogApi, body: z.output<S>, row: T | null, version: number | undefined) => Promise<unknown>;
  Fields: ComponentType<{ className?: string }>;
}

/** The add/edit modal of one kind of catalogue row. */
function catalogFormModal<T extends { version: number }, S extends z.ZodType<unknown, FieldValues>>(
  editor: CatalogEditor<T, S>,
) {
  const { noun, schema, toValues, save, Fields } = editor;
  return function EditorModal({ row, onClose }: EditorProps<T>) {
    return (
      <CatalogFormModal
        title={`${noun} ${row ? 'bewerken' : 'toevoegen'}`}
        schema={schema}
        defaultValues={toValues(row)}
        version={row?.version}
        toValues={(current: T) => toValues(current)}
        save={(api, body, version) => save(api, body, row, version)}
        onClose={onClose}
      >
        <Fields className="space-y-4" />
      </CatalogFormModal>
    );
  };
}

export const ProductFormModal = catalogFormModal({
  noun: 'Product',
  schema: productInputSchema,
  toValues: (row: Product | null) =>
    row ? { ...row, description: row.description ?? '', category: row.category ?? '' } : { ...NEW_PRODUCT },
  save: (api, body, row, version) =>
    row ? api.updateProduct(row.id, body, version) : api.createProduct(body),
  Fields: ProductFields,
});

export const TermFormModal = catalogFormModal({
  noun: 'Voorwaarde',
  schema: termInputSchema,
  toValues: (row: Term | null) => (row ? { ...row } : { ...NEW_TERM }),
  save: (api, body, row, version) => (row ? api.updateTerm(row.id, body, version) : api.createTerm(body)),
  Fields: TermFields,
});
