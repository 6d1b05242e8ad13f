import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { configure } from '@testing-library/react';
import type {
  ExtractedData,
  OnboardingDocument,
  OnboardingSessionStatus,
  OnboardingStatus,
} from '@offerteflow/contracts';
import { storeSession } from '../../../test/render-app';
import { on, type Route } from '../../quotes/test/fixtures';

export const DOC_ID = '66666666-6666-4666-8666-666666666666';

export function doc(overrides: Partial<OnboardingDocument> = {}): OnboardingDocument {
  return {
    id: DOC_ID,
    fileName: 'Prijslijst 2026.csv',
    fileSize: 2048,
    mimeType: 'text/csv',
    documentType: 'pricelist',
    processingStatus: 'completed',
    failureReason: null,
    productCount: 2,
    termCount: 0,
    documentTypeSource: 'content',
    prices: null,
    readByOcr: false,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

export function statusBody(
  status: OnboardingSessionStatus,
  documents: OnboardingDocument[] = [],
): { data: OnboardingStatus } {
  const processed = documents.filter(
    (d) => d.processingStatus === 'completed' || d.processingStatus === 'failed',
  ).length;
  return {
    data: {
      session: {
        id: '77777777-7777-4777-8777-777777777777',
        status,
        createdAt: '2026-11-23T10:00:00.000Z',
        updatedAt: '2026-11-23T10:00:00.000Z',
        completedAt: null,
      },
      documents,
      progress: {
        currentStep: 'Documenten worden verwerkt',
        documentsProcessed: processed,
        totalDocuments: documents.length,
      },
    },
  };
}

/** GET /onboarding/status answering a session in `status` with `documents`. */
export function statusRoute(status: OnboardingSessionStatus, documents: OnboardingDocument[] = []): Route {
  return on('GET', '/onboarding/status', () => ({ status: 200, body: statusBody(status, documents) }));
}

export const extracted: ExtractedData = {
  products: [
    {
      id: '88888888-8888-4888-8888-888888888881',
      name: 'Schilderwerk binnen',
      description: 'Muren en plafonds',
      unitPrice: 24.5,
      unit: 'm2',
      vatRate: 21,
      category: 'Schilderwerk',
      version: 1,
    },
    {
      id: '88888888-8888-4888-8888-888888888882',
      name: 'Voorrijkosten',
      description: null,
      unitPrice: 35,
      unit: 'stuk',
      vatRate: 21,
      category: null,
      version: 1,
    },
  ],
  terms: [
    {
      id: '99999999-9999-4999-8999-999999999991',
      termType: 'payment_terms',
      content: 'Betaling binnen 14 dagen na factuurdatum.',
      isDefault: true,
      version: 1,
    },
  ],
};

/**
 * jsdom's FormData and File cannot be sent by Node's fetch (the request never leaves), so the upload
 * tests use Node's own classes, as a browser would use its own: Blob and File from node:buffer and
 * the FormData class of Node's fetch implementation. On Node 24 the multipart body only streams when
 * the global Blob and File are Node's too (with jsdom's, the request hangs before it is sent).
 */
export async function useNodeMultipart() {
  const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
}

export const nodeFile = (content: string, name: string, type: string) =>
  new NodeFile([content], name, { type }) as unknown as File;

/** A JSON success answer: `{data}`. */
export const ok = (data: unknown = null) => ({ status: 200, body: { data } });

/**
 * The setup of the onboarding page tests (call once at the top of a test file): a logged-in session
 * and Node's multipart classes before each test, and waits with room for uploads, polls and timers on
 * a loaded 2-core machine (more than the suite's 5 s per wait).
 */
export function setUpOnboardingPageTests() {
  configure({ asyncUtilTimeout: 20_000 });
  beforeEach(async () => {
    storeSession();
    await useNodeMultipart();
  });
  afterEach(() => vi.unstubAllGlobals());
}
