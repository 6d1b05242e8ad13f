import { useDeferredValue, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, Trash2 } from 'lucide-react';
import {
  FONT_FAMILIES,
  LOGO_POSITIONS,
  SETTINGS_DEFAULTS,
  TEMPLATE_LOGO_MAX_BYTES,
  TEMPLATE_LOGO_MIME_TYPES,
  TEMPLATE_LOGO_MSG,
  templateInputSchema,
  type Template,
  type TemplateData,
  type TemplateInput,
} from '@offerteflow/contracts';
import type { DocumentStyle } from '@offerteflow/quote-document';
import { Button } from '../../components/Button';
import { ErrorBox } from '../../components/ErrorBox';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api-client';
import { useLogoDataUrl, useSaveTemplate } from './hooks';
import { readAsDataUrl } from './logo-data-url';
import { LOGO_POSITION_LABELS, TEMPLATES_TEXT as T } from './template-labels';
import { TemplatePreview } from './TemplatePreview';

const HEX = /^#[0-9a-fA-F]{6}$/;
const STYLE_DEFAULTS = SETTINGS_DEFAULTS.templateStyle;

function initialValues(t?: Template): TemplateData {
  return {
    name: t?.name ?? '',
    primaryColor: t?.primaryColor ?? STYLE_DEFAULTS.primaryColor,
    secondaryColor: t?.secondaryColor ?? STYLE_DEFAULTS.secondaryColor,
    fontFamily: t?.fontFamily ?? STYLE_DEFAULTS.fontFamily,
    logoPosition: t?.logoPosition ?? STYLE_DEFAULTS.logoPosition,
    showCompanyDetails: t?.showCompanyDetails ?? STYLE_DEFAULTS.showCompanyDetails,
    showPaymentTerms: t?.showPaymentTerms ?? STYLE_DEFAULTS.showPaymentTerms,
    customFooter: t?.customFooter ?? '',
  };
}

/** Client-side check of a chosen logo (the server checks again and sanitises SVGs). */
export function logoProblem(file: File): string | null {
  if (!(TEMPLATE_LOGO_MIME_TYPES as readonly string[]).includes(file.type))
    return TEMPLATE_LOGO_MSG.wrongType;
  if (file.size > TEMPLATE_LOGO_MAX_BYTES) return TEMPLATE_LOGO_MSG.tooLarge;
  return null;
}

const SELECT_CLASSES =
  'mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-2 focus:outline-blue-600';

/**
 * New/edit template (issue 5): name, colours, font, logo upload and position, company details,
 * payment terms, footer, with a live preview rendered by quote-document on sample data.
 */
