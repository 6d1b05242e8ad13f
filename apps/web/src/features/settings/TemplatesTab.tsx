import {
  FONT_FAMILIES,
  LOGO_POSITIONS,
  SETTINGS_TEXT,
  templateStyleSchema,
  type TemplateStyle,
} from '@offerteflow/contracts';
import { FormField } from '../../components/FormField';
import { templateSettings } from './api';
import { QueryState } from '../../components/QueryState';
import { CheckboxField, SaveBar, SettingsCard, TEXTAREA_CLASSES } from '../../components/SettingsCard';
import { fieldError, useSettingsForm } from './use-settings-form';

const POSITION_LABELS: Record<(typeof LOGO_POSITIONS)[number], string> = {
  left: 'Links',
  center: 'Midden',
  right: 'Rechts',
};

export function TemplatesTab() {
  const query = templateSettings.useData();
  return (
    <SettingsCard
      title="Template-instellingen"
      description="De huisstijl van uw standaardtemplate: deze gebruikt elke nieuwe offerte en PDF."
    >
      <QueryState query={query} failed="Fout bij laden van template-instellingen">
        {(data) => <TemplatesForm data={data} />}
      </QueryState>
    </SettingsCard>
  );
}

function ColorField({
  label,
  name,
  form,
}: {
  label: string;
  name: 'primaryColor' | 'secondaryColor';
  form: ReturnType<typeof useStyleForm>['form'];
}) {
  const value = form.watch(name);
  const error = fieldError(form.formState.errors, name);
  return (
    <div>
      <div className="flex items-end gap-2">
        <input
          type="color"
          aria-label={`${label} kiezen`}
          value={/^#[0-9a-fA-F]{6}$/.test(value ?? '') ? value : '#000000'}
          onChange={(e) => form.setValue(name, e.target.value, { shouldDirty: true, shouldValidate: true })}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
        <FormField className="flex-1" label={label} error={error} {...form.register(name)} />
      </div>
    </div>
  );
}

function useStyleForm(data: TemplateStyle) {
  const save = templateSettings.useSave();
  return useSettingsForm(templateStyleSchema, data, save.mutateAsync, {
    saved: SETTINGS_TEXT.templatesSaved,
    failed: SETTINGS_TEXT.templatesFailed,
  });
}

function TemplatesForm({ data }: { data: TemplateStyle }) {
  const { form, onSubmit } = useStyleForm(data);
  const { register, watch } = form;
  const [primary, secondary, font, position, footer] = watch([
    'primaryColor',
    'secondaryColor',
    'fontFamily',
    'logoPosition',
    'customFooter',
  ]);
  const err = (name: string) => fieldError(form.formState.errors, name);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <ColorField label="Primaire kleur" name="primaryColor" form={form} />
          <ColorField label="Secundaire kleur" name="secondaryColor" form={form} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="font-family" className="block text-sm font-medium text-slate-700">
              Lettertype
            </label>
            <select id="font-family" className={TEXTAREA_CLASSES} {...register('fontFamily')}>
              {FONT_FAMILIES.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="block text-sm font-medium text-slate-700">Logopositie</legend>
            <div className="mt-2.5 flex gap-4">
              {LOGO_POSITIONS.map((p) => (
                <label key={p} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    value={p}
                    className="size-4 accent-brand"
                    {...register('logoPosition')}
                  />
                  {POSITION_LABELS[p]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="space-y-1">
          <CheckboxField label="Bedrijfsgegevens tonen" {...register('showCompanyDetails')} />
          <CheckboxField label="Betalingsvoorwaarden tonen" {...register('showPaymentTerms')} />
        </div>
        <div>
          <label htmlFor="custom-footer" className="block text-sm font-medium text-slate-700">
            Eigen voettekst
          </label>
          <textarea id="custom-footer" rows={2} className={TEXTAREA_CLASSES} {...register('customFooter')} />
          {err('customFooter') && (
            <p role="alert" className="mt-1.5 text-sm text-red-600">
              {err('customFooter')}
            </p>
          )}
        </div>
      </div>
      <aside
        aria-label="Voorbeeld"
        className="self-start rounded-lg border border-slate-200 p-4 text-xs"
        style={{
          fontFamily: `"${font}", ${font === 'Georgia' || font === 'Times New Roman' ? 'serif' : 'sans-serif'}`,
        }}
      >
        <div
          className={`flex ${position === 'center' ? 'justify-center' : position === 'right' ? 'justify-end' : 'justify-start'}`}
        >
          <span className="rounded px-2 py-1 font-semibold text-white" style={{ background: primary }}>
            LOGO
          </span>
        </div>
        <p className="mt-3 text-base font-semibold" style={{ color: primary }}>
          Offerte OFF-2026-0001
        </p>
        <div className="mt-2 h-1 rounded" style={{ background: secondary }} />
        <p className="mt-3" style={{ color: secondary }}>
          Voorbeeld van uw huisstijl
        </p>
        {footer && <p className="mt-4 border-t border-slate-100 pt-2 text-slate-500">{footer}</p>}
      </aside>
      <div className="lg:col-span-2">
        <SaveBar saving={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
