import { useMemo, useRef, type ChangeEvent } from 'react';
import {
  LOGO_MIME_TYPES,
  LOGO_RULE,
  logoFileProblem,
  SETTINGS_TEXT,
  companySettingsSchema,
  formatIban,
  type CompanySettings,
  type CompanySettingsInput,
} from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { FieldList, fieldError, type FieldSpec } from '../../components/FieldList';
import { readAsDataUrl } from '../../lib/read-as-data-url';
import { useAuth } from '../auth';
import { CompanyExportCard } from '../company-export';
import { companySettings } from './api';
import { SaveBar, SettingsQueryCard } from '../../components/SettingsCard';
import { TextAreaField } from '../../components/SelectField';
import { CARD_TEXTS } from './card-texts';
import { useSettingsForm } from './use-settings-form';

export function CompanyTab() {
  return (
    <div className="space-y-6">
      <SettingsQueryCard {...CARD_TEXTS.company} query={companySettings.useData()} form={CompanyForm} />
      <CompanyExportCard />
    </div>
  );
}

type CompanyFields = FieldSpec<CompanySettingsInput>[];

const CONTACT_FIELDS: CompanyFields = [
  { name: 'name', label: 'Bedrijfsnaam *', autoComplete: 'organization' },
  { name: 'email', label: 'E-mailadres *', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Telefoon', type: 'tel', autoComplete: 'tel' },
  { name: 'website', label: 'Website', type: 'url', placeholder: 'https://www.uwbedrijf.nl' },
];

/** Checked by the contract: KvK (8 digits), btw-nummer and IBAN (format and checksum). */
const REGISTRATION_FIELDS: CompanyFields = [
  { name: 'chamberOfCommerce', label: 'KvK-nummer', inputMode: 'numeric', placeholder: '12345678' },
  { name: 'vatNumber', label: 'Btw-nummer', placeholder: 'NL123456789B01' },
  { name: 'iban', label: 'IBAN', placeholder: 'NL91 ABNA 0417 1643 00' },
];

function CompanyForm({ data }: { data: CompanySettings }) {
  const edit = companySettings.useSave();
  const { refreshUser } = useAuth();
  // Memoised: a new object on every render would reset the form while the user types.
  const initial = useMemo(() => ({ ...data, iban: data.iban ? formatIban(data.iban) : '' }), [data]);
  const { form, onSubmit, conflictNotice } = useSettingsForm(
    companySettingsSchema,
    initial,
    edit,
    { saved: SETTINGS_TEXT.companySaved, failed: SETTINGS_TEXT.companyFailed },
    () => refreshUser().catch(() => undefined),
  );
  const {
    register,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const logo = watch('logo');
  const fileInput = useRef<HTMLInputElement>(null);
  const err = (name: string) => fieldError(errors, name);

  async function onLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setError('logo', { message: problem });
      return;
    }
    clearErrors('logo');
    setValue('logo', await readAsDataUrl(file), { shouldDirty: true });
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldList form={form} fields={CONTACT_FIELDS} />
      </div>
      <TextAreaField label="Adres" rows={2} placeholder="Straat 1, 1234 AB Plaats" {...register('address')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <FieldList form={form} fields={REGISTRATION_FIELDS} />
      </div>
      <div>
        <p className="text-sm font-medium text-slate-700">Logo</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-4">
          {logo ? (
            <img
              src={logo}
              alt="Huidig logo"
              className="h-14 max-w-40 rounded border border-slate-200 object-contain p-1"
            />
          ) : (
            <span className="text-sm text-slate-500">Geen logo ingesteld</span>
          )}
          <input
            ref={fileInput}
            type="file"
            accept={LOGO_MIME_TYPES.join(',')}
            className="sr-only"
            aria-label="Logo kiezen"
            onChange={(e) => void onLogo(e)}
          />
          <Button variant="secondary" onClick={() => fileInput.current?.click()}>
            Logo kiezen
          </Button>
          {logo && (
            <Button variant="ghost" onClick={() => setValue('logo', '', { shouldDirty: true })}>
              Logo verwijderen
            </Button>
          )}
        </div>
        <p className="mt-1.5 text-xs text-slate-500">{LOGO_RULE}</p>
        {err('logo') && (
          <p role="alert" className="mt-1.5 text-sm text-red-600">
            {err('logo')}
          </p>
        )}
      </div>
      {conflictNotice}
      <SaveBar form={form} />
    </form>
  );
}
