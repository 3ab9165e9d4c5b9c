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

/** Puts a session token where the app keeps it, as signing in through the page would. */
export async function useSession(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Strict' }]);
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
