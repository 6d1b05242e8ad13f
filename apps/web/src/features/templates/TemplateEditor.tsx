import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, Trash2 } from 'lucide-react';
import {
  SETTINGS_DEFAULTS,
  LOGO_MIME_TYPES,
  LOGO_MSG,
  logoFileProblem,
  templateInputSchema,
  templateSchema,
  type Template,
  type TemplateData,
  type TemplateInput,
} from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { ErrorBox } from '../../components/ErrorBox';
import { FormField } from '../../components/FormField';
import { FormModalButtons, Modal } from '../../components/Modal';
import { ApiError, applyServerErrors } from '../../lib/api-error';
import { readAsDataUrl } from '../../lib/read-as-data-url';
import { useVersionConflict } from '../../lib/versioning';
import { VersionConflict } from '../../components/VersionConflict';
import { useLogoDataUrl, useSaveTemplate } from './hooks';
import { TEMPLATES_TEXT as T } from './template-labels';
import { TemplateStyleEditor, type TemplateStyleForm } from './TemplateStyleEditor';

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

/** The fields the server may report errors on (the logo's goes under the logo upload). */
const SERVER_FIELDS = Object.keys(templateInputSchema.shape) as (keyof TemplateInput)[];

/**
 * New/edit template: name, colours, font, logo upload and position, company details,
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
  const logoId = useId();
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
  const { register, handleSubmit, formState, setError } = form;

  async function onLogoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    setLogoError(problem);
    if (problem) return;
    try {
      setLogoUrl(await readAsDataUrl(file));
      setLogoFile(file);
    } catch {
      setLogoError(LOGO_MSG.unreadable);
    }
  }

  // The version the edit is based on: the template's, or the server's once the user chose after a conflict.
  const [base, setBase] = useState(template?.version);
  const conflict = useVersionConflict(templateSchema);
  const saveOn = (values: TemplateData, version: number | undefined) => {
    setServerError(null);
    conflict.clear();
    save.mutate(
      {
        edit: template && version !== undefined ? { id: template.id, version } : undefined,
        values,
        logo: logoFile,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (conflict.caught(error)) return;
          const logoMessage = error instanceof ApiError ? error.fieldMessage('logo') : undefined;
          if (logoMessage) setLogoError(logoMessage);
          const message = applyServerErrors(error, SERVER_FIELDS, setError, T.saveFailed);
          setServerError(error instanceof ApiError && error.status !== 500 ? message : T.saveFailed);
        },
      },
    );
  };
  const onSubmit = handleSubmit((values) => saveOn(values, base));
  const keepMine = () => {
    const server = conflict.current;
    if (!server) return;
    setBase(server.version);
    void handleSubmit((values) => saveOn(values, server.version))();
  };
  const takeServer = () => {
    const server = conflict.current;
    if (!server) return;
    form.reset(initialValues(server));
    setLogoUrl(server.logo);
    setLogoFile(undefined);
    setBase(server.version);
    conflict.clear();
  };

  const errors = formState.errors;
  return (
    <Modal
      title={template ? T.editorEdit : T.editorNew}
      size="xl"
      onClose={onClose}
      footer={
        <FormModalButtons formId="template-editor" busy={save.isPending} onCancel={onClose}>
          {T.save}
        </FormModalButtons>
      }
    >
      <TemplateStyleEditor
        // The template form has the style fields plus a name; the style editor sees only the style.
        form={form as unknown as TemplateStyleForm}
        formId="template-editor"
        onSubmit={(event) => void onSubmit(event)}
        previewLogo={previewLogo}
        before={
          <>
            {serverError && <ErrorBox message={serverError} />}
            {conflict.current && (
              <VersionConflict onKeepMine={keepMine} onTakeServer={takeServer} busy={save.isPending} />
            )}
            <FormField
              label={T.name}
              placeholder="Mijn Template"
              data-autofocus
              error={errors.name?.message}
              {...register('name')}
            />
          </>
        }
        logo={
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
                id={logoId}
                type="file"
                accept={LOGO_MIME_TYPES.join(',')}
                className="sr-only"
                aria-label="Logobestand"
                aria-describedby={`${logoId}-hint`}
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
            <p id={`${logoId}-hint`} className="mt-1 text-xs text-slate-500">
              {T.logoHint}
            </p>
            {logoError && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {logoError}
              </p>
            )}
          </fieldset>
        }
      />
    </Modal>
  );
}
