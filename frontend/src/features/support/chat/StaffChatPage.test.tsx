import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setHttpClient } from '@coverline/contracts/http';
import type { ChatRequestDto } from '@coverline/contracts/generated/model';
import chatTexts from '../../../../public/locales/en/chat.json';
import { createHttpClient } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { setAppNavigation } from '../../../lib/navigation';
import { fakeApi, fakeNavigation } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { clearAllCookies, signInAs } from '../../../test/tokens';
import { CHAT_NS } from './namespace';
import { StaffChatPage, waitedFor } from './StaffChatPage';

/** The console's socket: it only has to exist. */
class QuietSocket {
  static OPEN = 1;
  readyState = 0;
  send() {}
  close() {}
}

const NOW = Date.now();
const minutesAgo = (n: number) => new Date(NOW - n * 60_000).toISOString();

const request = (over: Partial<ChatRequestDto>): ChatRequestDto => ({
  id: '11111111-1111-4111-8111-111111111111',
  status: 'unanswered',
  askerKind: 'visitor',
  askerName: null,
  askerEmail: null,
  askerQuoteId: null,
  contactEmail: null,
  staffName: null,
  firstQuestion: 'how do i get a COI for my landlord',
  askerPage: '/quotation',
  askerLanguage: 'en',
  lastSeq: 6,
  lastMessage: 'Nobody from our team could join within 2 minutes.',
  handoffDeadline: null,
  waitingSince: minutesAgo(12),
  createdAt: minutesAgo(14),
  updatedAt: minutesAgo(10),
  ...over,
});

function api(items: ChatRequestDto[]) {
  setAppNavigation(fakeNavigation('/dashboard/chat'));
  const http = createHttpClient();
  setHttpClient(http);
  let open = [...items];
  const faked = fakeApi(http, (config) => {
    const url = config.url ?? '';
    if (url === '/api/chat/requests') {
      const filter = (config.params as { filter?: string } | undefined)?.filter ?? 'open';
      const shown = filter === 'abandoned' ? open.filter((r) => r.status === 'unanswered') : open;
      return { status: 200, data: { items: shown, total: shown.length, page: 1, pageSize: 50 } };
    }
    if (url === '/api/chat/requests/close-abandoned') {
      const closed = open.filter((r) => r.status === 'unanswered').length;
      open = open.filter((r) => r.status !== 'unanswered');
      return { status: 200, data: { closed, remaining: 0 } };
    }
    return { status: 404, data: { statusCode: 404, message: 'Not found' } };
  });
  return faked;
}

beforeAll(() => i18n.addTexts(CHAT_NS, chatTexts));
beforeEach(() => {
  clearAllCookies();
  signInAs({ sub: 'admin-1', role: 'admin' });
  vi.stubGlobal('WebSocket', QuietSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff chat inbox', () => {
  it("shows each request's first question, page, quote and wait, not the last reply", async () => {
    api([
      request({}),
      request({
        id: '22222222-2222-4222-8222-222222222222',
        status: 'assistant',
        askerKind: 'guest',
        askerQuoteId: '4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e',
        firstQuestion: 'Can I pay my premium monthly?',
        askerPage: '/quotation',
        waitingSince: null,
        lastMessage: 'Many carriers offer monthly instalments.',
      }),
    ]);
    await renderPage(<StaffChatPage />);
    const first = await screen.findByRole('button', { name: /how do i get a COI/ });
    expect(within(first).getByText('Asked on /quotation')).toBeVisible();
    expect(within(first).getByText('Waiting 12 minutes')).toBeVisible();
    expect(screen.queryByText(/Nobody from our team could join/)).toBeNull();
    const second = screen.getByRole('button', { name: /Can I pay my premium monthly/ });
    expect(within(second).getByText('Asked on /quotation · Open quote 4b3c2d1e')).toBeVisible();
    expect(within(second).queryByText(/^Waiting/)).toBeNull();
    expect(screen.queryByText('Many carriers offer monthly instalments.')).toBeNull();
  });

  it('closes every request nobody joined in time in one action', async () => {
    const { requests } = api([
      request({}),
      request({ id: '33333333-3333-4333-8333-333333333333', firstQuestion: 'hello?' }),
    ]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderPage(<StaffChatPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Show'), 'abandoned');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Close all 2 unanswered requests' }),
    );
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/chat/requests/close-abandoned')).toBe(true),
    );
    const call = requests.find((r) => r.url === '/api/chat/requests/close-abandoned');
    expect(call?.method).toBe('post');
    expect(await screen.findByText('No requests to show.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Close all/ })).toBeNull();
  });

  it('counts waiting time in minutes, then hours, then days', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(waitedFor('2026-11-27T11:59:30Z', now)).toEqual({ unit: 'minutes', count: 0 });
    expect(waitedFor('2026-11-27T09:30:00Z', now)).toEqual({ unit: 'hours', count: 2 });
    expect(waitedFor('2026-11-20T12:00:00Z', now)).toEqual({ unit: 'days', count: 7 });
  });
});
