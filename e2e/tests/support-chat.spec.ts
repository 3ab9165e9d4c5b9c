import { expect, test, type WebSocketRoute } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signInToken, useSession } from '../support/api';

const SHOTS = 'artifacts/support-chat';

test('a visitor asks the assistant, then a person; an admin answers live; a dropped socket loses nothing', async ({
  browser,
  request,
}) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // The visitor's socket goes through a route the test can cut, as a network drop would.
  let offline = false;
  const routes: WebSocketRoute[] = [];
  await visitor.routeWebSocket('**/api/chat/socket', (ws) => {
    if (offline) {
      ws.close({ code: 1006, reason: 'offline' });
      return;
    }
    routes.push(ws);
    ws.connectToServer();
  });

  await visitor.goto('/');
  const launcher = visitor.getByRole('button', { name: /^(Chat with us|Hide chat)/ });
  await launcher.click();
  const panel = visitor.getByRole('dialog', { name: 'Support chat' });
  const input = panel.getByLabel('Your message');
  await expect(input).toBeFocused();
  await input.fill('I have 2 employees in Texas. Do I need workers comp?');
  await panel.getByRole('button', { name: 'Send' }).click();
  const log = panel.getByRole('log', { name: 'Chat messages' });
  // The answer quotes the Texas article, not the general rule, and links it.
  await expect(log.getByText('Texas non-subscribers', { exact: true })).toBeVisible();
  await expect(
    log
      .getByText(/Texas is the only state where private employers may choose not to carry/)
      .first(),
  ).toBeVisible();
  await expect(log.getByRole('link', { name: 'Read the article' })).toHaveAttribute(
    'href',
    '/help/texas-workers-comp-opt-out',
  );
  await visitor.screenshot({ path: `${SHOTS}/1-assistant-answer.png` });

  // Escape closes the panel and gives focus back to the button; the chat is kept.
  await input.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  // Another page keeps the conversation and the panel's state.
  await visitor.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(visitor).toHaveURL(/\/login/);
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  await expect(log.getByText('Texas non-subscribers', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Talk to a person' }).click();
  await expect(panel.getByText('Waiting for a person to join…')).toBeVisible();

  const adminContext = await browser.newContext();
  await useSession(
    adminContext,
    (await signInToken(request, ADMIN.email, ADMIN.password)).access_token,
  );
  const admin = await adminContext.newPage();
  await admin.goto('/dashboard');
  await admin
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Support chat' })
    .click();
  await expect(admin).toHaveURL(/\/dashboard\/chat/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible();
  // The inbox shows what the visitor asked and where, not the assistant's last reply.
  const item = admin
    .getByRole('button', { name: /Visitor\s*Waiting for a person/ })
    .filter({ hasText: 'I have 2 employees in Texas. Do I need workers comp?' })
    .first();
  await expect(item).toContainText(/Waiting \d+ minutes?/);
  await expect(item.getByText('Asked on /', { exact: true })).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/2-inbox-list.png` });
  await item.click();
  const pane = admin.getByRole('region', { name: 'Visitor' });
  await expect(
    pane.getByText('I have 2 employees in Texas. Do I need workers comp?').first(),
  ).toBeVisible();
  await expect(pane.getByText('Not signed in')).toBeVisible();
  await pane.getByRole('button', { name: 'Join this chat' }).click();
  await expect(log.getByText(/joined the chat/)).toBeVisible();
  await expect(panel.getByText('You are talking with our team')).toBeVisible();

  await pane.getByLabel('Your reply').fill('Hello, I am here to help. <b>Ask away</b>.');
  await pane.getByRole('button', { name: 'Send reply' }).click();
  await expect(log.getByText('Hello, I am here to help. <b>Ask away</b>.')).toBeVisible();
  await expect(log.locator('b')).toHaveCount(0);

  await input.fill('Does it cover a customer slipping in my shop?');
  await input.press('Enter');
  await expect(pane.getByText('Does it cover a customer slipping in my shop?')).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/2-console.png`, fullPage: true });

  // The network drops; the admin keeps writing meanwhile.
  offline = true;
  for (const route of routes) await route.close({ code: 1006, reason: 'dropped' });
  await expect(panel.getByText('Reconnecting…')).toBeVisible();
  await pane.getByLabel('Your reply').fill('Yes: slips and falls of customers are covered.');
  await pane.getByRole('button', { name: 'Send reply' }).click();
  await pane.getByLabel('Your reply').fill('Legal defense costs are covered too.');
  await pane.getByRole('button', { name: 'Send reply' }).click();
  await expect(pane.getByText('Legal defense costs are covered too.')).toBeVisible();
  await expect(log.getByText('Legal defense costs are covered too.')).toHaveCount(0);
  offline = false;

  await expect(log.getByText('Yes: slips and falls of customers are covered.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(log.getByText('Legal defense costs are covered too.')).toHaveCount(1);
  await expect(panel.getByText('You are talking with our team')).toBeVisible();
  // Every message once, in order.
  const seqs = await log
    .locator('[data-seq]')
    .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-seq'))));
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  expect(new Set(seqs).size).toBe(seqs.length);
  await visitor.screenshot({ path: `${SHOTS}/3-after-reconnect.png` });

  // With the panel closed, a reply is announced on the button and waits in the panel.
  await input.press('Escape');
  await pane.getByLabel('Your reply').fill('One more thing: we also cover your advertising.');
  await pane.getByRole('button', { name: 'Send reply' }).click();
  await expect(launcher).toContainText('New message');
  await visitor.screenshot({ path: `${SHOTS}/4-new-message.png` });
  await launcher.click();
  await expect(log.getByText('One more thing: we also cover your advertising.')).toBeVisible();
  await expect(launcher).not.toContainText('New message');

  // A visitor has no confirmed address: the chat says transcripts go to signed-in accounts'
  // confirmed emails, asks for no address, and ends.
  await panel.getByRole('button', { name: 'End chat' }).click();
  await expect(panel.getByText(/only to the confirmed email of a signed-in account/)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /transcript/i })).toHaveCount(0);
  await panel.getByRole('button', { name: 'End the chat' }).click();
  await expect(panel.getByRole('status')).toHaveText('This chat is closed');
  await visitor.screenshot({ path: `${SHOTS}/5-closed.png` });

  await visitorContext.close();
  await adminContext.close();
});

