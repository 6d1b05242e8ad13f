import {
  SETTINGS_TEXT,
  USER_ROLE_LABELS,
  userSettingsSchema,
  type UserSettings,
  type UserSettingsInput,
} from '@offerteflow/contracts';
import { FieldList, type FieldSpec } from '../../components/FieldList';
import { FormField } from '../../components/FormField';
import { useAuth } from '../auth';
import { userSettings } from './api';
import { CheckboxField, SaveBar, SettingsQueryCard } from '../../components/SettingsCard';
import { CARD_TEXTS } from './card-texts';
import { useSettingsForm } from './use-settings-form';

const USER_FIELDS: FieldSpec<UserSettingsInput>[] = [
  { name: 'firstName', label: 'Voornaam', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Achternaam', autoComplete: 'family-name' },
  { name: 'email', label: 'E-mailadres *', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Telefoon', type: 'tel', autoComplete: 'tel' },
];

const USER_TEXTS = { saved: SETTINGS_TEXT.userSaved, failed: SETTINGS_TEXT.userFailed };
const NOTIFICATION_TEXTS = {
  saved: SETTINGS_TEXT.notificationsSaved,
  failed: SETTINGS_TEXT.notificationsFailed,
};

export function UserTab() {
  return <SettingsQueryCard {...CARD_TEXTS.user} query={userSettings.useData()} form={UserForm} />;
}

function UserForm({ data }: { data: UserSettings }) {
  const edit = userSettings.useSave();
  const { refreshUser } = useAuth();
  const { form, onSubmit } = useSettingsForm(userSettingsSchema, data, edit, USER_TEXTS, () =>
    refreshUser().catch(() => undefined),
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldList form={form} fields={USER_FIELDS} />
        <FormField
          label="Rol"
          value={USER_ROLE_LABELS[data.role]}
          readOnly
          disabled
          hint="De rol kunt u niet zelf wijzigen; een beheerder wijzigt rollen onder Team."
        />
      </div>
      <SaveBar form={form} />
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
  return (
    <SettingsQueryCard
      {...CARD_TEXTS.notifications}
      query={userSettings.useData()}
      form={NotificationsForm}
    />
  );
}

function NotificationsForm({ data }: { data: UserSettings }) {
  const edit = userSettings.useSave();
  const { form, onSubmit } = useSettingsForm(userSettingsSchema, data, edit, NOTIFICATION_TEXTS);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
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
      <SaveBar form={form} />
    </form>
  );
}
