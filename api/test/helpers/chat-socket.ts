import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ChatServerFrame } from '@coverline/contracts';
import type { TestApp } from './app';

/** The app listening on a free port, so sockets can reach it. */
export async function listening(t: TestApp): Promise<string> {
  const server = t.app.getHttpServer();
  if (!server.listening) await t.app.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/chat/socket`;
}

/** A chat socket that keeps every frame it receives, to wait for the ones a test expects. */
export class ChatSocket {
  readonly frames: ChatServerFrame[] = [];
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      for (const w of this.waiters) w();
    });
  }

  static async open(url: string, options?: WebSocket.ClientOptions): Promise<ChatSocket> {
    const ws = new WebSocket(url, options);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new ChatSocket(ws);
  }

  send(frame: unknown): void {
    this.ws.send(
      typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame),
    );
  }

  /** The first frame (from `from` on) that matches, waiting for it up to the timeout. */
  async next<T extends ChatServerFrame>(
    match: (f: ChatServerFrame) => f is T,
    timeoutMs = 8000,
    from = 0,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `no matching frame; received ${JSON.stringify(this.frames).slice(0, 2000)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiters = [];
    }
  }

  /** Sends a frame and waits for the frames it answers with (`ready`, `started`, an error). */
  async request<T extends ChatServerFrame>(
    frame: unknown,
    match: (f: ChatServerFrame) => f is T,
  ): Promise<T> {
    const from = this.frames.length;
    this.send(frame);
    return this.next(match, 8000, from);
  }

  /** Messages received, each once (a catch-up and a live delivery may both bring one), in order. */
  messages() {
    const seen = new Map<string, Extract<ChatServerFrame, { type: 'message' }>['message']>();
    for (const f of this.frames) {
      if (f.type === 'message') seen.set(`${f.message.requestId}:${f.message.seq}`, f.message);
    }
    return [...seen.values()].sort((x, y) => x.seq - y.seq);
  }

  close(): void {
    this.ws.close();
  }
}

export const isType =
  <K extends ChatServerFrame['type']>(type: K) =>
  (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: K }> =>
    f.type === type;

export const isMessage =
  (match: (m: Extract<ChatServerFrame, { type: 'message' }>['message']) => boolean) =>
  (f: ChatServerFrame): f is Extract<ChatServerFrame, { type: 'message' }> =>
    f.type === 'message' && match(f.message);
