/** Binary answers (PDF, CSV): one place that sets the content type, disposition and length. */
import { StreamableFile } from '@nestjs/common';

/** The bytes as a file answer; Content-Length comes from the bytes themselves. */
export function fileResponse(content: Buffer, type: string, disposition: string): StreamableFile {
  return new StreamableFile(content, { type, disposition, length: content.length });
}

/** A PDF answer, shown inline or downloaded as the disposition says. */
export const pdfResponse = (content: Buffer, disposition: string): StreamableFile =>
  fileResponse(content, 'application/pdf', disposition);

/** Percent-encoding of a `filename*` value: encodeURIComponent leaves ' ( ) * as they are. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="…"`: the browser downloads the file under that name. A name that is not plain
 * ASCII (or holds a quote or backslash) gets `_` for those characters there, and its exact form in
 * `filename*` (RFC 6266), so the header stays valid and the name survives.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = ascii === fileName ? '' : `; filename*=UTF-8''${rfc5987(fileName)}`;
  return `attachment; filename="${ascii}"${exact}`;
}

/**
 * True when an If-None-Match header names `etag` (or is `*`): the client's copy is current, answer 304.
 * Weak comparison, as RFC 9110 13.1.2 asks for If-None-Match: W/"x" names "x".
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  const value = header?.trim();
  if (!value) return false;
  return value === '*' || value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
