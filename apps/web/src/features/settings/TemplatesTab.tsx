import { SETTINGS_TEXT, templateStyleSchema, type TemplateStyle } from '@offerteflow/contracts';
import { SaveBar, SettingsQueryCard } from '../../components/SettingsCard';
import { TemplateStyleEditor } from '../templates';
import { companySettings, templateSettings } from './api';
import { CARD_TEXTS } from './card-texts';
import { useSettingsForm } from './use-settings-form';

export function TemplatesTab() {
  return (
    <SettingsQueryCard {...CARD_TEXTS.templates} query={templateSettings.useData()} form={TemplatesForm} />
  );
}

/** The default template's style in the one template-style editor, with the real document preview. */
function TemplatesForm({ data }: { data: TemplateStyle }) {
  const edit = templateSettings.useSave();
  // The PDF shows the company logo unless the template has its own (edited on the templates page).
  const companyLogo = companySettings.useData().data?.logo || null;
  const { form, onSubmit, conflictNotice } = useSettingsForm(templateStyleSchema, data, edit, {
    saved: SETTINGS_TEXT.templatesSaved,
    failed: SETTINGS_TEXT.templatesFailed,
  });
  return (
    <TemplateStyleEditor
      form={form}
      formId="template-settings"
      onSubmit={(event) => void onSubmit(event)}
      previewLogo={companyLogo}
      after={
        <>
          {conflictNotice}
          <SaveBar form={form} />
        </>
      }
    />
  );
}
