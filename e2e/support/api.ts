import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { ADMIN, baseURL } from '../playwright.config';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let counter = 0;

/** A person nobody else in the run uses. */
export function newUser(prefix = 'client'): TestUser {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: `${prefix}-${stamp}@example.com`,
    password: 'first-password-1',
  };
}

interface Issued {
  access_token: string;
  expires_in: number;
}

export async function registerClient(request: APIRequestContext, user: TestUser): Promise<Issued> {
  const response = await request.post('/api/users/register', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Issued;
}

export async function signInToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Issued> {
  const response = await request.post('/api/users/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Issued;
}

/**
 * Puts a session where signing in through the page would: the token in the `HttpOnly` cookie the
 * API sets (`token`), and in the page's storage only whose session it is and when it ends (the
 * `session` entry the web app keeps; it never holds the token).
 */
export async function useSession(context: BrowserContext, token: string): Promise<void> {
  const claims = claimsOf(token);
  await keepSession(context, 'token', token, 'session', {
    sub: claims.sub,
    role: claims.role,
    exp: claims.exp,
  });
}

/** A payroll partner rep's session (a rep token, e.g. from an admin's login-as), as above. */
export async function useRepSession(context: BrowserContext, token: string): Promise<void> {
  const claims = claimsOf(token);
  await keepSession(context, 'repToken', token, 'repSession', {
    sub: claims.sub,
    exp: claims.exp,
  });
}

function claimsOf(token: string): { sub: string; role?: string; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    role?: string;
    exp: number;
  };
}

async function keepSession(
  context: BrowserContext,
  cookie: string,
  token: string,
  storageKey: string,
  hint: object,
): Promise<void> {
  await context.addCookies([
    { name: cookie, value: token, url: baseURL, sameSite: 'Strict', httpOnly: true },
  ]);
  const page = await context.newPage();
  await page.goto('/api/health');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, value),
    [storageKey, JSON.stringify(hint)],
  );
  await page.close();
}

interface MailboxMessage {
  to: string;
  template: string;
  subject: string;
  text: string;
}

/** Waits for the worker to deliver a mail to the dev mailbox (it polls the outbox every second). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  template: string,
  matching: (mail: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage> {
  const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox', {
          params: { to },
          headers: { Authorization: `Bearer ${access_token}` },
        });
        const mails = (await response.json()) as MailboxMessage[];
        found = mails.find((mail) => mail.template === template && matching(mail));
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as MailboxMessage;
}
