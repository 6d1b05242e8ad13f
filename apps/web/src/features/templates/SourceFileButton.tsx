import { useState } from 'react';
import { FileUp } from 'lucide-react';
import type { Template } from '@offerteflow/contracts';
import { useToast } from '../../lib/toast';
import { saveBlob } from '../pdf';
import { useTemplatesApi } from './hooks';
import { TEMPLATES_TEXT as T } from './template-labels';

/** 'Geüpload bestand': downloads the sample PDF an ai_generated template was made from. */
export function SourceFileButton({ template }: { template: Pick<Template, 'name' | 'sourceFileUrl'> }) {
  const api = useTemplatesApi();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await api.sourceFile(template), `${template.name}.pdf`);
    } catch {
      toast({ variant: 'error', title: 'Fout bij downloaden van het geüploade bestand' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={busy}
      aria-label={`${T.sourceFile} downloaden: ${template.name}`}
      className="inline-flex items-center gap-1.5 rounded text-blue-700 underline hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60"
    >
      <FileUp aria-hidden="true" className="size-4" />
      {T.sourceFile}
    </button>
  );
}
