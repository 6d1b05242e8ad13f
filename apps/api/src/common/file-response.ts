/** Binary answers (PDF, CSV): one place that sets the content type, disposition and length. */
import { StreamableFile } from '@nestjs/common';

/** The bytes as a file answer; Content-Length comes from the bytes themselves. */
export function fileResponse(content: Buffer, type: string, disposition: string): StreamableFile {
  return new StreamableFile(content, { type, disposition, length: content.length });
}

/** A PDF answer, shown inline or downloaded as the disposition says. */
export const pdfResponse = (content: Buffer, disposition: string): StreamableFile =>
  fileResponse(content, 'application/pdf', disposition);

/** `attachment; filename="…"`: the browser downloads the file under that (ASCII-safe) name. */
export const attachment = (fileName: string): string => `attachment; filename="${fileName}"`;
