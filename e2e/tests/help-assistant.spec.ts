import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signInToken, useSession } from '../support/api';

const SHOTS = 'artifacts/help-assistant';

/** Questions a visitor asks, the article that answers each and a sentence of its answer. */
const QUESTIONS = [
  {
    q: 'How do I get a certificate of insurance?',
    title: 'Getting a certificate of insurance',
    slug: 'certificates-of-insurance',
    sentence: /To request one, sign in, open Policies, and choose "Request certificate"/,
  },
  {
    q: 'Can I pay my premium monthly?',
    title: 'Paying for your policy and instalment plans',
    slug: 'paying-and-instalments',
    sentence: /a 25% down payment now, then 9 monthly instalments of the rest/,
  },
  {
    q: 'My employee got hurt at work, what do I do?',
    title: 'Reporting an injury or a claim',
    slug: 'claims',
    sentence: /get them medical care first, then report the injury as a workers compensation claim/,
  },
];

async function openChat(page: Page): Promise<{ panel: Locator; input: Locator; log: Locator }> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Support chat' });
  return {
    panel,
    input: panel.getByLabel('Your message'),
    log: panel.getByRole('log', { name: 'Chat messages' }),
  };
}

test("a visitor's questions are answered from the right article with its link, the same answers are found at /help, and what only a person decides reaches the staff inbox", async ({
  browser,
  request,
}) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const { panel, input, log } = await openChat(visitor);

  for (const [i, question] of QUESTIONS.entries()) {
    await input.fill(question.q);
    await panel.getByRole('button', { name: 'Send' }).click();
    const answer = log.locator('.chat-message--bot').nth(i);
    // The answer quotes the article's sentence and links the article.
    await expect(answer.locator('.chat-message__body')).toContainText(question.sentence);
    await expect(answer.getByText(question.title, { exact: true })).toBeVisible();
    await expect(answer.getByRole('link', { name: 'Read the article' })).toHaveAttribute(
      'href',
      `/help/${question.slug}`,
    );
  }
  await visitor.screenshot({ path: `${SHOTS}/1-three-answers.png` });

  // The link opens the article the answer came from.
  await log
    .locator('.chat-message--bot')
    .nth(2)
    .getByRole('link', { name: 'Read the article' })
    .click();
  await expect(visitor).toHaveURL(/\/help\/claims$/);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Reporting an injury or a claim' }),
  ).toBeVisible();
  await visitor.getByRole('button', { name: /^Hide chat/ }).click();
  await expect(panel).toBeHidden();
  await visitor.screenshot({ path: `${SHOTS}/2-article.png`, fullPage: true });

  // Without chatting, the help center's search finds each answer, with the same sentence.
  for (const question of QUESTIONS) {
    await visitor.goto('/help');
    await visitor.getByRole('searchbox', { name: 'Search the help center' }).fill(question.q);
    await visitor.getByRole('button', { name: 'Search', exact: true }).click();
    const results = visitor.getByRole('region', { name: /Results for/ });
    const first = results.getByRole('listitem').first();
    await expect(first.getByRole('link').first()).toHaveText(question.title);
    await expect(first).toContainText(question.sentence);
    if (question.slug === 'claims') {
      await visitor.screenshot({ path: `${SHOTS}/3-help-search.png`, fullPage: true });
    }
  }
  await visitorContext.close();

  // A question only a person can decide is handed to one, with the question in the inbox.
  const askerContext = await browser.newContext();
  const asker = await askerContext.newPage();
  const chat = await openChat(asker);
  const handoff = `can you backdate my policy to last month? ref ${Date.now()}`;
  await chat.input.fill(handoff);
  await chat.panel.getByRole('button', { name: 'Send' }).click();
  await expect(
    chat.log.getByText(/Only a person on our team can decide that, so I am asking one to help/),
  ).toBeVisible();
  await expect(chat.panel.getByText('Waiting for a person to join…')).toBeVisible();
  await expect(chat.log.getByRole('link', { name: 'Read the article' })).toHaveCount(0);
  await asker.screenshot({ path: `${SHOTS}/4-handoff.png` });

  const adminContext = await browser.newContext();
  await useSession(
    adminContext,
    (await signInToken(request, ADMIN.email, ADMIN.password)).access_token,
  );
  const admin = await adminContext.newPage();
  await admin.goto('/dashboard/chat');
  const item = admin
    .getByRole('button', { name: /Visitor\s*Waiting for a person/ })
    .filter({ hasText: handoff });
  await expect(item).toBeVisible();
  await expect(item.getByText('Asked on /', { exact: true })).toBeVisible();
  await item.click();
  const pane = admin.getByRole('region', { name: 'Visitor' });
  await expect(pane.getByText(handoff).first()).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/5-inbox.png`, fullPage: true });
  await askerContext.close();
  await adminContext.close();
});
