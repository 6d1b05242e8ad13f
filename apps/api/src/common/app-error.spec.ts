import { AppError, defineErrors } from './app-error';
import { mapError } from './error-body';

describe('defineErrors', () => {
  const fail = defineErrors({
    busy: [503, 'SERVICE_UNAVAILABLE', 'Even geduld'],
    unreadable: [422, 'VALIDATION_FAILED', 'Bestand is leeg', 'document'],
  });

  it('builds the AppError of a reason from its table row', () => {
    const error = fail('busy');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Even geduld' });
    expect(error.fields).toBeUndefined();
    expect(mapError(error)).toMatchObject({
      status: 503,
      body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Even geduld', retryable: true } },
    });
  });

  it('reports a field reason on its field, with a detail message replacing the default', () => {
    expect(fail('unreadable').fields).toEqual({ document: ['Bestand is leeg'] });
    const detailed = fail('unreadable', 'Het PDF-bestand is beschadigd');
    expect(detailed.message).toBe('Het PDF-bestand is beschadigd');
    expect(detailed.fields).toEqual({ document: ['Het PDF-bestand is beschadigd'] });
  });

  it('exposes the table so docs and tests can list every reason', () => {
    expect(Object.keys(fail.reasons)).toEqual(['busy', 'unreadable']);
  });
});
