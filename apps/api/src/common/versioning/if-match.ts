/**
 * Optimistic concurrency of editable resources (docs/api.md "Concurrency"). A resource carries a
 * version (a column per table, raised by its repository on every change); answers carry it as
 * `ETag: "<version>"`, and a PUT/PATCH that names another version in `If-Match` answers 412 with the
 * resource as it is now. The pieces: `@Versioned()` on the routes (the ETag, the OpenAPI
 * declaration), `@IfMatch()` for the handler, and `checkVersion` where the service holds the row
 * locked for its edit, so no other edit can come between the check and the write.
 */
import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import { SERVER_MESSAGES } from '@offerteflow/contracts';
import type { Request } from 'express';
import { AppError } from '../app-error';

/**
 * The entity tags of a request's If-Match, or null when it sent none (or `*`, "any version"): such an
 * edit is unconditional, as before versions existed (API clients that never read an ETag).
 */
export type IfMatch = readonly string[] | null;

/** A version as an entity tag: strong, quoted ("3"). */
export const etagOf = (version: number): string => `"${version}"`;

/**
 * The entity tags of an If-Match header. Weak tags (W/"3") never match, as RFC 9110 13.1.1 requires
 * a strong comparison; a malformed list matches nothing, so the edit answers 412 rather than
 * overwriting blindly.
 */
export function parseIfMatch(header: string | undefined): IfMatch {
  const value = header?.trim();
  if (!value || value === '*') return null;
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => /^"[^"]*"$/.test(tag));
}

/** True when the client's If-Match allows an edit of the resource at `version`. */
export const versionMatches = (ifMatch: IfMatch, version: number): boolean =>
  ifMatch === null || ifMatch.includes(etagOf(version));

/** Reads the request's If-Match (the factory of `@IfMatch()`; the OpenAPI document looks for it). */
export const readIfMatch = (_: unknown, ctx: ExecutionContext): IfMatch =>
  parseIfMatch(ctx.switchToHttp().getRequest<Request>().get('if-match'));

/** The parsed If-Match of the request (`@IfMatch() ifMatch: IfMatch`). */
export const IfMatch = createParamDecorator(readIfMatch);

/** Anything that carries its version (every editable resource as the API answers it). */
export interface VersionedState {
  version: number;
}

/**
 * Lets an edit go ahead when the client's If-Match names the row's `version`; otherwise answers 412
 * PRECONDITION_FAILED with the resource as it is now (`error.current`, from `current`) and its ETag.
 * Call it with the row locked for the edit (SELECT … FOR UPDATE in the edit's transaction).
 */
export async function checkVersion(
  version: number,
  ifMatch: IfMatch,
  current: () => VersionedState | Promise<VersionedState>,
): Promise<void> {
  if (versionMatches(ifMatch, version)) return;
  const state = await current();
  throw new AppError(HttpStatus.PRECONDITION_FAILED, 'PRECONDITION_FAILED', SERVER_MESSAGES.versionConflict)
    .withCurrent(state)
    .withHeaders({ ETag: etagOf(state.version) });
}
