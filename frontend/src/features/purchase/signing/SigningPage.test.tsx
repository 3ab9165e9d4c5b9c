import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@coverline/contracts/http';
import signingTexts from '../../../../public/locales/en/signing.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { SIGNING_NS } from './namespace';
import { SigningPage } from './SigningPage';

const TOKEN = 'a'.repeat(43);
const URL = `/api/signatures/sign/${TOKEN}`;

const PACKET = {
  businessName: 'Harbor Bakery LLC',
  signerName: 'Jane Owner',
  signerTitle: 'Owner',
  documents: [
    { documentId: 'doc-130', title: 'Workers compensation application', url: null },
    {
      documentId: 'doc-proposal',
      title: 'Quote proposal',
      url: `${URL}/documents/doc-proposal`,
    },
  ],
  status: 'viewed',
  provider: 'sandbox',
  suggestedName: null,
};

const envelope = (statusCode: number, message: string | string[]): FakeReply => ({
  status: statusCode,
  data: { statusCode, message, error: 'Error' },
});

function api(reply: (method: string, url: string, body: unknown) => FakeReply) {
  setAppNavigation(fakeNavigation(`/sign/${TOKEN}`));
  const http = createHttpClient();
  setHttpClient(http);
  return fakeApi(http, (config) =>
    reply(
      config.method ?? 'get',
      config.url ?? '',
      config.data ? JSON.parse(config.data as string) : undefined,
    ),
  );
}

beforeAll(() => {
  i18n.addTexts(SIGNING_NS, signingTexts);
});

describe('the signing page', () => {
  it('shows who signs, the documents and the sandbox label, then signs', async () => {
    const { requests } = api((method) =>
      method === 'get'
        ? { status: 200, data: PACKET }
        : { status: 200, data: { signedAt: '2026-03-02T15:04:00.000Z', packetCompleted: false } },
    );
    await renderPage(<SigningPage token={TOKEN} />);

    expect(
      await screen.findByRole('heading', { name: 'Documents to sign for Harbor Bakery LLC' }),
    ).toBeVisible();
    expect(screen.getByText('Sandbox e-signature')).toBeVisible();
    expect(screen.getByText('Signing as Jane Owner, Owner')).toBeVisible();
    expect(screen.getByText('Workers compensation application')).toBeVisible();
    expect(screen.getByRole('link', { name: /Quote proposal/ })).toHaveAttribute(
      'href',
      `${URL}/documents/doc-proposal`,
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Type your full name'), 'jane owner');
    await user.click(screen.getByRole('checkbox', { name: /agree to sign them electronically/ }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you, you have signed' }),
    ).toBeVisible();
    expect(screen.getByText(/once the other owners and officers have signed/)).toBeVisible();
    const posts = requests.filter((r) => r.method === 'post');
    expect(posts.map((r) => [r.url, JSON.parse(r.data as string)])).toEqual([
      [URL, { typedName: 'jane owner', consent: true }],
    ]);
    expect(screen.getByRole('link', { name: 'Go to the Coverline home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('asks for the signer’s own name and the consent before sending anything', async () => {
    const { requests } = api(() => ({ status: 200, data: PACKET }));
    await renderPage(<SigningPage token={TOKEN} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign' }));

    expect(await screen.findByText('Type your full name to sign.')).toBeVisible();
    expect(screen.getByText('Tick the box to agree to sign electronically.')).toBeVisible();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Tick the box to agree to sign electronically.',
    );

    await user.type(screen.getByLabelText('Type your full name'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(
      await screen.findByText("The name must match the signer's name shown above."),
    ).toBeVisible();
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('offers the name of the signer’s e-signature profile, leaving the consent to them', async () => {
    api(() => ({ status: 200, data: { ...PACKET, suggestedName: 'Jane Owner' } }));
    await renderPage(<SigningPage token={TOKEN} />);
    expect(await screen.findByLabelText('Type your full name')).toHaveValue('Jane Owner');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('says when everyone has signed', async () => {
    api((method) =>
      method === 'get'
        ? { status: 200, data: PACKET }
        : { status: 200, data: { signedAt: '2026-03-02T15:04:00.000Z', packetCompleted: true } },
    );
    await renderPage(<SigningPage token={TOKEN} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Type your full name'), 'Jane Owner');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(/Everyone has signed now/)).toBeVisible();
  });

  it.each([
    [409, 'Already signed'],
    [410, 'This signature request was withdrawn'],
    [404, 'This signing link does not work'],
  ])('answers a %i for the link with its own page and a way home', async (status, title) => {
    api(() => envelope(status, 'refused'));
    await renderPage(<SigningPage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Coverline home page' })).toBeVisible();
  });

  it('moves to the withdrawn page when the packet is voided while the signer reads', async () => {
    api((method) => (method === 'get' ? { status: 200, data: PACKET } : envelope(410, 'voided')));
    await renderPage(<SigningPage token={TOKEN} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Type your full name'), 'Jane Owner');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(
      await screen.findByRole('heading', { name: 'This signature request was withdrawn' }),
    ).toBeVisible();
  });

  it('shows the API’s message when it refuses the signature itself', async () => {
    api((method) =>
      method === 'get'
        ? { status: 200, data: PACKET }
        : envelope(400, ['consent is required: agree to sign electronically.']),
    );
    await renderPage(<SigningPage token={TOKEN} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Type your full name'), 'Jane Owner');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(
      await screen.findByText('consent is required: agree to sign electronically.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeVisible();
  });
});