export function TemplateEditor({
  template,
  onClose,
  onSaved,
}: {
  template?: Template;
  onClose: () => void;
  onSaved: (saved: Template) => void;
}) {
  const ids = {
    logo: useId(),
    position: useId(),
    font: useId(),
    primary: useId(),
    secondary: useId(),
    footer: useId(),
  };
  const save = useSaveTemplate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  /** undefined: keep the stored logo; null: remove it; a File: upload it. */
  const [logoFile, setLogoFile] = useState<File | null | undefined>(undefined);
  const [logoUrl, setLogoUrl] = useState<string | null>(template?.logo ?? null);
  /** The document renderer embeds only data: URLs; a stored logo is fetched from its URL once. */
  const previewLogo = useLogoDataUrl(logoUrl);
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useForm<TemplateInput, unknown, TemplateData>({
    resolver: zodResolver(templateInputSchema),
    defaultValues: initialValues(template),
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const watched = useWatch({ control }) as Partial<TemplateData>;
  const previewStyle: DocumentStyle = useDeferredValue({
    primaryColor: HEX.test(watched.primaryColor ?? '') ? watched.primaryColor : STYLE_DEFAULTS.primaryColor,
    secondaryColor: HEX.test(watched.secondaryColor ?? '')
      ? watched.secondaryColor
      : STYLE_DEFAULTS.secondaryColor,
    fontFamily: watched.fontFamily,
    logoPosition: watched.logoPosition,
    showCompanyDetails: watched.showCompanyDetails,
    showPaymentTerms: watched.showPaymentTerms,
    customFooter: watched.customFooter ?? '',
    logo: previewLogo,
  });

  async function onLogoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoProblem(file);
    setLogoError(problem);
    if (problem) return;
    try {
      setLogoUrl(await readAsDataUrl(file));
      setLogoFile(file);
    } catch {
      setLogoError(TEMPLATE_LOGO_MSG.unreadable);
    }
  }

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    save.mutate(
      { id: template?.id, values, logo: logoFile },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            for (const [field, messages] of Object.entries(error.fields)) {
              if (field === 'logo') setLogoError(messages[0] ?? null);
              else setError(field as keyof TemplateInput, { message: messages[0] });
            }
          }
          setServerError(error instanceof ApiError && error.status !== 500 ? error.message : T.saveFailed);
        },
      },
    );
  });

  const errors = formState.errors;
  return (
    <Modal
      title={template ? T.editorEdit : T.editorNew}
      size="xl"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form="template-editor" loading={save.isPending} disabled={save.isPending}>
            {T.save}
          </Button>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <form id="template-editor" noValidate onSubmit={onSubmit} className="min-w-0 space-y-4">
          {serverError && <ErrorBox message={serverError} />}
          <FormField
            label={T.name}
            placeholder="Mijn Template"
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={ids.primary} className="block text-sm font-medium text-slate-700">
                {T.primaryColor}
              </label>
              <input
                id={ids.primary}
                type="color"
                className="mt-1.5 h-10 w-full cursor-pointer rounded-md border border-slate-300 bg-white p-1"
                {...register('primaryColor')}
              />
              <p className="mt-1 font-mono text-xs text-slate-600">{watched.primaryColor}</p>
            </div>
            <div>
              <label htmlFor={ids.secondary} className="block text-sm font-medium text-slate-700">
                {T.secondaryColor}
              </label>
              <input
                id={ids.secondary}
                type="color"
                className="mt-1.5 h-10 w-full cursor-pointer rounded-md border border-slate-300 bg-white p-1"
                {...register('secondaryColor')}
              />
              <p className="mt-1 font-mono text-xs text-slate-600">{watched.secondaryColor}</p>
            </div>
          </div>
          <div>
            <label htmlFor={ids.font} className="block text-sm font-medium text-slate-700">
              {T.fontFamily}
            </label>
            <select id={ids.font} className={SELECT_CLASSES} {...register('fontFamily')}>
              {FONT_FAMILIES.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="block text-sm font-medium text-slate-700">{T.logo}</legend>
            <div className="mt-1.5 flex items-center gap-3">
              {logoUrl ? (
                <img
                  src={logoUrl}
                  alt={T.logo}
                  className="h-12 max-w-32 rounded border border-slate-200 bg-white object-contain p-1"
                />
              ) : (
                <p className="text-xs text-slate-500">{T.logoNone}</p>
              )}
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <input
                ref={fileInput}
                id={ids.logo}
                type="file"
                accept={TEMPLATE_LOGO_MIME_TYPES.join(',')}
                className="sr-only"
                aria-label="Logobestand"
                aria-describedby={`${ids.logo}-hint`}
                onChange={(e) => void onLogoChosen(e)}
              />
              <Button variant="secondary" onClick={() => fileInput.current?.click()}>
                <ImagePlus aria-hidden="true" className="size-4" />
                {T.logoChoose}
              </Button>
              {logoUrl && (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setLogoUrl(null);
                    setLogoFile(null);
                    setLogoError(null);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {T.logoRemove}
                </Button>
              )}
            </div>
            <p id={`${ids.logo}-hint`} className="mt-1 text-xs text-slate-500">
              {T.logoHint}
            </p>
            {logoError && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {logoError}
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend className="block text-sm font-medium text-slate-700">{T.logoPosition}</legend>
            <div className="mt-1.5 flex gap-4">
              {LOGO_POSITIONS.map((p) => (
                <label key={p} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={p} {...register('logoPosition')} />
                  {LOGO_POSITION_LABELS[p]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...register('showCompanyDetails')} />
            {T.showCompanyDetails}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...register('showPaymentTerms')} />
            {T.showPaymentTerms}
          </label>
          <div>
            <label htmlFor={ids.footer} className="block text-sm font-medium text-slate-700">
              {T.customFooter}
            </label>
            <textarea
              id={ids.footer}
              rows={3}
              maxLength={500}
              aria-invalid={errors.customFooter ? true : undefined}
              className={SELECT_CLASSES}
              {...register('customFooter')}
            />
            {errors.customFooter?.message && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {errors.customFooter.message}
              </p>
            )}
          </div>
        </form>
        <section aria-label={T.livePreview} className="min-w-0">
          <h3 className="mb-2 text-sm font-medium text-slate-700">{T.livePreview}</h3>
          <TemplatePreview style={previewStyle} title={T.livePreview} />
        </section>
      </div>
    </Modal>
  );
}
