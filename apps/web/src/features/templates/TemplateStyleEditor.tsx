import { useDeferredValue, useId, type FormEventHandler, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  FONT_FAMILIES,
  LOGO_POSITIONS,
  SETTINGS_DEFAULTS,
  type TemplateStyle,
  type TemplateStyleInput,
} from '@offerteflow/contracts';
import type { DocumentStyle } from '@offerteflow/quote-document';
import { SelectField, TextAreaField } from '../../components/SelectField';
import { LOGO_POSITION_LABELS, TEMPLATES_TEXT as T } from './template-labels';
import { TemplatePreview } from './TemplatePreview';

const HEX = /^#[0-9a-fA-F]{6}$/;
const STYLE_DEFAULTS = SETTINGS_DEFAULTS.templateStyle;

/** A form over (at least) the template style fields: the settings tab's and the template editor's. */
export type TemplateStyleForm = UseFormReturn<TemplateStyleInput, unknown, TemplateStyle>;

/** The style being edited as the document renderer takes it; invalid colours show the defaults. */
function useStylePreview(form: TemplateStyleForm, logo: string | null): DocumentStyle {
  const watched = useWatch({ control: form.control });
  return useDeferredValue({
    primaryColor: HEX.test(watched.primaryColor ?? '') ? watched.primaryColor : STYLE_DEFAULTS.primaryColor,
    secondaryColor: HEX.test(watched.secondaryColor ?? '')
      ? watched.secondaryColor
      : STYLE_DEFAULTS.secondaryColor,
    fontFamily: watched.fontFamily,
    logoPosition: watched.logoPosition,
    showCompanyDetails: watched.showCompanyDetails,
    showPaymentTerms: watched.showPaymentTerms,
    customFooter: watched.customFooter ?? '',
    logo,
  });
}

function ColorField({ form, name }: { form: TemplateStyleForm; name: 'primaryColor' | 'secondaryColor' }) {
  const id = useId();
  const value = useWatch({ control: form.control, name });
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {T[name]}
      </label>
      <input
        id={id}
        type="color"
        className="mt-1.5 h-10 w-full cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        {...form.register(name)}
      />
      <p className="mt-1 font-mono text-xs text-slate-600">{value}</p>
    </div>
  );
}

/**
 * The one editor of a template's house style (SPEC §2 Templates, §3 Template settings): colours, font,
 * logo position, company details, payment terms and footer, next to a live preview rendered by the
 * same quote-document code as the PDF. The templates page wraps it in a modal with a name and a logo
 * (`before`, `logo`); the settings tab edits the default template's style with it.
 */
export function TemplateStyleEditor({
  form,
  formId,
  onSubmit,
  before,
  logo,
  previewLogo = null,
  after,
}: {
  form: TemplateStyleForm;
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Fields above the style (the template's name, a form-level error). */
  before?: ReactNode;
  /** The logo upload, between the font and the logo position. */
  logo?: ReactNode;
  /** The logo as a data: URL for the preview (the renderer embeds only data: URLs). */
  previewLogo?: string | null;
  /** Content at the end of the form (the settings tab's save bar). */
  after?: ReactNode;
}) {
  const { register, formState } = form;
  const previewStyle = useStylePreview(form, previewLogo);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form id={formId} noValidate onSubmit={onSubmit} className="min-w-0 space-y-4">
        {before}
        <div className="grid grid-cols-2 gap-3">
          <ColorField form={form} name="primaryColor" />
          <ColorField form={form} name="secondaryColor" />
        </div>
        <SelectField label={T.fontFamily} {...register('fontFamily')}>
          {FONT_FAMILIES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </SelectField>
        {logo}
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
        <TextAreaField
          label={T.customFooter}
          rows={3}
          maxLength={500}
          error={formState.errors.customFooter?.message}
          {...register('customFooter')}
        />
        {after}
      </form>
      <section aria-label={T.livePreview} className="min-w-0">
        <h3 className="mb-2 text-sm font-medium text-slate-700">{T.livePreview}</h3>
        <TemplatePreview style={previewStyle} title={T.livePreview} />
      </section>
    </div>
  );
}
