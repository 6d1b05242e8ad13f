import { Controller } from 'react-hook-form';
import { SETTINGS_TEXT, quoteSettingsSchema, type QuoteSettings } from '@offerteflow/contracts';
import { DecimalInput } from '../../components/DecimalInput';
import { FormField } from '../../components/FormField';
import { quoteSettings } from './api';
import { CheckboxField, SaveBar, SettingsQueryCard } from '../../components/SettingsCard';
import { TextAreaField } from '../../components/SelectField';
import { CARD_TEXTS } from './card-texts';
import { fieldError } from '../../components/FieldList';
import { useSettingsForm } from './use-settings-form';

export function QuotesTab() {
  return <SettingsQueryCard {...CARD_TEXTS.quotes} query={quoteSettings.useData()} form={QuotesForm} />;
}

/** '7, 14, 30' <-> [7, 14, 30]; anything that is not a whole number becomes NaN for the schema to reject. */
const parseDays = (text: string): number[] =>
  text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

function QuotesForm({ data }: { data: QuoteSettings }) {
  const edit = quoteSettings.useSave();
  const { form, onSubmit, conflictNotice } = useSettingsForm(quoteSettingsSchema, data, edit, {
    saved: SETTINGS_TEXT.quotesSaved,
    failed: SETTINGS_TEXT.quotesFailed,
  });
  const {
    register,
    watch,
    control,
    formState: { errors },
  } = form;
  const err = (name: string) => fieldError(errors, name);
  const includeVat = watch('includeVat');
  const autoSendReminders = watch('autoSendReminders');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Voorvoegsel offertenummer"
          hint="Bijvoorbeeld OFF geeft OFF-2026-0001."
          error={err('quoteNumberPrefix')}
          {...register('quoteNumberPrefix')}
        />
        <DecimalInput
          control={control}
          name="defaultValidityDays"
          kind="count"
          label="Standaard geldigheid (dagen)"
        />
        <DecimalInput
          control={control}
          name="depositPercent"
          kind="count"
          label="Aanbetaling (%)"
          hint="Standaard voor nieuwe offertes: percentage van het totaal incl. btw, te betalen bij akkoord. 0 is geen aanbetaling."
        />
        <FormField label="Valuta" value="EUR (€)" readOnly disabled hint="Offertes zijn altijd in euro." />
      </div>
      <TextAreaField
        label="Standaard betalingsvoorwaarden"
        rows={3}
        error={err('defaultPaymentTerms')}
        {...register('defaultPaymentTerms')}
      />
      <div className="space-y-3">
        <CheckboxField label="Btw toevoegen aan offertes" {...register('includeVat')} />
        {includeVat && (
          <DecimalInput
            control={control}
            name="vatPercentage"
            kind="percent"
            className="max-w-xs"
            label="Btw-percentage"
            hint="Nieuwe offerteregels krijgen dit percentage, precies zoals ingevuld (bijvoorbeeld 9,5). Per regel kunt u ook 21%, 9% of 0% kiezen."
          />
        )}
      </div>
      <div className="space-y-3">
        <CheckboxField
          label="Automatisch herinneringen versturen"
          description="Een herinnering naar de klant als een verzonden offerte nog niet is beantwoord."
          {...register('autoSendReminders')}
        />
        {autoSendReminders && (
          <Controller
            control={control}
            name="reminderDays"
            render={({ field }) => (
              <FormField
                className="max-w-xs"
                label="Herinneren na (dagen)"
                hint="Gescheiden door komma's, bijvoorbeeld 7, 14, 30."
                error={err('reminderDays') ?? err('reminderDays.0')}
                defaultValue={((field.value as number[] | undefined) ?? []).join(', ')}
                onChange={(e) => field.onChange(parseDays(e.target.value))}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
        )}
      </div>
      {conflictNotice}
      <SaveBar form={form} />
    </form>
  );
}
