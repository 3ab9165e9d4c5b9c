import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newUser, registerClient, signInToken, useSession } from '../support/api';

type Session = 'visitor' | 'client' | 'admin';

interface PageCase {
  name: string;
  path: string;
  session: Session;
  /** A heading that shows the page has rendered. */
  ready: RegExp | string;
  prepare?: (page: Page) => Promise<void>;
}

const PAGES: PageCase[] = [
  { name: 'home', path: '/', session: 'visitor', ready: 'Coverage for the business you built' },
  { name: 'login', path: '/login', session: 'visitor', ready: 'Sign in' },
  { name: 'login-expired', path: '/login?type=expire', session: 'visitor', ready: 'Sign in' },
  { name: 'register', path: '/register', session: 'visitor', ready: 'Create your account' },
  {
    name: 'register-quote-uneditable',
    path: '/register?type=quoteUneditable',
    session: 'visitor',
    ready: 'Create your account',
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    session: 'visitor',
    ready: 'Reset your password',
  },
  {
    name: 'reset-password',
    path: '/reset-password?token=abc',
    session: 'visitor',
    ready: 'Choose a new password',
  },
  { name: '401', path: '/401', session: 'visitor', ready: 'You do not have access to this page' },
  { name: '404', path: '/no-such-page', session: 'visitor', ready: 'Page not found' },
  { name: 'quotation', path: '/quotation', session: 'visitor', ready: 'Get a quote' },
  {
    name: 'quotation-coverage',
    path: '/quotation?emailResume=true',
    session: 'visitor',
    ready: 'Get a quote',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please choose a coverage.')).toBeVisible();
    },
  },
  {
    name: 'quotation-business-type',
    path: '/quotation',
    session: 'visitor',
    ready: 'Get a quote',
    prepare: async (page) => {
      await page.getByLabel(/Business owner's policy/).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('combobox', { name: 'Business type' }).fill('bakery');
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  },
  { name: 'my-account', path: '/client/my-account', session: 'client', ready: 'My Account' },
  { name: 'dashboard', path: '/dashboard', session: 'admin', ready: /^Welcome, / },
  {
    // The set-up shows a QR code, the secret and the code field; nothing is turned on.
    name: 'security-enrol',
    path: '/dashboard/security',
    session: 'admin',
    ready: 'Sign-in security',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Set up two-step verification' }).click();
      await expect(
        page.getByRole('img', { name: 'QR code for your authenticator app' }),
      ).toBeVisible();
    },
  },
  {
    name: 'support-chat',
    path: '/',
    session: 'visitor',
    ready: /^Coverage for the business/,
    prepare: async (page) => {
      // The panel stays open across pages and reloads: open it only the first time.
      const launcher = page.getByRole('button', { name: /^(Chat with us|Hide chat)$/ });
      await expect(launcher).toBeVisible();
      if ((await launcher.getAttribute('aria-expanded')) !== 'true') await launcher.click();
      await expect(page.getByRole('dialog', { name: 'Support chat' })).toBeVisible();
    },
  },
  {
    name: 'support-chat-console',
    path: '/dashboard/chat',
    session: 'admin',
    ready: 'Support chat',
  },
  {
    name: 'who-we-cover',
    path: '/who-we-cover?searchTerm=landscaping&check=MI-1001&state=FL&checkLine=gl',
    session: 'visitor',
    ready: 'Who we cover',
    prepare: async (page) => {
      await expect(page.getByRole('heading', { name: 'Landscaping in Florida' })).toBeVisible();
    },
  },
  {
    name: 'appetite-guide',
    path: '/dashboard/appetite?q=landscaping&state=TX&code=MI-1001&matrixLine=gl',
    session: 'admin',
    ready: 'Appetite guide',
    prepare: async (page) => {
      await expect(
        page.getByRole('heading', { name: 'Who writes it in Texas' }).first(),
      ).toBeVisible();
      await expect(
        page.getByRole('table', { name: "Each carrier's answer in each state" }),
      ).toBeVisible();
    },
  },
];

const WIDTHS = [280, 768, 1440];

async function signIn(page: Page, session: Session) {
  const request = page.request;
  if (session === 'client') {
    const { access_token } = await registerClient(request, newUser('layout'));
    await useSession(page.context(), access_token);
  } else if (session === 'admin') {
    const { access_token } = await signInToken(request, ADMIN.email, ADMIN.password);
    await useSession(page.context(), access_token);
  }
}

async function open(page: Page, target: PageCase) {
  await page.goto(target.path);
  await expect(page.getByRole('heading', { level: 1, name: target.ready })).toBeVisible();
  await target.prepare?.(page);
}

for (const target of PAGES) {
  test(`${target.name} has no serious or critical accessibility violations`, async ({ page }) => {
    await signIn(page, target.session);
    await open(page, target);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(blocking, blocking.join('\n')).toEqual([]);
  });

  test(`${target.name} fits 280, 768 and 1440 px without horizontal scrolling`, async ({
    page,
  }) => {
    await signIn(page, target.session);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, target);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${target.path} at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `artifacts/screenshots/${target.name}-${width}.png`,
        fullPage: true,
      });
    }
  });
}
