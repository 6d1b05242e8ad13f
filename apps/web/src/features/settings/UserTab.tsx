import { SETTINGS_TEXT, userSettingsSchema, type UserSettings } from '@offerteflow/contracts';
import { FormField } from '../../components/FormField';
import { useAuth } from '../auth';
import { userSettings } from './api';
import { QueryState } from '../../components/QueryState';
import { CheckboxField, SaveBar, SettingsCard } from '../../components/SettingsCard';
import { fieldError, useSettingsForm } from './use-settings-form';

const ROLE_LABELS: Record<UserSettings['role'], string> = { admin: 'Beheerder', member: 'Gebruiker' };

const USER_TEXTS = { saved: SETTINGS_TEXT.userSaved, failed: SETTINGS_TEXT.userFailed };
const NOTIFICATION_TEXTS = {
  saved: SETTINGS_TEXT.notificationsSaved,
  failed: SETTINGS_TEXT.notificationsFailed,
};

export function UserTab() {
  const query = userSettings.useData();
  return (
    <SettingsCard title="Gebruikersgegevens" description="Uw naam en contactgegevens.">
      <QueryState query={query} failed="Fout bij laden van gebruikersinstellingen">
        {(data) => <UserForm data={data} />}
      </QueryState>
    </SettingsCard>
  );
}

function UserForm({ data }: { data: UserSettings }) {
  const save = userSettings.useSave();
  const { refreshUser } = useAuth();
  const { form, onSubmit } = useSettingsForm(userSettingsSchema, data, save.mutateAsync, USER_TEXTS, () =>
    refreshUser().catch(() => undefined),
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const err = (name: string) => fieldError(errors, name);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Voornaam"
          autoComplete="given-name"
          error={err('firstName')}
          {...register('firstName')}
        />
        <FormField
          label="Achternaam"
          autoComplete="family-name"
          error={err('lastName')}
          {...register('lastName')}
        />
        <FormField
          label="E-mailadres *"
          type="email"
          autoComplete="email"
          error={err('email')}
          {...register('email')}
        />
        <FormField
          label="Telefoon"
          type="tel"
          autoComplete="tel"
          error={err('phone')}
          {...register('phone')}
        />
        <FormField
          label="Rol"
          value={ROLE_LABELS[data.role]}
          readOnly
          disabled
          hint="De rol kunt u niet zelf wijzigen."
        />
      </div>
      <SaveBar saving={isSubmitting} />
    </form>
  );
}

const NOTIFICATIONS = [
  [
    'emailQuoteUpdates',
    'E-mail bij offerte-updates',
    'Bijvoorbeeld wanneer een klant een offerte accepteert of afwijst.',
  ],
  [
    'emailPaymentReminders',
    'E-mail met betalingsherinneringen',
    'Een seintje wanneer een betaling nog openstaat.',
  ],
  ['emailWeeklyReports', 'Wekelijks overzicht', 'Elke maandag een samenvatting van uw offertes.'],
  ['pushNotifications', 'Pushmeldingen', 'Meldingen in de browser op dit apparaat.'],
] as const;

export function NotificationsTab() {
  const query = userSettings.useData();
  return (
    <SettingsCard title="Notificaties" description="Kies welke berichten u van Offerteflow wilt ontvangen.">
      <QueryState query={query} failed="Fout bij laden van gebruikersinstellingen">
        {(data) => <NotificationsForm data={data} />}
      </QueryState>
    </SettingsCard>
  );
}

function NotificationsForm({ data }: { data: UserSettings }) {
  const save = userSettings.useSave();
  const { form, onSubmit } = useSettingsForm(userSettingsSchema, data, save.mutateAsync, NOTIFICATION_TEXTS);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset className="space-y-1">
        <legend className="sr-only">Notificaties</legend>
        {NOTIFICATIONS.map(([key, label, description]) => (
          <CheckboxField
            key={key}
            label={label}
            description={description}
            {...form.register(`notifications.${key}`)}
          />
        ))}
      </fieldset>
      <SaveBar saving={form.formState.isSubmitting} />
    </form>
  );
}
