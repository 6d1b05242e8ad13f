import { useId } from 'react';
import { CheckCircle2, Loader2, Upload, X, XCircle } from 'lucide-react';
import { IconButton } from '../../components/IconButton';
import { DropZone } from './DropZone';
import type { UploadRow, useUploads } from './use-uploads';
import { ACCEPT_ATTRIBUTE } from './use-uploads';

const ROW_STATUS_TEXT: Record<UploadRow['status'], string> = {
  uploading: 'Uploaden...',
  processing: 'Verwerken...',
  completed: 'Klaar',
  error: 'Mislukt',
};

/** Drag-and-drop or click upload area for `uploads`, with its in-progress rows under it. */
export function UploadArea({
  uploads,
  compact = false,
  title = 'Sleep uw documenten hierheen of klik om te uploaden',
}: {
  uploads: Pick<ReturnType<typeof useUploads>, 'rows' | 'upload' | 'remove'>;
  compact?: boolean;
  title?: string;
}) {
  const hintId = useId();
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) void uploads.upload(files);
  };
  return (
    <div className="space-y-3">
      <DropZone
        multiple
        accept={ACCEPT_ATTRIBUTE}
        label="Documenten kiezen"
        describedBy={hintId}
        onFiles={take}
        className={compact ? 'p-4' : 'p-8'}
      >
        <Upload aria-hidden="true" className="size-6 text-brand" />
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p id={hintId} className="text-xs text-slate-500">
          PDF, Word, Excel, CSV, tekst of een foto (JPG, PNG), maximaal 10 MB per bestand
        </p>
      </DropZone>
      {uploads.rows.length > 0 && (
        <ul aria-label="Uploads" className="space-y-2">
          {uploads.rows.map((row) => (
            <UploadRowView key={row.key} row={row} onRemove={() => uploads.remove(row.key)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadRowView({ row, onRemove }: { row: UploadRow; onRemove: () => void }) {
  const done = row.status === 'completed' || row.status === 'error';
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" data-testid="upload-row">
      <div className="flex items-center gap-2 text-sm">
        {row.status === 'completed' ? (
          <CheckCircle2 aria-hidden="true" className="size-4 text-green-600" />
        ) : row.status === 'error' ? (
          <XCircle aria-hidden="true" className="size-4 text-red-600" />
        ) : (
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-brand" />
        )}
        <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{row.fileName}</span>
        <span className="text-xs text-slate-500">{ROW_STATUS_TEXT[row.status]}</span>
        {done && (
          <IconButton
            icon={X}
            label={`${row.fileName} uit de lijst halen`}
            onClick={onRemove}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
          />
        )}
      </div>
      {row.status === 'uploading' || row.status === 'processing' ? (
        <div
          role="progressbar"
          aria-label={`Upload ${row.fileName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={row.progress}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full bg-brand transition-all" style={{ width: `${row.progress}%` }} />
        </div>
      ) : null}
      {row.error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {row.error}
          {row.detail ? `: ${row.detail}` : ''}
        </p>
      )}
    </li>
  );
}
