import { useId, useState } from 'react';
import { FileText, Upload } from 'lucide-react';
import { DropZone } from './DropZone';
import { HOUSE_STYLE_MSG, TEMPLATE_UPLOAD_MAX_BYTES } from '@offerteflow/contracts';

/** SPEC §5 Template upload: only PDF, one file, at most 10 MB. Returns the Dutch reason or null. */
export function checkTemplateFile(files: readonly File[]): string | null {
  if (files.length !== 1) return HOUSE_STYLE_MSG.oneFile;
  const file = files[0]!;
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!isPdf) return HOUSE_STYLE_MSG.notPdf;
  if (file.size > TEMPLATE_UPLOAD_MAX_BYTES) return HOUSE_STYLE_MSG.tooLarge;
  if (file.size === 0) return HOUSE_STYLE_MSG.fileRequired;
  return null;
}

/** Drop area (drag and drop, click, Enter or Space) for the one sample quote PDF of step 4. */
export function PdfDropArea({
  file,
  onFile,
  disabled = false,
}: {
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length === 0) return;
    const reason = checkTemplateFile(files);
    setError(reason);
    if (!reason) onFile(files[0]!);
  };
  return (
    <div className="space-y-2">
      <DropZone
        accept="application/pdf,.pdf"
        label="Voorbeeldofferte (PDF) kiezen"
        disabled={disabled}
        describedBy={hintId}
        onFiles={take}
        className="p-6"
      >
        {file ? (
          <FileText aria-hidden="true" className="size-6 text-brand" />
        ) : (
          <Upload aria-hidden="true" className="size-6 text-brand" />
        )}
        <p className="text-sm font-medium text-slate-900">
          {file ? file.name : 'Sleep uw voorbeeldofferte (PDF) hierheen of klik om te kiezen'}
        </p>
        <p id={hintId} className="text-xs text-slate-500">
          {file
            ? `${Math.round(file.size / 1024)} KB · klik om een ander bestand te kiezen`
            : 'Eén PDF-bestand, maximaal 10 MB'}
        </p>
      </DropZone>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
