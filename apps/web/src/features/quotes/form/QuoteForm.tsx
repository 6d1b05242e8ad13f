import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Eye } from 'lucide-react';
import {
  DEFAULT_SERVER_MESSAGE,
  STANDARD_TEMPLATE_NAME,
  type QuoteCreateInput,
} from '@offerteflow/contracts';
import { formatLongDate, isIsoDate, type VatRate } from '@offerteflow/domain';
import { Button, buttonClasses } from '../../../components/Button';
import { Panel } from '../../../components/Panel';
import { ErrorBox } from '../../../components/ErrorBox';
import { DateInput } from '../../../components/DateInput';
import { SelectField, TextAreaField } from '../../../components/SelectField';
import { applyServerErrors } from '../../../lib/api-error';
import { useTemplates } from '../../templates';
import { AiTextButton } from './AiTextButton';
import { CustomerSection, type KnownCustomer } from './CustomerSection';
import { ItemsSection } from './ItemsSection';
import { QuoteOptionsFields } from './LineOptions';
import { ProductPicker } from './ProductPicker';
import {
  canPreview,
  quoteFormSchema,
  toQuotePayload,
  type QuoteFormInput,
  type QuoteFormOutput,
} from './quote-form-schema';
import { TotalsSummary } from './TotalsSummary';

/** Server field names (API error `fields`) mapped to form paths. */
function toFormPath(field: string): Path<QuoteFormInput> {
  if (field === 'customerId') return 'customer.id';
  return field as Path<QuoteFormInput>;
}

export interface QuoteFormProps {
  initialValues: QuoteFormInput;
  defaultVatRate: VatRate;
  submitLabel: string;
  /** Saves the payload; rejects with an ApiError on failure. */
  onSubmit: (payload: QuoteCreateInput) => Promise<void>;
  /** PDF preview of the unsaved quote (SPEC §2); the button shows when given. */
  onPreview?: (payload: QuoteCreateInput) => void;
  cancelTo?: string;
  /** Edit mode: the quote's customer, so the select can show it. */
  knownCustomer?: KnownCustomer;
  /** Offers 'AI Tekst naar Offerte' (the new-quote form). */
  showAiText?: boolean;
}

/** SPEC §2 New quote form, also used for editing: template, customer, items, notes, valid-until. */
export function QuoteForm({
  initialValues,
  defaultVatRate,
  submitLabel,
  onSubmit,
  onPreview,
  cancelTo = '/quotes',
  knownCustomer,
  showAiText = false,
}: QuoteFormProps) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<QuoteFormInput, unknown, QuoteFormOutput>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, setError, setValue, getValues, control, formState } = form;
  // SPEC §7: templates that fail to load count as none (only the 'Standaard' option).
  const templates = useTemplates();
  const [customer, items, validUntil] = useWatch({ control, name: ['customer', 'items', 'validUntil'] });

  // A new quote starts with the company's default template once the list is known.
  useEffect(() => {
    const defaultTemplate = templates.data?.find((t) => t.isDefault);
    if (defaultTemplate && getValues('templateId') === '') setValue('templateId', defaultTemplate.id);
  }, [templates.data, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onSubmit(toQuotePayload(values));
    } catch (error) {
      const message = applyServerErrors(
        error,
        'all',
        (field, err) => setError(toFormPath(field), err),
        DEFAULT_SERVER_MESSAGE,
      );
      setSubmitError(message);
    }
  });

  const previewEnabled = canPreview(customer, items ?? []);
  const previewPayload = () => {
    const parsed = quoteFormSchema.safeParse(getValues());
    if (parsed.success) onPreview?.(toQuotePayload(parsed.data));
    else void form.trigger();
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        {submitError && <ErrorBox message={submitError} />}

        {showAiText && (
          <div className="flex flex-col gap-3 rounded-xl border border-blue-100 bg-blue-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">
              Een e-mail, chat of notities van de klant? Laat de AI de klant, regels en notities invullen.
            </p>
            <AiTextButton defaultVatRate={defaultVatRate} />
          </div>
        )}

        <Panel title="Template">
          <SelectField label="Template kiezen" className="mt-3 sm:max-w-sm" {...register('templateId')}>
            {!templates.data?.some((t) => t.isDefault) && <option value="">Standaard</option>}
            {templates.data?.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
                {template.isDefault && template.name !== STANDARD_TEMPLATE_NAME ? ' (standaard)' : ''}
              </option>
            ))}
          </SelectField>
        </Panel>

        <CustomerSection knownCustomer={knownCustomer} />
        <ProductPicker />
        <ItemsSection defaultVatRate={defaultVatRate} />

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section
            aria-labelledby="extra-heading"
            className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="extra-heading" className="text-base font-semibold text-slate-900">
              Aanvullende gegevens
            </h2>
            <QuoteOptionsFields />
            <DateInput
              control={control}
              name="validUntil"
              label="Geldig tot"
              className="sm:max-w-xs"
              hint={
                validUntil && isIsoDate(validUntil)
                  ? `Geldig tot en met ${formatLongDate(validUntil)}`
                  : 'Leeg laten voor de standaard geldigheid'
              }
            />
            <TextAreaField
              label="Notities"
              rows={4}
              placeholder="Bijvoorbeeld planning, voorwaarden of een persoonlijke boodschap"
              error={formState.errors.notes?.message}
              {...register('notes')}
            />
          </section>
          <TotalsSummary defaultVatRate={defaultVatRate} />
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={cancelTo} className={buttonClasses('secondary')}>
            Annuleren
          </Link>
          {onPreview && (
            <Button
              variant="secondary"
              onClick={previewPayload}
              disabled={!previewEnabled}
              title={previewEnabled ? undefined : 'Vul een klantnaam en minimaal één geldig item in'}
            >
              <Eye aria-hidden="true" className="size-4" /> PDF voorbeeld
            </Button>
          )}
          <Button type="submit" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
