import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { AuthGuard } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { ErrorCode, SessionCookie } from '@coverline/contracts';
import { Public } from '../../common/auth/decorators';
import type { Caller } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { loadConfig } from '../../platform/config';
import { JwtAuthGuard } from './auth.guard';
import { JWT_STRATEGY, JwtStrategy } from './jwt.strategy';
import type { MachineClientGate } from './machine-client-gate';
import type { PrincipalResolver } from './principal-resolver';
import { SessionCookies } from './session-cookies';
import { jwtOptions, TokenVerifier, type VerifiedClaims } from './token.service';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';
const CALLER: Caller = {
  kind: 'user',
  userId: 'u-1',
  role: 'client',
  sessionId: 's-1',
  email: 'c@example.com',
  emailVerified: true,
};

class Routes {
  signedIn(): void {}
  @Public()
  open(): void {}
}

interface FakeRequest {
  method: string;
  headers: Record<string, string>;
  user?: Caller;
}

/** No machine callers in these cases: the gate is never asked. */
const machines = { admit: () => Promise.resolve() } as unknown as MachineClientGate;

describe('JwtAuthGuard', () => {
  const jwt = new JwtService(jwtOptions(SECRET));
  const userToken = (extra: object = {}) =>
    jwt.sign({ sub: 'u-1', sid: 's-1', typ: 'user', role: 'client', ...extra }, { expiresIn: 60 });
  const config = loadConfig({
    DATA_DIR: '.data/test',
    JWT_SECRET: SECRET,
    DATA_KEY: '0'.repeat(64),
  });
  let validate: jest.Mock<Promise<Caller | null>, [VerifiedClaims]>;
  let guard: JwtAuthGuard;
  let strategy: JwtStrategy;

  beforeEach(() => {
    validate = jest.fn((claims: VerifiedClaims) =>
      Promise.resolve(claims.sid === 's-1' ? CALLER : null),
    );
    strategy = new JwtStrategy(new TokenVerifier(SECRET), {
      validate,
    } as unknown as PrincipalResolver);
    guard = new JwtAuthGuard(
      new Reflector(),
      new SessionCookies(config),
      machines,
      undefined,
      strategy,
    );
  });

  const cleared: string[] = [];
  function run(req: FakeRequest, handler: keyof Routes = 'signedIn') {
    const res = {
      // The names of the cookies the reply clears (their `Set-Cookie` headers).
      header: (name: string, value: string) => {
        if (name === 'Set-Cookie') cleared.push(value.split('=')[0]);
      },
    };
    const ctx = {
      getHandler: () => Routes.prototype[handler],
      getClass: () => Routes,
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
    } as unknown as ExecutionContext;
    return guard.canActivate(ctx);
  }

  async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
    try {
      await promise;
      return undefined;
    } catch (err) {
      return err instanceof DomainException ? err.code : -1;
    }
  }

  it("is passport's guard for the passport-jwt strategy", () => {
    expect(guard).toBeInstanceOf(AuthGuard(JWT_STRATEGY));
    expect(strategy).toBeInstanceOf(Strategy);
    // The passport instance the strategy registered itself with.
    const passport = (
      strategy as unknown as { getPassportInstance(): { _strategy(name: string): unknown } }
    ).getPassportInstance();
    expect(passport._strategy(JWT_STRATEGY)).toBe(strategy);
  });

  it("checks tokens with its own app's strategy though another app registered one since", async () => {
    // A second app in the process: passport's registry now names its strategy, whose sessions
    // know nobody.
    new JwtStrategy(new TokenVerifier(SECRET), {
      validate: () => Promise.resolve(null),
    } as unknown as PrincipalResolver);
    const req: FakeRequest = { method: 'GET', headers: { authorization: `Bearer ${userToken()}` } };
    await expect(run(req)).resolves.toBe(true);
    expect(req.user).toBe(CALLER);
  });

  it('establishes the caller from a bearer token through the strategy and the resolver', async () => {
    const req: FakeRequest = { method: 'GET', headers: { authorization: `Bearer ${userToken()}` } };
    await expect(run(req)).resolves.toBe(true);
    expect(req.user).toEqual(CALLER);
    expect(validate).toHaveBeenCalledWith(expect.objectContaining({ sub: 'u-1', sid: 's-1' }));
  });

  it('refuses tokens passport-jwt does not verify, and ended sessions, with 2701', async () => {
    const forged = `${userToken().slice(0, -4)}AAAA`;
    const other = new JwtService(jwtOptions(`${SECRET}-other`)).sign(
      { sub: 'u-1', sid: 's-1', typ: 'user' },
      { expiresIn: 60 },
    );
    const expired = jwt.sign({
      sub: 'u-1',
      sid: 's-1',
      typ: 'user',
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    const noExpiry = jwt.sign({ sub: 'u-1', sid: 's-1', typ: 'user' });
    const ended = userToken({ sid: 's-2' });
    for (const token of [forged, other, expired, noExpiry, ended, 'not-a-token']) {
      const req: FakeRequest = { method: 'GET', headers: { authorization: `Bearer ${token}` } };
      expect(await refusal(run(req))).toBe(ErrorCode.SignInRequired);
    }
    expect(await refusal(run({ method: 'GET', headers: {} }))).toBe(ErrorCode.SignInRequired);
  });

  it("checks a token's signature once through passport-jwt, then its dates and session every time", async () => {
    const libraryChecks = jest.spyOn(
      Strategy as unknown as { JwtVerifier: (...args: unknown[]) => void },
      'JwtVerifier',
    );
    const token = userToken();
    const call = () => {
      const req: FakeRequest = { method: 'GET', headers: { authorization: `Bearer ${token}` } };
      return run(req).then(() => req.user);
    };
    try {
      expect(await call()).toEqual(CALLER);
      expect(await call()).toEqual(CALLER);
      expect(libraryChecks).toHaveBeenCalledTimes(1);
      expect(validate).toHaveBeenCalledTimes(2);

      // The session ends: the remembered token speaks for nobody any more.
      validate.mockResolvedValueOnce(null);
      expect(await refusal(call())).toBe(ErrorCode.SignInRequired);
      // Its hour is over: refused without asking for the session.
      jest.useFakeTimers({ now: Date.now() + 61_000 });
      validate.mockClear();
      expect(await refusal(call())).toBe(ErrorCode.SignInRequired);
      expect(validate).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      libraryChecks.mockRestore();
    }
  });

  it('lets an outage through rather than treating it as a sign-out', async () => {
    const outage = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    validate.mockRejectedValueOnce(outage);
    const req: FakeRequest = { method: 'GET', headers: { authorization: `Bearer ${userToken()}` } };
    await expect(run(req)).rejects.toBe(outage);
  });

  it('reads the session cookie, and refuses a change it carries from elsewhere with 2722', async () => {
    const cookie = `${SessionCookie.User}=${userToken()}`;
    const read: FakeRequest = { method: 'GET', headers: { cookie } };
    await expect(run(read)).resolves.toBe(true);
    expect(read.user).toEqual(CALLER);

    const foreign = { method: 'POST', headers: { cookie, origin: 'https://evil.example' } };
    expect(await refusal(run(foreign))).toBe(ErrorCode.CrossSiteRequestRefused);
    // A public route serves it, as nobody in particular.
    const open: FakeRequest = { ...foreign, headers: { ...foreign.headers } };
    await expect(run(open, 'open')).resolves.toBe(true);
    expect(open.user).toBeUndefined();

    const fromApp: FakeRequest = { method: 'POST', headers: { cookie, origin: config.publicUrl } };
    await expect(run(fromApp)).resolves.toBe(true);
    expect(fromApp.user).toEqual(CALLER);
  });

  it('clears a session cookie that speaks for nobody', async () => {
    cleared.length = 0;
    const req = { method: 'GET', headers: { cookie: `${SessionCookie.User}=stale` } };
    expect(await refusal(run(req))).toBe(ErrorCode.SignInRequired);
    expect(cleared).toEqual([SessionCookie.User]);
  });
});
