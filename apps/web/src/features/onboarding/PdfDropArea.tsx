import { useId, useRef, useState, type DragEvent } from 'react';
import { FileText, Upload } from 'lucide-react';
import { DropZoneInput } from './DropZoneInput';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length === 0) return;
    const reason = checkTemplateFile(files);
    setError(reason);
    if (!reason) onFile(files[0]!);
  };
  const open = () => !disabled && inputRef.current?.click();
  return (
    <div className="space-y-2">
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-describedby={hintId}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) take(event.dataTransfer.files);
        }}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center transition focus-visible:outline-2 focus-visible:outline-blue-600 ${
          dragging ? 'border-brand bg-brand-soft' : 'border-slate-300 bg-slate-50 hover:border-brand'
        }`}
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
        <DropZoneInput
          ref={inputRef}
          accept="application/pdf,.pdf"
          label="Voorbeeldofferte (PDF) kiezen"
          onFiles={take}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
