/** Failures of a remote AI provider, mapped to HTTP answers by the feature that called it. */

/** The provider did not answer within its time-out. */
export class AiTimeoutError extends Error {
  override name = 'AiTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`AI provider did not answer within ${timeoutMs} ms`);
  }
}

/** The provider could not be reached or refused the request (network, 4xx/5xx, bad key). */
export class AiUnavailableError extends Error {
  override name = 'AiUnavailableError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
