/**
 * The If-Match header of an edit of a versioned resource (docs/api.md "Concurrency"). Kept apart from
 * versioning.ts, whose conflict schemas need zod: the request layer, in the entry chunk, needs only this.
 */
export const ifMatch = (version: number): Record<string, string> => ({ 'If-Match': `"${version}"` });
