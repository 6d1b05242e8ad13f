import { CheckCircle2, Circle, Loader2, Trash2, XCircle } from 'lucide-react';
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  type OnboardingDocument,
  type ProcessingStatus,
} from '@offerteflow/contracts';
import { IconButton } from '../../components/IconButton';
import { PROCESSING_STATUS_LABELS, formatKb } from './wizard';

const BADGE: Record<ProcessingStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  processing: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

/** SPEC §4: completed a green check, processing a spinner, failed a red cross, otherwise neutral. */
export function DocumentStatusIcon({ status }: { status: ProcessingStatus }) {
  if (status === 'completed')
    return <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-green-600" />;
  if (status === 'processing')
    return <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-blue-600" />;
  if (status === 'failed') return <XCircle aria-hidden="true" className="size-4 shrink-0 text-red-600" />;
  return <Circle aria-hidden="true" className="size-4 shrink-0 text-slate-400" />;
}

/** Shown on a document read (partly) by OCR: a photo or a scan, whose text the owner should check. */
export const OCR_NOTE = 'gelezen met tekstherkenning';

/**
 * Name, Dutch type label, size in KB, status badge and whether OCR read it, of each uploaded document.
 * With `onChangeType` (step 1) the type is a select: the user's choice wins over the type from the content.
 */
export function DocumentList({
  documents,
  onRemove,
  removingId,
  onChangeType,
}: {
  documents: readonly OnboardingDocument[];
  onRemove?: (doc: OnboardingDocument) => void;
  removingId?: string | null;
  onChangeType?: (doc: OnboardingDocument, documentType: DocumentType) => void;
}) {
  if (documents.length === 0) return null;
  return (
    <ul
      aria-label="Geüploade documenten"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
    >
      {documents.map((doc) => (
        <li
          key={doc.id}
          className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm"
          data-testid="document-row"
        >
          <DocumentStatusIcon status={doc.processingStatus} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{doc.fileName}</p>
            <p className="text-xs text-slate-500">
              {!onChangeType && `${DOCUMENT_TYPE_LABELS[doc.documentType]} · `}
              {formatKb(doc.fileSize)}
              {doc.processingStatus === 'completed' &&
                ` · ${doc.productCount} producten, ${doc.termCount} voorwaarden`}
              {doc.readByOcr && ` · ${OCR_NOTE}`}
            </p>
            {doc.processingStatus === 'failed' && doc.failureReason && (
              <p className="mt-0.5 text-xs text-red-700">{doc.failureReason}</p>
            )}
          </div>
          {onChangeType && (
            <select
              aria-label={`Type van ${doc.fileName}`}
              value={doc.documentType}
              onChange={(e) => onChangeType(doc, e.target.value as DocumentType)}
              className="rounded-md border border-slate-300 px-2 py-1 text-xs focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {DOCUMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${BADGE[doc.processingStatus]}`}>
            {PROCESSING_STATUS_LABELS[doc.processingStatus]}
          </span>
          {onRemove && (
            <IconButton
              icon={Trash2}
              label={`${doc.fileName} verwijderen`}
              onClick={() => onRemove(doc)}
              disabled={removingId === doc.id}
              className="rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-50"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
