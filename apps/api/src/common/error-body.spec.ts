import { ForbiddenException, HttpException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@offerteflow/contracts';
import { tooManyRequests } from './app-error';
import { DEFAULT_RETRY_AFTER_SECONDS, mapError } from './error-body';

describe('mapError', () => {
  it('hides unexpected errors behind the Dutch 500 message', () => {
    const m = mapError(new Error('relation "secret_table" does not exist'));
    expect(m).toEqual({
      status: 500,
      unexpected: true,
      body: { error: { code: 'INTERNAL_ERROR', message: 'Server fout, probeer later opnieuw' } },
    });
    expect(JSON.stringify(m.body)).not.toContain('secret_table');
  });

  it('maps framework exceptions to the catalogue', () => {
    expect(mapError(new ForbiddenException('internal detail')).body).toEqual({
      error: { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden },
    });
    expect(mapError(new HttpException('x', 503))).toMatchObject({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE' } },
    });
    expect(mapError({ type: 'entity.too.large', status: 413 }).status).toBe(413);
  });

  it('answers 503 with retryable for database and Redis outages, never 401 or 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('QueryFailedError'), {
      driverError: { code: '57P01', message: 'terminating connection due to administrator command' },
    });
    const released = Object.assign(new Error('Query runner already released'), {
      name: 'QueryRunnerAlreadyReleasedError',
    });
    for (const err of [refused, shutdown, released, new Error('Connection terminated unexpectedly')]) {
      expect(mapError(err)).toMatchObject({
        status: 503,
        body: {
          error: { code: 'SERVICE_UNAVAILABLE', message: SERVER_MESSAGES.unavailable, retryable: true },
        },
      });
    }
    // A constraint violation is a bug or a user error, not an outage.
    expect(mapError(Object.assign(new Error('duplicate key'), { code: '23505' })).status).toBe(500);
  });

  it('sends Retry-After with every 429: the wait of the limit, else the default', () => {
    expect(mapError(tooManyRequests().withHeaders({ 'Retry-After': '42' })).headers).toEqual({
      'Retry-After': '42',
    });
    expect(mapError(tooManyRequests()).headers).toEqual({
      'Retry-After': String(DEFAULT_RETRY_AFTER_SECONDS),
    });
    expect(mapError(new HttpException('x', 429)).headers).toEqual({
      'Retry-After': String(DEFAULT_RETRY_AFTER_SECONDS),
    });
    expect(mapError(new ForbiddenException()).headers).toBeUndefined();
  });
});
