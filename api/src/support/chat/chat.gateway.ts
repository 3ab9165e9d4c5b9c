import { HttpException, Inject, Logger } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, WebSocketGateway } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import {
  ChatLimits,
  ERROR_CATALOGUE,
  ErrorCode,
  Messages,
  Role,
  type ChatServerFrame,
} from '@coverline/contracts';
import {
  cookieSessionToken,
  PrincipalResolver,
  SessionCookies,
  type VerifiedClaims,
} from '../../identity/auth';
import type { PersonCaller } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { compileTrustProxy, type TrustProxy } from '../../common/http/trust-proxy';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { ChatHub, type ChatSubscriber } from './chat-hub';
import { CLIENT_FRAME, FRAME_TYPES, type ParsedFrame } from './chat-protocol';
import { ChatService, type ChatActor } from './chat.service';

export const CHAT_SOCKET_PATH = '/api/chat/socket';

interface Connection extends ChatSubscriber {
  socket: WebSocket;
  address: string;
  /** The verified token's claims; checked again before every frame, so a revoked session ends. */
  claims?: VerifiedClaims;
  /**
   * The session cookie the socket was opened with, when the app opened it: an `auth` frame
   * without a token signs in with it (the web app cannot read its own session's token).
   */
  cookieToken?: string;
  /** Frames run one after the other, in the order they came. */
  queue: Promise<void>;
}

const error = (code: ErrorCode, message?: string, ref?: string): ChatServerFrame => ({
  type: 'error',
  code,
  message: message ?? ERROR_CATALOGUE[code].message,
  ...(ref ? { ref } : {}),
});

/** The WebSocket close code for "try again later" (RFC 6455 registry). */
const TRY_AGAIN_LATER = 1013;

/**
 * The client's address as the server reads it for HTTP requests (the same `TRUST_PROXY` setting):
 * walking X-Forwarded-For back from the socket's peer while each hop is a trusted proxy.
 */
export function addressOf(req: IncomingMessage, trust: TrustProxy | undefined): string {
  const remote = req.socket.remoteAddress ?? 'unknown';
  const header = req.headers['x-forwarded-for'];
  const forwarded = typeof header === 'string' ? header.split(',').map((a) => a.trim()) : [];
  const chain = [remote, ...forwarded.reverse()].filter(Boolean);
  for (let hop = 0; hop < chain.length - 1; hop += 1) {
    if (!trust?.(chain[hop], hop)) return chain[hop].slice(0, 64);
  }
  return chain[chain.length - 1].slice(0, 64);
}

/**
 * The support chat socket (`/api/chat/socket`). JSON frames of `ChatClientFrame`; every bad frame
 * (not JSON, too large, unknown type, invalid fields) is answered with an error frame and the
 * socket stays open. Messages reach sockets only through the database (ChatHub).
 */
