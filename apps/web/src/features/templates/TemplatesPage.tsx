import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FileText, Lightbulb, Loader2, Plus } from 'lucide-react';
import { TEMPLATE_MSG, type Template } from '@offerteflow/contracts';
import { Button, buttonClasses } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { PageHeader } from '../../components/PageHeader';
import { ApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useIsAdmin } from '../auth';
import {
  useDeleteTemplate,
  useDuplicateTemplate,
  useSetDefaultTemplate,
  useTemplateStats,
  useTemplates,
} from './hooks';
import { TemplateCard } from './TemplateCard';
import { TemplateEditor } from './TemplateEditor';
import { TemplateStats } from './TemplateStats';
import { TemplatePreview } from './TemplatePreview';
import { TEMPLATES_TEXT as T } from './template-labels';

type Dialog =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'edit'; template: Template }
  | { kind: 'preview'; template: Template }
  | { kind: 'delete'; template: Template };

/** The server's message when it sent one the user can act on, else the SPEC §8 fallback. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}

/** SPEC §2 Templates page ('Template Management'): statistics, template cards, editor and preview. */
export function TemplatesPage() {
  const templates = useTemplates();
  const stats = useTemplateStats();
  const setDefault = useSetDefaultTemplate();
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const { toast } = useToast();
  const isAdmin = useIsAdmin();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  const list = templates.data ?? [];
  const busy = setDefault.isPending || duplicate.isPending || remove.isPending;

  const onSetDefault = (t: Template) =>
    setDefault.mutate(t.id, {
      onSuccess: () => toast({ variant: 'success', title: T.setDefaultDone, description: t.name }),
      onError: (e) => toast({ variant: 'error', title: messageOf(e, TEMPLATE_MSG.setDefaultFailed) }),
    });
  const onDuplicate = (t: Template) =>
    duplicate.mutate(t, {
      onSuccess: (copy) => toast({ variant: 'success', title: T.duplicateDone, description: copy.name }),
      onError: (e) => toast({ variant: 'error', title: messageOf(e, TEMPLATE_MSG.duplicateFailed) }),
    });
  const onConfirmDelete = (t: Template) =>
    remove.mutate(t.id, {
      onSuccess: () => {
        close();
        toast({ variant: 'success', title: T.deleteDone, description: t.name });
      },
      onError: (e) => {
        close();
        toast({ variant: 'error', title: messageOf(e, TEMPLATE_MSG.deleteFailed) });
      },
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          isAdmin && (
            <Button onClick={() => setDialog({ kind: 'new' })}>
              <Plus aria-hidden="true" className="size-4" />
              {T.newTemplate}
            </Button>
          )
        }
      />

      <TemplateStats
        stats={stats.data ?? undefined}
        list={templates.data}
        statsFailed={stats.isError}
        listFailed={templates.isError}
      />

      {templates.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Laden...
        </p>
      ) : templates.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm font-medium text-red-800">{TEMPLATE_MSG.loadFailed}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void templates.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <FileText aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <h2 className="mt-3 font-semibold text-slate-900">{T.emptyTitle}</h2>
          <p className="mt-1 text-sm text-slate-600">{T.emptyBody}</p>
          <Link to="/onboarding" className={buttonClasses('primary', 'mt-4')}>
            {T.emptyAction}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="templates-heading">
          {/* The cards' titles are h3: this heading keeps the outline in order under the page's h1. */}
          <h2 id="templates-heading" className="sr-only">
            {T.gridTitle}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((t) => (
              <TemplateCard
                key={t.id}
                template={t}
                busy={busy}
                canManage={isAdmin}
                onPreview={(template) => setDialog({ kind: 'preview', template })}
                onEdit={(template) => setDialog({ kind: 'edit', template })}
                onDuplicate={onDuplicate}
                onSetDefault={onSetDefault}
                onDelete={(template) => setDialog({ kind: 'delete', template })}
              />
            ))}
          </div>
        </section>
      )}

      <aside aria-labelledby="templates-tips" className="rounded-lg border border-blue-100 bg-blue-50 p-4">
        <h2 id="templates-tips" className="flex items-center gap-2 font-semibold text-blue-900">
          <Lightbulb aria-hidden="true" className="size-5" />
          {T.tipsTitle}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-blue-900">
          {T.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>

      {(dialog.kind === 'new' || dialog.kind === 'edit') && (
        <TemplateEditor
          template={dialog.kind === 'edit' ? dialog.template : undefined}
          onClose={close}
          onSaved={(saved) => {
            close();
            toast({ variant: 'success', title: T.saveDone, description: saved.name });
          }}
        />
      )}
      {dialog.kind === 'preview' && (
        <Modal
          title={`${T.previewTitle}: ${dialog.template.name}`}
          size="xl"
          onClose={close}
          scrollLabel={T.previewTitle}
        >
          <TemplatePreview style={dialog.template} />
        </Modal>
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          title={T.deleteTitle}
          message={TEMPLATE_MSG.deleteConfirm}
          confirmLabel={T.delete}
          busy={remove.isPending}
          onCancel={close}
          onConfirm={() => onConfirmDelete(dialog.template)}
        />
      )}
    </div>
  );
}
