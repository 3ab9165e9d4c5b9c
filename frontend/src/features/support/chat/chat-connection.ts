/**
 * The chat socket: signs in with the page's token, reconnects with growing waits after a drop,
 * and on every (re)connection asks for each followed request's messages after the last number
 * it holds, so nothing said while it was away is lost. Messages are kept by number: a message
 * delivered twice (catch-up and live) is kept once.
 */
import type { ChatClientFrame, ChatMessageView, ChatServerFrame } from '@coverline/contracts';

export type ConnectionState = 'connecting' | 'open' | 'closed';

export interface ChatConnectionEvents {
  onFrame?(frame: ChatServerFrame): void;
  onState?(state: ConnectionState): void;
}

const MIN_WAIT_MS = 500;
const MAX_WAIT_MS = 10_000;

export function chatSocketUrl(location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/chat/socket`;
}

/** Messages of one request by number, newest last. */
export function mergeMessages(
  current: readonly ChatMessageView[],
  incoming: readonly ChatMessageView[],
): ChatMessageView[] {
  const bySeq = new Map(current.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function lastSeq(messages: readonly ChatMessageView[]): number {
  return messages.length ? messages[messages.length - 1].seq : 0;
}

interface Follow {
  requestId: string;
  key: string | null;
  /** Staff who joined follow by joining again (answered at once when already joined). */
  staff: boolean;
  after: () => number;
}

export class ChatConnection {
  private socket?: WebSocket;
  private wait = MIN_WAIT_MS;
  private timer?: ReturnType<typeof setTimeout>;
  private stopped = false;
  private readonly follows = new Map<string, Follow>();
  private watching = false;
  /** Frames sent while the socket was down go out once it is back and signed in. */
  private pending: ChatClientFrame[] = [];
  private state: ConnectionState = 'connecting';

  constructor(
    private readonly token: () => string | null,
    private readonly events: ChatConnectionEvents,
    private readonly url: string = chatSocketUrl(),
  ) {
    this.connect();
  }

  get connectionState(): ConnectionState {
    return this.state;
  }

  send(frame: ChatClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN && this.state === 'open') {
      this.socket.send(JSON.stringify(frame));
    } else {
      this.pending.push(frame);
    }
  }

  /** Follows a request: now, and again after every reconnection from the last number held. */
  follow(requestId: string, key: string | null, after: () => number, staff = false): void {
    this.follows.set(requestId, { requestId, key, after, staff });
    this.send(this.followFrame(this.follows.get(requestId)!));
  }

  unfollow(requestId: string): void {
    this.follows.delete(requestId);
  }

  watchRequests(): void {
    this.watching = true;
    this.send({ type: 'staff.watch' });
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close();
  }

  private followFrame(f: Follow): ChatClientFrame {
    return f.staff
      ? { type: 'staff.join', requestId: f.requestId, after: f.after() }
      : { type: 'resume', requestId: f.requestId, key: f.key, after: f.after() };
  }

  private setState(state: ConnectionState): void {
    this.state = state;
    this.events.onState?.(state);
  }

  private connect(): void {
    if (this.stopped) return;
    this.setState('connecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token: this.token() }));
    };
    socket.onmessage = (event: MessageEvent<string>) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(event.data) as ChatServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'ready') this.ready(socket);
      if (frame.type === 'resync') this.resume(socket);
      this.events.onFrame?.(frame);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.stopped) {
        this.setState('closed');
        return;
      }
      this.setState('connecting');
      // Growing waits with jitter, so many pages do not all come back at the same instant.
      const wait = this.wait + Math.random() * this.wait;
      this.wait = Math.min(this.wait * 2, MAX_WAIT_MS);
      this.timer = setTimeout(() => this.connect(), wait);
    };
  }

  private ready(socket: WebSocket): void {
    this.wait = MIN_WAIT_MS;
    this.setState('open');
    this.resume(socket);
    const pending = this.pending;
    this.pending = [];
    for (const frame of pending) socket.send(JSON.stringify(frame));
  }

  private resume(socket: WebSocket): void {
    if (this.watching) socket.send(JSON.stringify({ type: 'staff.watch' }));
    for (const f of this.follows.values()) socket.send(JSON.stringify(this.followFrame(f)));
  }
}
