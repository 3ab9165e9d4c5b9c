import type { ChatMessageView } from '@coverline/contracts';
import { ChatConnection, lastSeq, mergeMessages } from './chat-connection';
import { statusFromMessages } from './chat-status';

const message = (seq: number, event: ChatMessageView['event'] = null): ChatMessageView => ({
  requestId: 'r1',
  seq,
  senderType: event ? 'system' : 'user',
  event,
  senderName: null,
  body: `m${seq}`,
  sources: [],
  createdAt: '2026-01-01T00:00:00Z',
});

/** A WebSocket stand-in that records what is sent and lets the test play the server. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  OPEN = 1;
  sent: unknown[] = [];
  onopen?: () => void;
  onmessage?: (e: { data: string }) => void;
  onclose?: () => void;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('chat connection', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps each message once, in number order', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(lastSeq(merged)).toBe(3);
    expect(lastSeq([])).toBe(0);
  });

  it('reads where a request stands from its events', () => {
    expect(statusFromMessages([message(1, 'request.create')])).toBe('assistant');
    expect(statusFromMessages([message(1, 'request.handoff.requested')])).toBe('waiting');
    expect(
      statusFromMessages([
        message(1, 'request.handoff.requested'),
        message(2, 'request.handoff.failure'),
      ]),
    ).toBe('unanswered');
    expect(statusFromMessages([message(1, 'request.agent.join')])).toBe('with_staff');
    expect(statusFromMessages([message(1, 'request.close')])).toBe('closed');
  });

  it('signs in, then after a drop reconnects with backoff and asks for what came after its last message', () => {
    let held = 0;
    const frames: unknown[] = [];
    const c = new ChatConnection(
      () => 'token-1',
      { onFrame: (f) => frames.push(f) },
      'ws://test/api/chat/socket',
    );
    c.follow('r1', 'key-1', () => held);
    const first = FakeSocket.all[0];
    first.open();
    expect(first.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    first.receive({ type: 'ready', principal: 'visitor' });
    expect(first.sent.slice(1)).toContainEqual({
      type: 'resume',
      requestId: 'r1',
      key: 'key-1',
      after: 0,
    });
    held = 7;
    first.close();
    expect(c.connectionState).toBe('connecting');
    c.send({ type: 'message', requestId: 'r1', key: 'key-1', text: 'while away' });
    vi.advanceTimersByTime(1000);
    const second = FakeSocket.all[1];
    expect(second).toBeDefined();
    second.open();
    second.receive({ type: 'ready', principal: 'visitor' });
    expect(second.sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'resume', requestId: 'r1', key: 'key-1', after: 7 },
      { type: 'message', requestId: 'r1', key: 'key-1', text: 'while away' },
    ]);
    expect(c.connectionState).toBe('open');
    c.stop();
  });

  it('catches up again when the server says messages may have been missed', () => {
    const c = new ChatConnection(() => null, {}, 'ws://test/api/chat/socket');
    c.follow('r1', 'k', () => 4);
    const s = FakeSocket.all[0];
    s.open();
    s.receive({ type: 'ready', principal: 'visitor' });
    s.sent = [];
    s.receive({ type: 'resync' });
    expect(s.sent).toEqual([{ type: 'resume', requestId: 'r1', key: 'k', after: 4 }]);
    c.stop();
  });
});
