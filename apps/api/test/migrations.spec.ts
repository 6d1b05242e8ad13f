import { checkDrift } from '../src/database/schema-tools';
import { SERVER_URL } from './global-setup';

describe('migrations', () => {
  it('create exactly the schema the entities describe (no drift)', async () => {
    const diff = await checkDrift(SERVER_URL);
    expect(diff.up).toEqual([]);
  });
});
