import { useState } from 'react';
import type { TemplateGeneration } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { ConfidenceBadge, DocumentFrame } from '../templates';

function Swatch({ label, color }: { label: string; color: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="w-32 text-slate-600">{label}</dt>
      <dd className="flex items-center gap-2 font-mono text-sm">
        <span
          aria-hidden="true"
          className="size-6 rounded border border-slate-300"
          style={{ backgroundColor: color }}
        />
        {color}
      </dd>
    </div>
  );
}

/** SPEC §2 step 4 result summary: name, both colours, font, confidence badge, notes, preview toggle. */
export function TemplateResult({ result }: { result: TemplateGeneration }) {
  const [showPreview, setShowPreview] = useState(false);
  const { analysis, template } = result;
  return (
    <section
      aria-labelledby="template-result-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="template-result-title" className="font-semibold text-slate-900">
          Gevonden huisstijl
        </h3>
        <ConfidenceBadge confidence={analysis.confidence} />
      </div>
      <dl className="space-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="w-32 text-slate-600">Naam</dt>
          <dd className="font-medium text-slate-900">{template.name}</dd>
        </div>
        <Swatch label="Primaire kleur" color={analysis.colors.primary} />
        <Swatch label="Secundaire kleur" color={analysis.colors.secondary} />
        <div className="flex items-center gap-2">
          <dt className="w-32 text-slate-600">Lettertype</dt>
          <dd className="text-slate-900" data-testid="found-font">
            {analysis.fonts.primary}
            {analysis.fonts.substituted && (
              <span className="text-slate-500"> (in offertes: {analysis.fonts.mapped})</span>
            )}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="w-32 text-slate-600">Logo</dt>
          <dd className="flex items-center gap-2 text-slate-900">
            {analysis.logo ? (
              <img src={analysis.logo.dataUrl} alt="Gevonden logo" className="h-8 max-w-40 object-contain" />
            ) : (
              'Geen logo gevonden'
            )}
          </dd>
        </div>
      </dl>
      {analysis.notes.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
          {analysis.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <Button variant="secondary" aria-expanded={showPreview} onClick={() => setShowPreview((v) => !v)}>
        {showPreview ? 'Voorbeeld verbergen' : 'Voorbeeld tonen'}
      </Button>
      {showPreview && <DocumentFrame html={result.preview} title="Voorbeeld van de gegenereerde template" />}
    </section>
  );
}
