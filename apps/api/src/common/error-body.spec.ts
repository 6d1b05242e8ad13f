import { ForbiddenException, HttpException } from '@nestjs/common';
import { SERVER_MESSAGES } from '@offerteflow/contracts';
import { mapError } from './error-body';

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
});
