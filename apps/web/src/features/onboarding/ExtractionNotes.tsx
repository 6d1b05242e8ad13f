import type { DocumentPrices, OnboardingDocument } from '@offerteflow/contracts';
import { OCR_NOTE } from './DocumentList';

/** How a document's prices were read, in Dutch, for the verification step. */
export function pricesNote(prices: DocumentPrices): string {
  if (prices.converted)
    return `Prijzen waren incl. ${prices.vatRate ?? 21}% btw en zijn omgerekend naar excl. btw`;
  if (prices.column) return `Prijzen uit kolom "${prices.column}"`;
  return 'Prijzen uit de tekst van het document';
}

/**
 * Per processed document that fed the catalogue: where its prices came from, whether it was read by
 * OCR and how many lines need checking. Sample quotes and other documents add nothing and are skipped.
 */
export function ExtractionNotes({ documents }: { documents: readonly OnboardingDocument[] }) {
  const shown = documents.filter(
    (d) => d.processingStatus === 'completed' && (d.prices !== null || d.readByOcr),
  );
  if (!shown.length) return null;
  return (
    <ul
      aria-label="Herkomst van de gegevens"
      className="space-y-1 rounded-lg bg-slate-50 p-3 text-xs text-slate-700"
    >
      {shown.map((d) => (
        <li key={d.id} data-testid="extraction-note">
          <span className="font-medium text-slate-900">{d.fileName}</span>
          {d.prices && ` · ${pricesNote(d.prices)}`}
          {d.readByOcr && ` · ${OCR_NOTE}`}
          {d.prices && d.prices.reviewCount > 0 && ` · ${d.prices.reviewCount} regels controleren`}
        </li>
      ))}
    </ul>
  );
}

/** The marks of one extracted product row: 'Controleren' (low OCR confidence) and 'OCR'. */
export function ProductMarks({ needsReview, ocr }: { needsReview: boolean; ocr: boolean }) {
  if (!needsReview && !ocr) return null;
  return (
    <div className="mb-2 flex gap-2 text-xs">
      {needsReview && (
        <span
          data-testid="mark-review"
          className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900"
        >
          Controleren
        </span>
      )}
      {ocr && (
        <span
          data-testid="mark-ocr"
          className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700"
          title={OCR_NOTE}
        >
          OCR
        </span>
      )}
    </div>
  );
}
