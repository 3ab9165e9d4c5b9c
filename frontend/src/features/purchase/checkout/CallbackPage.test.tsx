import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { setHttpClient } from '@coverline/contracts/http';
import checkoutTexts from '../../../../public/locales/en/checkout.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { CallbackPage } from './CallbackPage';
import { CHECKOUT_NS } from './namespace';

const QUOTE_ID = '11111111-1111-4111-8111-111111111111';

function api(reply: FakeReply) {
  setAppNavigation(fakeNavigation('/ascend/callback'));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, () => reply);
}

const outcome = (overrides: Record<string, unknown>): FakeReply => ({
  status: 201,
  data: {
    quoteId: QUOTE_ID,
    status: 'Awaiting signatures',
    outcome: 'paid',
    paidAmountCents: 1_000_000,
    recorded: true,
    message: 'Payment received.',
    ...overrides,
  },
});

const page = (
  <StrictMode>
    <CallbackPage result="eyJjaGVja291dCI6MX0" signature="c2lnbmVk" />
  </StrictMode>
);

beforeAll(() => {
  i18n.addTexts(CHECKOUT_NS, checkoutTexts);
});

describe('the payment return page', () => {
  it('posts the result once and shows what happens next', async () => {
    const { requests } = api(outcome({}));
    await renderPage(page);
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your payment was received' }),
    ).toBeVisible();
    expect(screen.getByText('We received your payment of $10,000.00.')).toBeVisible();
    expect(screen.getByText(/receives an email with a link to sign/)).toBeVisible();
    expect(screen.getByText('Awaiting signatures')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your quote' })).toHaveAttribute(
      'href',
      `/quotation?quoteId=${QUOTE_ID}`,
    );
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('/api/quote/checkout/ascend/callback');
    expect(JSON.parse(requests[0].data as string)).toEqual({
      result: 'eyJjaGVja291dCI6MX0',
      signature: 'c2lnbmVk',
    });
  });

  it('shows the same success for a replayed result, saying nothing changed', async () => {
    api(outcome({ recorded: false }));
    await renderPage(page);
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your payment was received' }),
    ).toBeVisible();
    expect(screen.getByText('This payment was already recorded; nothing changed.')).toBeVisible();
  });

  it('returns a declined payment to the cart', async () => {
    api(outcome({ outcome: 'declined', paidAmountCents: null, status: 'Ready to bind' }));
    const { router } = await renderPage(page);
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotation'));
    expect(router.state.location.search).toEqual({
      quoteId: QUOTE_ID,
      cart: true,
      declined: true,
    });
  });

  it('says a forged result could not be verified and offers a way back', async () => {
    api({
      status: 400,
      data: {
        statusCode: 400,
        code: 1601,
        message: 'The payment result could not be verified. Nothing was recorded.',
      },
    });
    await renderPage(page);
    expect(
      await screen.findByRole('heading', { name: 'This payment result could not be verified' }),
    ).toBeVisible();
    expect(
      screen.getByText('The payment result could not be verified. Nothing was recorded.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to quotation' })).toBeVisible();
  });

  it('sends nothing when the address lacks the result', async () => {
    const { requests } = api(outcome({}));
    await renderPage(<CallbackPage signature="c2lnbmVk" />);
    expect(
      await screen.findByText('The address of this page is incomplete. Nothing was recorded.'),
    ).toBeVisible();
    expect(requests).toEqual([]);
  });
});
