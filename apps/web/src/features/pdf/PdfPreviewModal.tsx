import { useEffect, useRef, useState } from 'react';
import { AlertCircle, Download, Loader2, Maximize2, Minimize2 } from 'lucide-react';
import { Button, buttonClasses } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { ApiError } from '../../lib/api-client';
import { PDF_TEXT, PREVIEW_PDF_FILE_NAME } from './texts';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; url: string };

/** The server's message, or 'Fout bij genereren van PDF preview' (SPEC §8). */
function previewError(error: unknown): string {
  return error instanceof ApiError && error.status >= 0 && error.message
    ? error.message
    : PDF_TEXT.previewFailed;
}

export interface PdfPreviewModalProps {
  /** Fetches the PDF; called on open and on 'Opnieuw proberen'. */
  load: (signal: AbortSignal) => Promise<Blob>;
  onClose: () => void;
  title?: string;
  /** Name of the downloaded file; SPEC §2: offerte-preview.pdf. */
  fileName?: string;
}

/**
 * SPEC §2 PDF preview modal: 'PDF preview genereren...' while loading, the PDF embedded from a blob
 * URL, download, a full screen / window toggle and close; on error the message and 'Opnieuw proberen'.
 */
export function PdfPreviewModal({
  load,
  onClose,
  title = PDF_TEXT.title,
  fileName = PREVIEW_PDF_FILE_NAME,
}: PdfPreviewModalProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ kind: 'loading' });
    loadRef
      .current(controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
        url = URL.createObjectURL(pdf);
        setState({ kind: 'ready', url });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: previewError(error) });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [attempt]);

  const ToggleIcon = fullScreen ? Minimize2 : Maximize2;
  return (
    <Modal
      title={title}
      size={fullScreen ? 'full' : 'xl'}
      onClose={onClose}
      closeLabel={PDF_TEXT.close}
      headerActions={
        <>
          {state.kind === 'ready' && (
            <a
              href={state.url}
              download={fileName}
              aria-label={PDF_TEXT.download}
              className={buttonClasses('ghost', 'px-2.5')}
            >
              <Download aria-hidden="true" className="size-4" />
              <span aria-hidden="true" className="hidden sm:inline">
                {PDF_TEXT.download}
              </span>
            </a>
          )}
          <Button
            variant="ghost"
            className="px-2.5"
            onClick={() => setFullScreen((v) => !v)}
            aria-pressed={fullScreen}
            aria-label={fullScreen ? PDF_TEXT.window : PDF_TEXT.fullScreen}
          >
            <ToggleIcon aria-hidden="true" className="size-4" />
            <span aria-hidden="true" className="hidden sm:inline">
              {fullScreen ? PDF_TEXT.window : PDF_TEXT.fullScreen}
            </span>
          </Button>
        </>
      }
    >
      {state.kind === 'loading' && (
        <div
          role="status"
          className="flex h-[60dvh] flex-col items-center justify-center gap-3 text-slate-600"
        >
          <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand" />
          <p className="text-sm font-medium">{PDF_TEXT.generating}</p>
        </div>
      )}
      {state.kind === 'error' && (
        <div role="alert" className="flex h-[40dvh] flex-col items-center justify-center gap-3 text-center">
          <AlertCircle aria-hidden="true" className="size-8 text-red-600" />
          <p className="text-sm font-medium text-red-800">{state.message}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {PDF_TEXT.retry}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <iframe
          title={PDF_TEXT.frameTitle}
          src={state.url}
          className={`w-full rounded border border-slate-200 bg-slate-100 ${fullScreen ? 'h-[calc(100dvh-8rem)]' : 'h-[70dvh]'}`}
        />
      )}
    </Modal>
  );
}
