import { Copy, Eye, Pencil, Star, Trash2, type LucideIcon } from 'lucide-react';
import { formatDate } from '@offerteflow/domain';
import type { Template } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { SourceFileButton } from './SourceFileButton';
import { TEMPLATES_TEXT as T, confidenceClasses, templateBadge, type TemplateBadge } from './template-labels';

const BADGE_CLASSES: Record<TemplateBadge, string> = {
  Standaard: 'bg-blue-100 text-blue-800',
  'AI Gegenereerd': 'bg-purple-100 text-purple-800',
  Aangepast: 'bg-slate-100 text-slate-700',
  Template: 'bg-slate-100 text-slate-700',
};

/** The font with a generic fallback, so a font the device lacks still looks like its kind. */
export function cssFontStack(font: string): string {
  const generic = font === 'Times New Roman' || font === 'Georgia' ? 'serif' : 'sans-serif';
  return `'${font}', ${generic}`;
}

function ColorDot({ color, label }: { color: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
      <span
        aria-hidden="true"
        className="size-4 rounded-full border border-slate-300"
        style={{ backgroundColor: color }}
      />
      <span>
        <span className="sr-only">{label}: </span>
        {color}
      </span>
    </span>
  );
}

export interface TemplateCardActions {
  onPreview(t: Template): void;
  onEdit(t: Template): void;
  onDuplicate(t: Template): void;
  onSetDefault(t: Template): void;
  onDelete(t: Template): void;
}

interface CardButton {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * One template in the grid (SPEC §2): name, badge, confidence, colours, font, date, source, actions.
 * Without `canManage` (a medewerker: the house style is an admin's) only the preview remains.
 */
export function TemplateCard({
  template: t,
  busy,
  canManage,
  ...actions
}: { template: Template; busy: boolean; canManage: boolean } & TemplateCardActions) {
  const badge = templateBadge(t);
  const preview: CardButton = { label: T.preview, icon: Eye, onClick: () => actions.onPreview(t) };
  // The default template can be neither made default again nor deleted.
  const buttons: CardButton[] = !canManage
    ? [preview]
    : [
        preview,
        { label: T.edit, icon: Pencil, onClick: () => actions.onEdit(t) },
        { label: T.duplicate, icon: Copy, onClick: () => actions.onDuplicate(t), disabled: busy },
        ...(t.isDefault
          ? []
          : [
              { label: T.setDefault, icon: Star, onClick: () => actions.onSetDefault(t), disabled: busy },
              {
                label: T.delete,
                icon: Trash2,
                onClick: () => actions.onDelete(t),
                disabled: busy,
                danger: true,
              },
            ]),
      ];
  return (
    <article
      aria-labelledby={`template-${t.id}-name`}
      className={`flex flex-col rounded-lg border bg-white p-4 shadow-sm ${t.isDefault ? 'border-blue-300 ring-1 ring-blue-200' : 'border-slate-200'}`}
    >
      {/* The badges wrap under a long name instead of squeezing it: words never break in the middle. */}
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h3 id={`template-${t.id}-name`} className="flex-1 basis-40 font-semibold break-words text-slate-900">
          {t.name}
        </h3>
        <div className="flex shrink-0 flex-wrap gap-1">
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE_CLASSES[badge]}`}>
            {badge}
          </span>
          {badge === 'Standaard' && t.type === 'ai_generated' && (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE_CLASSES['AI Gegenereerd']}`}
            >
              AI Gegenereerd
            </span>
          )}
        </div>
      </div>
      <div className="mt-3 flex h-2 overflow-hidden rounded-full" aria-hidden="true">
        <span className="flex-1" style={{ backgroundColor: t.primaryColor }} />
        <span className="w-1/3" style={{ backgroundColor: t.secondaryColor }} />
      </div>
      <dl className="mt-3 space-y-1.5 text-sm text-slate-600">
        {t.confidenceScore !== null && (
          <div className="flex items-center gap-2">
            <dt>{T.confidence}</dt>
            <dd className={`rounded px-1.5 text-xs font-semibold ${confidenceClasses(t.confidenceScore)}`}>
              {Math.round(t.confidenceScore * 100)}%
            </dd>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <dt className="sr-only">Kleuren</dt>
          <dd className="flex flex-wrap gap-3">
            <ColorDot color={t.primaryColor} label={T.primaryColor} />
            <ColorDot color={t.secondaryColor} label={T.secondaryColor} />
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>{T.fontFamily}:</dt>
          <dd style={{ fontFamily: cssFontStack(t.fontFamily) }}>{t.fontFamily}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{T.createdOn}</dt>
          <dd>{formatDate(t.createdAt)}</dd>
        </div>
        {t.sourceFileUrl && (
          <div className="flex items-center gap-1.5">
            <dt className="sr-only">Bron</dt>
            <dd>
              <SourceFileButton template={t} />
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-1 border-t border-slate-100 pt-3">
        {buttons.map(({ label, icon: Icon, onClick, disabled, danger }) => (
          <Button
            key={label}
            variant="ghost"
            className={danger ? 'px-2.5 text-red-700 hover:bg-red-50 hover:text-red-800' : 'px-2.5'}
            disabled={disabled}
            onClick={onClick}
            aria-label={`${label}: ${t.name}`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ))}
      </div>
    </article>
  );
}
