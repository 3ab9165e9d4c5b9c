import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signInToken, useSession } from '../support/api';
import { repOfNewCompany } from '../support/partners';

/** A partner's receiver on this machine: keeps what arrives, answers 200. */
async function startReceiver() {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/coverline`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('an admin subscribes a payroll company to referral events and sees the delivery in the log', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    const { repToken, suffix } = await repOfNewCompany(request, 'Hooked Payroll', 'HK');
    const referral = await request.post('/api/payroll-partners/referraltrak/new-biz/wc', {
      headers: { Authorization: `Bearer ${repToken}` },
      data: {
        businessName: 'Hooked Bakery LLC',
        firstName: 'Dana',
        lastName: 'Baker',
        email: `hooked-${suffix.toLowerCase()}@example.com`,
      },
    });
    expect(referral.status(), await referral.text()).toBe(201);
    const referralId = ((await referral.json()) as { id: string }).id;

    const { access_token } = await signInToken(page.request, ADMIN.email, ADMIN.password);
    await useSession(page.context(), access_token);
    await page.goto('/dashboard/settings/webhooks');
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();

    await page.getByLabel('Partner type').selectOption('payroll_company');
    await page
      .getByLabel('Partner', { exact: true })
      .selectOption({ label: `Hooked Payroll ${suffix}` });
    await page.getByLabel('Receiver address').fill(receiver.url);
    await page.getByRole('checkbox', { name: 'Referral status changed' }).check();
    await page.getByRole('button', { name: 'Create subscription' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByRole('cell', { name: receiver.url, exact: true })).toBeVisible();

    // Something happens to the company's referral: an admin closes it.
    const closed = await request.post(
      `/api/payroll-partners/referraltrak/admin/${referralId}/status`,
      {
        headers: { Authorization: `Bearer ${access_token}` },
        data: { status: 'Could not reach client' },
      },
    );
    expect(closed.status(), await closed.text()).toBe(200);

    await page.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click();
    const log = page.getByRole('region', { name: `Deliveries to ${receiver.url}` });
    await expect(log.getByRole('cell', { name: 'Delivered' })).toBeVisible({ timeout: 15_000 });
    await expect(log.getByRole('cell', { name: /Referral status changed/ })).toBeVisible();
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.screenshot({ path: 'artifacts/webhooks-delivery-log.png', fullPage: true });

    // The receiver got it, signed with the secret the page showed once.
    const arrival = receiver.received.find((r) => r.body.includes(referralId));
    expect(arrival).toBeDefined();
    const timestamp = String(arrival!.headers['coverline-webhook-timestamp']);
    const expected = createHmac('sha256', secret)
      .update(`${timestamp}.${arrival!.body}`)
      .digest('hex');
    expect(String(arrival!.headers['coverline-webhook-signature'])).toContain(`v1=${expected}`);
  } finally {
    await receiver.stop();
  }
});
