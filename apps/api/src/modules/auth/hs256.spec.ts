import { createHmac } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { accessTokenKey, verifyHs256 } from './hs256';

const SECRET = 'x'.repeat(64);
const key = accessTokenKey(SECRET);
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const nowSeconds = NOW / 1000;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed by hand: any header, any payload, HMAC-SHA256 or another digest, any secret. */
function token(header: object, payload: object, { digest = 'sha256', secret = SECRET } = {}): string {
  const signed = `${b64(header)}.${b64(payload)}`;
  return `${signed}.${createHmac(digest, secret).update(signed).digest('base64url')}`;
}

const claims = { sub: 'u', cid: 'c', sid: 's', iat: nowSeconds - 10, exp: nowSeconds + 600 };
const HS256 = { alg: 'HS256', typ: 'JWT' };

describe('verifyHs256', () => {
  it('accepts what jsonwebtoken signs with the same key, with its claims', async () => {
    const jwt = new JwtService({ secretOrKeyProvider: () => key, signOptions: { algorithm: 'HS256' } });
    const signed = await jwt.signAsync({ sub: 'u', cid: 'c', sid: 's' }, { expiresIn: 600 });
    expect(verifyHs256(signed, key)).toMatchObject({ sub: 'u', cid: 'c', sid: 's' });
    expect(verifyHs256(token(HS256, claims), key, NOW)).toEqual(claims);
  });

  it('refuses another key, another algorithm, alg none and a changed part', () => {
    expect(verifyHs256(token(HS256, claims, { secret: 'y'.repeat(64) }), key, NOW)).toBeNull();
    expect(
      verifyHs256(token({ alg: 'HS512', typ: 'JWT' }, claims, { digest: 'sha512' }), key, NOW),
    ).toBeNull();
    expect(verifyHs256(token({ alg: 'HS384' }, claims), key, NOW)).toBeNull(); // right MAC, wrong header
    expect(verifyHs256(`${b64({ alg: 'none' })}.${b64(claims)}.`, key, NOW)).toBeNull();
    const good = token(HS256, claims);
    const [h, p, s] = good.split('.') as [string, string, string];
    expect(verifyHs256(`${h}.${b64({ ...claims, sub: 'ander' })}.${s}`, key, NOW)).toBeNull();
    expect(verifyHs256(`${h}.${p}.${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`, key, NOW)).toBeNull();
    expect(verifyHs256(`${h}.${p}.${s}=`, key, NOW)).toBeNull(); // the signature text must be exact
    expect(verifyHs256(`${h}.${p}`, key, NOW)).toBeNull();
    expect(verifyHs256(`${good}.${s}`, key, NOW)).toBeNull();
    expect(verifyHs256('abc.def.ghi', key, NOW)).toBeNull();
  });

  it('checks exp and nbf against the clock as jsonwebtoken does, and wants numbers', () => {
    expect(verifyHs256(token(HS256, { ...claims, exp: nowSeconds }), key, NOW)).toBeNull();
    expect(verifyHs256(token(HS256, { ...claims, exp: nowSeconds + 1 }), key, NOW)).not.toBeNull();
    expect(verifyHs256(token(HS256, { ...claims, exp: String(nowSeconds + 600) }), key, NOW)).toBeNull();
    expect(verifyHs256(token(HS256, { ...claims, nbf: nowSeconds + 5 }), key, NOW)).toBeNull();
    expect(verifyHs256(token(HS256, { ...claims, nbf: nowSeconds }), key, NOW)).not.toBeNull();
    expect(verifyHs256(token(HS256, { ...claims, iat: 'gisteren' }), key, NOW)).toBeNull();
  });

  it('wants a JSON object as header and payload', () => {
    const mac = (signed: string) =>
      `${signed}.${createHmac('sha256', SECRET).update(signed).digest('base64url')}`;
    expect(verifyHs256(mac(`${b64(HS256)}.${b64([1, 2])}`), key, NOW)).toBeNull();
    expect(
      verifyHs256(mac(`${b64(HS256)}.${Buffer.from('geen json').toString('base64url')}`), key, NOW),
    ).toBeNull();
    expect(verifyHs256(mac(`${Buffer.from('{').toString('base64url')}.${b64(claims)}`), key, NOW)).toBeNull();
  });
});
