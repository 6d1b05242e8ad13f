import { useEffect, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useFieldArray,
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { DEFAULT_SERVER_MESSAGE, verifyDataRequestSchema, type ExtractedData } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { InlineError } from '../../components/ErrorBox';
import { applyServerErrors } from '../../lib/api-error';
import { NEW_PRODUCT, NEW_TERM, ProductFields, TermFields } from '../catalog';
import { onboardingKeys } from './api';
import { ExtractionNotes, ProductMarks } from './ExtractionNotes';
import { useOnboardingApi, useOnboardingExtractedData, useOnboardingStatus } from './hooks';
import { UploadArea } from './UploadArea';
import type { useUploads } from './use-uploads';
import { ONBOARDING_TEXT } from './wizard';
import { StepHeading } from './StepHeading';

type Tab = 'products' | 'terms';

/** Rows rendered at first; a price list of thousands of rows is shown in steps of this size. */
export const VERIFY_ROWS_STEP = 100;

/** The extracted data as form values (empty text instead of null in the inputs). */
export const toFormValues = (data: ExtractedData) => ({
  products: data.products.map((p) => ({
    name: p.name,
    description: p.description ?? '',
    unitPrice: p.unitPrice,
    unit: p.unit,
    vatRate: p.vatRate,
    category: p.category ?? '',
    // Display only (the request schema drops them): the 'Controleren' and OCR marks of the row.
    needsReview: p.needsReview === true,
    sourceDocumentId: p.sourceDocumentId ?? null,
  })),
  terms: data.terms.map((t) => ({ termType: t.termType, content: t.content, isDefault: t.isDefault })),
});

/** Step 3: the verification form with the tabs 'Producten & Diensten' and 'Voorwaarden'. */
export function VerifyStep({
  uploads,
  onBack,
  onSaved,
}: {
  uploads: ReturnType<typeof useUploads>;
  onBack: () => void;
  onSaved: () => void;
}) {
  const extracted = useOnboardingExtractedData();
  if (extracted.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Laden...
      </p>
    );
  if (extracted.isError)
    return (
      <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-sm text-red-700">
        <p>{ONBOARDING_TEXT.extractedError}</p>
        <Button variant="secondary" onClick={() => void extracted.refetch()}>
          Opnieuw proberen
        </Button>
      </div>
    );
  return <VerifyForm data={extracted.data} uploads={uploads} onBack={onBack} onSaved={onSaved} />;
}

function VerifyForm({
  data,
  uploads,
  onBack,
  onSaved,
}: {
  data: ExtractedData;
  uploads: ReturnType<typeof useUploads>;
  onBack: () => void;
  onSaved: () => void;
}) {
  const api = useOnboardingApi();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('products');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [shownProducts, setShownProducts] = useState(VERIFY_ROWS_STEP);
  const form = useForm<FieldValues>({
    resolver: zodResolver(verifyDataRequestSchema) as unknown as Resolver<FieldValues>,
    defaultValues: toFormValues(data),
  });
  const products = useFieldArray({ control: form.control, name: 'products' });
  const documents = useOnboardingStatus(false).data?.documents ?? [];
  const ocrDocs = new Set(documents.filter((d) => d.readByOcr).map((d) => d.id));
  const terms = useFieldArray({ control: form.control, name: 'terms' });

  // Extra documents processed while verifying: take the new data as long as nothing was edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toFormValues(data));
  }, [data, form]);

  const save = useMutation({
    mutationFn: (values: FieldValues) => api.verifyData(verifyDataRequestSchema.parse(values)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
      onSaved();
    },
    onError: (error) => {
      setSaveError(applyServerErrors(error, 'all', form.setError, DEFAULT_SERVER_MESSAGE));
    },
  });
  const onInvalid = (errors: FieldErrors) => {
    if (!errors.products && errors.terms) setTab('terms');
    else if (errors.products) {
      setTab('products');
      // Show the first row with an error even when it is beyond the rows shown so far.
      const rows = errors.products as unknown as Record<string, unknown>;
      const first = Math.min(...Object.keys(rows).map(Number).filter(Number.isFinite));
      if (Number.isFinite(first) && first >= shownProducts) setShownProducts(first + 1);
    }
  };

  const tabs: { id: Tab; label: string; count: number }[] = [
    { id: 'products', label: 'Producten & Diensten', count: products.fields.length },
    { id: 'terms', label: 'Voorwaarden', count: terms.fields.length },
  ];
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="verify-step-title"
        className="space-y-5"
        onSubmit={(event) =>
          void form.handleSubmit((values) => {
            setSaveError(null);
            save.mutate(values);
          }, onInvalid)(event)
        }
      >
        <StepHeading id="verify-step-title" title="Data verificatie">
          Controleer en corrigeer wat wij in uw documenten vonden.
        </StepHeading>
        <div role="tablist" aria-label="Gegevens" className="flex gap-2 border-b border-slate-200">
          {tabs.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              onClick={() => setTab(t.id)}
              className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${
                tab === t.id
                  ? 'border-brand text-brand'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t.label}
              <span
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                data-testid={`count-${t.id}`}
              >
                {t.count}
              </span>
            </button>
          ))}
        </div>

        <ExtractionNotes documents={documents} />
        <TabPanel id="products" selected={tab}>
          {products.fields.length === 0 && (
            <p className="text-sm text-slate-600">Geen producten gevonden. Voeg ze hier toe.</p>
          )}
          {products.fields.slice(0, shownProducts).map((field, index) => (
            <RowFieldset
              key={field.id}
              label={`Product ${index + 1}`}
              onRemove={() => products.remove(index)}
            >
              <div className="flex-1">
                <ProductMarks
                  needsReview={(field as { needsReview?: boolean }).needsReview === true}
                  ocr={ocrDocs.has((field as { sourceDocumentId?: string | null }).sourceDocumentId ?? '')}
                />
                <ProductFields
                  prefix={`products.${index}`}
                  className="grid flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-6"
                />
              </div>
            </RowFieldset>
          ))}
          {products.fields.length > shownProducts && (
            <Button variant="ghost" onClick={() => setShownProducts((n) => n + VERIFY_ROWS_STEP)}>
              Meer tonen (nog {products.fields.length - shownProducts})
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              setShownProducts((n) => Math.max(n, products.fields.length + 1));
              products.append({ ...NEW_PRODUCT });
            }}
          >
            <Plus aria-hidden="true" className="size-4" /> Product toevoegen
          </Button>
        </TabPanel>

        <TabPanel id="terms" selected={tab}>
          {terms.fields.length === 0 && (
            <p className="text-sm text-slate-600">Geen voorwaarden gevonden. Voeg ze hier toe.</p>
          )}
          {terms.fields.map((field, index) => (
            <RowFieldset
              key={field.id}
              label={`Voorwaarde ${index + 1}`}
              onRemove={() => terms.remove(index)}
            >
              <TermFields prefix={`terms.${index}`} className="flex-1 space-y-3" />
            </RowFieldset>
          ))}
          <Button variant="secondary" onClick={() => terms.append({ ...NEW_TERM })}>
            <Plus aria-hidden="true" className="size-4" /> Voorwaarde toevoegen
          </Button>
        </TabPanel>

        <UploadArea compact title="Extra documenten toevoegen" uploads={uploads} />
        <InlineError message={saveError} />
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" onClick={onBack} disabled={save.isPending}>
            Terug
          </Button>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {save.isPending ? ONBOARDING_TEXT.completing : ONBOARDING_TEXT.saveAndContinue}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function TabPanel({ id, selected, children }: { id: Tab; selected: Tab; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={`panel-${id}`}
      aria-labelledby={`tab-${id}`}
      hidden={selected !== id}
      className="space-y-3"
    >
      {children}
    </div>
  );
}

/** One product or term: its fields and a button that removes it, both named by `label`. */
function RowFieldset({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" aria-label={label}>
      <div className="flex items-start gap-2">
        {children}
        <IconButton
          icon={Trash2}
          label={`${label} verwijderen`}
          onClick={onRemove}
          className="mt-7 rounded p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
      </div>
    </fieldset>
  );
}