test('the chat launcher covers no control of the home page, at 320 px and on a desktop, and is not on staff pages', async ({
  browser,
  request,
}) => {
  for (const width of [320, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 720 } });
    const page = await context.newPage();
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeVisible();
    const cyber = page.locator('.coverage-card').filter({ hasText: /cyber/i }).first();
    await cyber.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/launcher-${width}-cyber.png` });
    // Scrolled anywhere on the page, the launcher overlaps no link, button or card.
    const overlaps = await page.evaluate(async () => {
      const button = Array.from(document.querySelectorAll('button')).find((b) =>
        b.textContent?.includes('Chat with us'),
      )!;
      const found: string[] = [];
      const step = Math.max(100, window.innerHeight / 2);
      for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const a = button.getBoundingClientRect();
        for (const el of Array.from(document.querySelectorAll('a, button, input, select, .card'))) {
          if (el === button || button.contains(el) || el.closest('.chat-dock')) continue;
          const b = el.getBoundingClientRect();
          if (b.width === 0 || b.height === 0) continue;
          const hit = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          if (hit) found.push(`${el.tagName} ${el.textContent?.trim().slice(0, 40)} at ${y}`);
        }
      }
      return found;
    });
    expect(overlaps).toEqual([]);
    await context.close();
  }
  const staff = await browser.newContext();
  await useSession(staff, (await signInToken(request, ADMIN.email, ADMIN.password)).access_token);
  const page = await staff.newPage();
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('abandoned');
  await page.screenshot({ path: `${SHOTS}/inbox-abandoned.png` });
  await staff.close();
});