@WebSocketGateway({ path: CHAT_SOCKET_PATH, maxPayload: ChatLimits.socketMaxBytes })
export class ChatGateway implements OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger('ChatSocket');
  private readonly connections = new WeakMap<WebSocket, Connection>();
  /** Open sockets per client address on this instance. */
  private readonly perAddress = new Map<string, number>();
  private readonly trustProxy: TrustProxy | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ChatService) private readonly chat: ChatService,
    @Inject(ChatHub) private readonly hub: ChatHub,
    @Inject(PrincipalResolver) private readonly principals: PrincipalResolver,
    @Inject(SessionCookies) private readonly sessionCookies: SessionCookies,
  ) {
    this.trustProxy = compileTrustProxy(config.trustProxy);
  }

  /**
   * The session cookie of a socket the app opened (`?session=rep` on a payroll partner page
   * picks the rep's, `?session=guest` a visitor's on a quote, else the user's); another site's
   * page opening a socket gets none, cookie or not.
   */
  private cookieToken(req: IncomingMessage): string | undefined {
    if (!this.sessionCookies.originIsTheApp(req.headers)) return undefined;
    const query = req.url?.split('?')[1] ?? '';
    const named = new URLSearchParams(query).get('session');
    const kind = named === 'rep' || named === 'guest' ? named : 'user';
    return cookieSessionToken(req.headers, kind);
  }

  handleConnection(socket: WebSocket, req: IncomingMessage): void {
    const address = addressOf(req, this.trustProxy);
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.config.chat.socketsPerAddress) {
      // Refused before it is counted or subscribed: its close finds no connection to drop.
      socket.send(JSON.stringify(error(ErrorCode.ChatTooManySockets)));
      socket.close(TRY_AGAIN_LATER, 'Too many chat connections from this address');
      return;
    }
    this.perAddress.set(address, open + 1);
    const connection: Connection = {
      socket,
      address,
      cookieToken: this.cookieToken(req),
      queue: Promise.resolve(),
      send: (frame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      },
    };
    this.connections.set(socket, connection);
    this.hub.connect(connection);
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.queue = connection.queue
        .then(() => this.receive(connection, data, isBinary))
        .catch((err: unknown) => {
          this.logger.error(
            `chat frame failed: ${err instanceof Error ? err.message : String(err)}`,
          );
          connection.send(error(ErrorCode.Custom, Messages.generic));
        });
    });
  }

  handleDisconnect(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    this.hub.disconnect(connection);
    const left = (this.perAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(connection.address, left);
    else this.perAddress.delete(connection.address);
  }

  private async receive(c: Connection, data: RawData, isBinary: boolean): Promise<void> {
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    if (size > ChatLimits.frameMaxBytes) {
      c.send(error(ErrorCode.ChatMessageTooLong));
      return;
    }
    let raw: unknown;
    try {
      if (isBinary) throw new Error('binary');
      raw = JSON.parse(
        Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.concat(data as Buffer[]).toString('utf8'),
      );
    } catch {
      c.send(error(ErrorCode.ChatMalformedFrame));
      return;
    }
    const type = (raw as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !FRAME_TYPES.includes(type as never)) {
      c.send(
        error(
          ErrorCode.ChatUnknownEvent,
          undefined,
          typeof type === 'string' ? type.slice(0, 40) : undefined,
        ),
      );
      return;
    }
    const parsed = CLIENT_FRAME.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      c.send(
        error(
          ErrorCode.ChatMalformedFrame,
          `${issue.path.join('.') || 'frame'}: ${issue.message}`,
          type,
        ),
      );
      return;
    }
    try {
      await this.handle(c, parsed.data);
    } catch (err) {
      if (err instanceof DomainException) {
        c.send(error(err.code, err.message, type));
      } else if (err instanceof HttpException) {
        c.send(error(ErrorCode.Custom, err.message, type));
      } else {
        throw err;
      }
    }
  }

  /** The caller of this frame; a session that ended since sign-in makes the socket anonymous. */
  private async actor(c: Connection): Promise<ChatActor> {
    let caller: PersonCaller | undefined;
    if (c.claims) {
      const found = await this.principals.validate(c.claims);
      // An API client has no place in a chat: its token makes no one there.
      caller = found && found.kind !== 'machine' ? found : undefined;
      if (!caller) {
        c.claims = undefined;
        throw new DomainException(ErrorCode.ChatSignInFailed);
      }
    }
    const senderKey = !caller
      ? `ip:${c.address}`
      : caller.kind === 'user'
        ? `user:${caller.userId}`
        : caller.kind === 'rep'
          ? `rep:${caller.repId}`
          : `guest:${caller.quoteId}`;
    return { caller, senderKey };
  }

  private async replay(c: Connection, requestId: string, after: number): Promise<void> {
    this.hub.follow(c, requestId);
    for (const message of await this.chat.history(requestId, after)) {
      c.send({ type: 'message', message });
    }
  }

  private async handle(c: Connection, frame: ParsedFrame): Promise<void> {
    if (frame.type === 'ping') {
      c.send({ type: 'pong' });
      return;
    }
    if (frame.type === 'auth') {
      c.claims = undefined;
      if (frame.token) {
        const claims = this.principals.verify(frame.token);
        if (!claims || !(await this.principals.validate(claims)))
          throw new DomainException(ErrorCode.ChatSignInFailed);
        c.claims = claims;
      } else if (c.cookieToken) {
        // A cookie whose session has ended leaves the socket a visitor's, as it does a page.
        const claims = this.principals.verify(c.cookieToken);
        if (claims && (await this.principals.validate(claims))) c.claims = claims;
      }
      const { caller } = await this.actor(c);
      const principal = !caller
        ? 'visitor'
        : caller.kind === 'user'
          ? caller.role === Role.Client
            ? 'client'
            : 'staff'
          : caller.kind;
      c.send({ type: 'ready', principal });
      return;
    }
    const actor = await this.actor(c);
    switch (frame.type) {
      case 'start': {
        const started = await this.chat.start(actor, frame.text, frame.quoteId ?? null, {
          page: frame.page ?? null,
          language: frame.language ?? null,
        });
        c.send({ type: 'started', ...started });
        await this.replay(c, started.requestId, 0);
        return;
      }
      case 'resume':
        await this.chat.access(actor, frame.requestId, frame.key);
        await this.replay(c, frame.requestId, frame.after);
        return;
      case 'message':
        await this.chat.post(actor, frame.requestId, frame.key ?? null, frame.text);
        return;
      case 'handoff':
        await this.chat.requestHandoff(actor, frame.requestId, frame.key ?? null);
        return;
      case 'close':
        await this.chat.close(
          actor,
          frame.requestId,
          frame.key ?? null,
          frame.transcriptEmail ?? null,
        );
        return;
      case 'leaveEmail':
        await this.chat.leaveEmail(actor, frame.requestId, frame.key ?? null, frame.email);
        return;
      case 'staff.watch':
        this.requireStaff(actor);
        this.hub.watch(c);
        return;
      case 'staff.join':
        await this.chat.join(actor.caller, frame.requestId);
        await this.replay(c, frame.requestId, frame.after);
        return;
      case 'staff.reply':
        await this.chat.reply(actor.caller, frame.requestId, frame.text);
        return;
      case 'staff.close':
        await this.chat.staffClose(actor.caller, frame.requestId);
        return;
    }
  }

  private requireStaff(actor: ChatActor): void {
    const c = actor.caller;
    if (c?.kind !== 'user' || (c.role !== Role.Admin && c.role !== Role.Agent)) {
      throw new DomainException(ErrorCode.ChatStaffOnly);
    }
  }
}
