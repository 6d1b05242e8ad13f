// Public API of the PDF feature: the preview modal hook, the quote PDF download and saving a blob.
export { saveBlob } from './save-blob';
export { usePdfPreview } from './usePdfPreview';
export { useQuotePdf } from './useQuotePdf';
