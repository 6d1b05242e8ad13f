import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_POLL_ATTEMPTS,
  DOCUMENT_POLL_INTERVAL_MS,
  MAX_FILE_SIZE_BYTES,
  ONBOARDING_EXTENSIONS,
  ONBOARDING_IMAGE_TYPES,
  UPLOAD_PROGRESS_INTERVAL_MS,
  UPLOAD_PROGRESS_STEP_PERCENT,
  type OnboardingDocument,
} from '@offerteflow/contracts';
import { ApiError } from '../../lib/api-client';
import { onboardingKeys } from './api';
import { useOnboardingApi, useStoreDocuments } from './hooks';
import { ONBOARDING_TEXT, uploadedFlag } from './wizard';

/** SPEC §3 Upload progress row (local). `detail` carries the reason behind 'Upload mislukt'. */
export interface UploadRow {
  key: string;
  fileName: string;
  progress: number;
  status: 'uploading' | 'processing' | 'completed' | 'error';
  error: string | null;
  detail: string | null;
  documentId: string | null;
}

/** The upload's `accept` list: the contract's extensions, any text type and the photo types. */
export const ACCEPT_ATTRIBUTE = [
  ...ONBOARDING_EXTENSIONS.map((e) => `.${e}`),
  'text/*',
  ...ONBOARDING_IMAGE_TYPES,
].join(',');
export const REJECT_TEXT = {
  type: 'Bestandstype niet ondersteund: kies een PDF, Word, Excel, CSV of tekstbestand, of een foto (JPG of PNG)',
  tooLarge: 'Bestand is te groot (maximaal 10 MB)',
  empty: 'Bestand is leeg',
} as const;

/** Why a file is refused before upload (SPEC §5 Document upload), or null when it may go. */
export function rejectReason(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const known = (ONBOARDING_EXTENSIONS as readonly string[]).includes(extension);
  const image = (ONBOARDING_IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!known && !image && !file.type.startsWith('text/')) return REJECT_TEXT.type;
  if (file.size > MAX_FILE_SIZE_BYTES) return REJECT_TEXT.tooLarge;
  if (file.size === 0) return REJECT_TEXT.empty;
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reason = (error: unknown) => (error instanceof ApiError ? error.message : null);
let nextKey = 0;

/**
 * Upload rows of SPEC §4 Upload item: 20 % per 200 ms while uploading, processing at 100 %, then
 * the processing trigger and a documents poll (1 s apart, 12 times) until the document is completed
 * or failed ('Verwerking mislukt'). A row still processing after the poll follows the status poll.
 */
export function useUploads(documents: readonly OnboardingDocument[]) {
  const api = useOnboardingApi();
  const queryClient = useQueryClient();
  const storeDocuments = useStoreDocuments();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const update = useCallback(
    (key: string, patch: Partial<UploadRow> | ((row: UploadRow) => Partial<UploadRow>)) => {
      if (!alive.current) return;
      setRows((all) =>
        all.map((row) =>
          row.key === key ? { ...row, ...(typeof patch === 'function' ? patch(row) : patch) } : row,
        ),
      );
    },
    [],
  );

  const uploadOne = useCallback(
    async (file: File) => {
      const key = `upload-${++nextKey}`;
      const refused = rejectReason(file);
      const row: UploadRow = {
        key,
        fileName: file.name,
        progress: 0,
        status: refused ? 'error' : 'uploading',
        error: refused ? ONBOARDING_TEXT.uploadFailed : null,
        detail: refused,
        documentId: null,
      };
      setRows((all) => [...all, row]);
      if (refused) return;

      const timer = setInterval(
        () =>
          update(key, (r) => ({
            progress: Math.min(r.progress + UPLOAD_PROGRESS_STEP_PERCENT, 100 - UPLOAD_PROGRESS_STEP_PERCENT),
          })),
        UPLOAD_PROGRESS_INTERVAL_MS,
      );
      let document: OnboardingDocument;
      try {
        document = await api.upload(file);
      } catch (error) {
        update(key, { status: 'error', error: ONBOARDING_TEXT.uploadFailed, detail: reason(error) });
        return;
      } finally {
        clearInterval(timer);
      }
      uploadedFlag.set();
      update(key, { progress: 100, status: 'processing', documentId: document.id });
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.status });

      try {
        await api.processDocuments();
      } catch (error) {
        update(key, { status: 'error', error: ONBOARDING_TEXT.processingFailed, detail: reason(error) });
        return;
      }
      for (let attempt = 0; attempt < DOCUMENT_POLL_ATTEMPTS && alive.current; attempt += 1) {
        await sleep(DOCUMENT_POLL_INTERVAL_MS);
        let docs: OnboardingDocument[];
        try {
          docs = await api.documents();
        } catch {
          continue;
        }
        storeDocuments(docs);
        const current = docs.find((d) => d.id === document.id);
        if (current?.processingStatus === 'completed') {
          update(key, { status: 'completed' });
          break;
        }
        if (current?.processingStatus === 'failed') {
          update(key, {
            status: 'error',
            error: ONBOARDING_TEXT.processingFailed,
            detail: current.failureReason,
          });
          break;
        }
      }
      void queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
    },
    [api, queryClient, storeDocuments, update],
  );

  const upload = useCallback((files: readonly File[]) => Promise.all(files.map(uploadOne)), [uploadOne]);
  const remove = useCallback((key: string) => setRows((all) => all.filter((r) => r.key !== key)), []);

  // A row whose poll ended while processing follows the document in the polled status.
  const shown = rows.map((row): UploadRow => {
    if (row.status !== 'processing' || !row.documentId) return row;
    const doc = documents.find((d) => d.id === row.documentId);
    if (doc?.processingStatus === 'completed') return { ...row, status: 'completed' };
    if (doc?.processingStatus === 'failed')
      return { ...row, status: 'error', error: ONBOARDING_TEXT.processingFailed, detail: doc.failureReason };
    return row;
  });
  const busy = shown.some((r) => r.status === 'uploading' || r.status === 'processing');
  return { rows: shown, upload, remove, busy };
}
