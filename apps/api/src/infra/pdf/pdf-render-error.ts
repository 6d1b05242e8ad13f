/**
 * `timeout`: the render went over its budget (not worth repeating); `busy`: no slot within the wait
 * or the queue is full (repeat later); `noBrowser`: Chromium is not installed or does not start;
 * `unavailable`: the renderer is closed.
 */
export type PdfErrorKind = 'timeout' | 'busy' | 'unavailable' | 'noBrowser' | 'failed';

export class PdfRenderError extends Error {
  constructor(
    readonly kind: PdfErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PdfRenderError';
  }
}
