/**
 * The document type from the content: the read document's features (features.ts) scored by the
 * weights learned from the tuning corpus (weights.json, written by scripts/train-doctype.ts). A document
 * without any text (nothing could be read) keeps the file-name guess. A type the user chose wins over
 * this; the caller decides that.
 */
import { DOCUMENT_TYPES, type DocumentType } from '@offerteflow/contracts';
import { guessDocumentType } from '@offerteflow/domain';
import type { ReadDocument } from '../ai-provider';
import { documentLines, documentTypeFeatures, FEATURE_NAMES } from './features';
import { predict, type SoftmaxModel } from './logistic';
import trained from './weights.json';

const MODEL: SoftmaxModel = trained;

if (MODEL.features.join() !== FEATURE_NAMES.join())
  throw new Error('doctype/weights.json does not match the features: run scripts/train-doctype.ts');

export interface DocumentTypeGuess {
  type: DocumentType;
  /** Probability of that type under the model (1 for the file-name fallback). */
  probability: number;
  by: 'content' | 'fileName';
}

export function classifyDocumentType(doc: ReadDocument, model: SoftmaxModel = MODEL): DocumentTypeGuess {
  if (documentLines(doc).length === 0)
    return { type: guessDocumentType(doc.fileName), probability: 1, by: 'fileName' };
  const { label, p } = predict(model, documentTypeFeatures(doc));
  const type = (DOCUMENT_TYPES as readonly string[]).includes(label) ? (label as DocumentType) : 'other';
  return { type, probability: Math.round(p * 1000) / 1000, by: 'content' };
}
