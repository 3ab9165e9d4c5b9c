import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Role } from '@coverline/contracts';
import { setHttpClient } from '@coverline/contracts/http';
import chatTexts from '../../../../public/locales/en/chat.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInAs } from '../../../test/tokens';
import { updateAskerChat } from './asker-chat-store';
import ChatPanel, { isStaffPage } from './ChatPanel';
import { CHAT_NS } from './namespace';

/** A WebSocket stand-in that records what the chat sends and lets the test play the server. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen?: () => void;
  onmessage?: (e: { data: string }) => void;
  onclose?: () => void;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
}

const me = (emailVerified: boolean) => ({
  id: 'user-1',
  email: 'casey@example.com',
  firstName: 'Casey',
  lastName: 'Client',
  phone: null,
  role: Role.Client,
  active: true,
  emailVerified,
});

async function openChat(signedIn: { emailVerified: boolean } | null) {
  setAppNavigation(fakeNavigation('/'));
  const http = createHttpClient();
  setHttpClient(http);
  fakeApi(http, () => ({ status: 200, data: me(signedIn?.emailVerified ?? false) }));
  if (signedIn) signInAs({ role: Role.Client });
  updateAskerChat({ open: true, requestId: '11111111-1111-4111-8111-111111111111', key: 'k1' });
  await renderPage(<ChatPanel />);
  const socket = await waitFor(() => {
    expect(FakeSocket.all.length).toBeGreaterThan(0);
    return FakeSocket.all[FakeSocket.all.length - 1];
  });
  act(() => {
    socket.readyState = 1;
    socket.onopen?.();
    socket.onmessage?.({ data: JSON.stringify({ type: 'ready' }) });
  });
  fireEvent.click(await screen.findByRole('button', { name: 'End chat' }));
  return socket;
}

const closeFrame = (socket: FakeSocket) => socket.sent.find((f) => f.type === 'close');

describe('ending a chat', () => {
  beforeAll(() => i18n.addTexts(CHAT_NS, chatTexts));
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    clearAllCookies();
  });
  afterEach(() => {
    updateAskerChat({ open: false, requestId: null, key: null, seenSeq: 0 });
    vi.unstubAllGlobals();
  });

  it('offers a signed-in user with a confirmed email the transcript at that email, and sends it there', async () => {
    const socket = await openChat({ emailVerified: true });
    const offer = await screen.findByRole('checkbox', {
      name: 'Email the transcript to casey@example.com',
    });
    expect(offer).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /transcript/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End the chat' }));
    expect(closeFrame(socket)).toMatchObject({ transcriptEmail: 'casey@example.com' });
  });

  it('lets that user end without a transcript', async () => {
    const socket = await openChat({ emailVerified: true });
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Email the transcript to casey@example.com' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'End the chat' }));
    expect(closeFrame(socket)).toMatchObject({ transcriptEmail: null });
  });

  it.each([
    ['a visitor', null],
    ['an account whose email is not confirmed', { emailVerified: false }],
  ])('asks %s for no address, says why, and still ends the chat', async (_who, signedIn) => {
    const socket = await openChat(signedIn);
    expect(
      await screen.findByText(/only to the confirmed email of a signed-in account/),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /transcript/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'End the chat' }));
    expect(closeFrame(socket)).toMatchObject({ transcriptEmail: null });
  });
});

describe('the launcher', () => {
  beforeAll(() => i18n.addTexts(CHAT_NS, chatTexts));
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    clearAllCookies();
    window.localStorage.clear();
  });
  afterEach(() => {
    updateAskerChat({ open: false, requestId: null, key: null, seenSeq: 0 });
    vi.unstubAllGlobals();
  });

  it.each([
    ['a visitor', null],
    ['a client', Role.Client],
  ])('is offered to %s', async (_who, role) => {
    setAppNavigation(fakeNavigation('/'));
    if (role) signInAs({ role });
    await renderPage(<ChatPanel />);
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeVisible();
  });

  it.each([Role.Admin, Role.Agent])(
    'is not shown to staff (%s), who answer chats in the support inbox',
    async (role) => {
      setAppNavigation(fakeNavigation('/'));
      signInAs({ role });
      // Even a chat left open before signing in stays closed and unconnected.
      updateAskerChat({ open: true });
      const { container } = await renderPage(<ChatPanel />);
      expect(screen.queryByRole('button', { name: /chat/i })).toBeNull();
      expect(container.querySelector('.chat-dock')).toBeNull();
      expect(FakeSocket.all).toHaveLength(0);
    },
  );

  it('is not shown on staff pages', () => {
    expect(isStaffPage('/dashboard', undefined)).toBe(true);
    expect(isStaffPage('/dashboard/applications/all', undefined)).toBe(true);
    expect(isStaffPage('/quotation', Role.Agent)).toBe(true);
    expect(isStaffPage('/', undefined)).toBe(false);
    expect(isStaffPage('/client/policies', Role.Client)).toBe(false);
    expect(isStaffPage('/dashboards-guide', undefined)).toBe(false);
  });
});
