import { JwtService } from '@nestjs/jwt';
import { createHmac, KeyObject } from 'node:crypto';
import { jwtOptions, TokenVerifier } from './token.service';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const nowSeconds = NOW / 1000;

/** Signed by hand, for claims the JWT library refuses to sign. */
function handSigned(payload: object): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

describe('TokenVerifier', () => {
  const jwt = new JwtService(jwtOptions(SECRET));
  const verifier = new TokenVerifier(SECRET, () => NOW);
  const claims = { sub: 'u-1', sid: 's-1', typ: 'user', role: 'client' };
  const sign = (extra: object = {}, options: object = {}) =>
    jwt.sign({ ...claims, iat: nowSeconds, exp: nowSeconds + 60, ...extra }, options);

  it('accepts what the JWT library signs and returns its claims', () => {
    expect(verifier.verify(sign())).toMatchObject({ ...claims, exp: nowSeconds + 60 });
  });

  it('gives the JWT library the secret as a key object, so it never tries it as a PEM key', () => {
    expect(jwtOptions(SECRET).secret).toBeInstanceOf(KeyObject);
    expect(jwt.verify(jwt.sign(claims, { expiresIn: 60 }))).toMatchObject(claims);
  });

  it('checks the dates of a remembered token on every use', () => {
    let now = NOW;
    const clocked = new TokenVerifier(SECRET, () => now);
    const token = sign({ exp: nowSeconds + 60, nbf: nowSeconds + 10 });
    expect(clocked.verify(token)).toBeNull();
    now = NOW + 10_000;
    expect(clocked.verify(token)).not.toBeNull();
    now = NOW + 60_000;
    expect(clocked.verify(token)).toBeNull();
  });

  it('refuses expired, not yet valid and undated tokens', () => {
    expect(verifier.verify(sign({ exp: nowSeconds }))).toBeNull();
    expect(verifier.verify(sign({ exp: nowSeconds - 1 }))).toBeNull();
    expect(verifier.verify(sign({ nbf: nowSeconds + 5 }))).toBeNull();
    expect(verifier.verify(handSigned({ ...claims, exp: 'tomorrow' }))).toBeNull();
    const undated = jwt.sign({ ...claims }, { noTimestamp: true });
    expect(verifier.verify(undated)).toBeNull();
  });

  it('refuses other keys, other algorithms and unsigned tokens', () => {
    const foreign = new JwtService({ secret: 'another-secret-another-secret-another' });
    expect(verifier.verify(foreign.sign({ ...claims, exp: nowSeconds + 60 }))).toBeNull();
    expect(verifier.verify(sign({}, { algorithm: 'HS512' }))).toBeNull();
    const [, payload] = sign().split('.');
    const none = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    expect(verifier.verify(`${none}.${payload}.`)).toBeNull();
  });

  it('refuses tampered claims, changed or padded signatures and malformed tokens', () => {
    const token = sign();
    const [header, payload, signature] = token.split('.');
    const admin = Buffer.from(
      JSON.stringify({ ...claims, role: 'admin', exp: nowSeconds + 60 }),
    ).toString('base64url');
    expect(verifier.verify(`${header}.${admin}.${signature}`)).toBeNull();
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(verifier.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    // Base64 decoders skip characters they do not know: the signature is compared as text.
    expect(verifier.verify(`${token}=`)).toBeNull();
    expect(verifier.verify(`${token}!`)).toBeNull();
    for (const bad of ['', 'garbage', 'a.b', `${token}.x`, '..', `${header}..${signature}`]) {
      expect(verifier.verify(bad)).toBeNull();
    }
    expect(verifier.verify(handSigned([1, 2]))).toBeNull();
    expect(verifier.verify(handSigned({ ...claims, exp: nowSeconds + 60 }))).not.toBeNull();
  });
});
