import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * At most `limit` requests run their handlers at once; the others wait for a place in the order
 * they arrived (docs/operations.md, Request admission).
 *
 * Without it, every request in the process runs at once and each of its steps (a query, the
 * next middleware) waits behind the steps of all the others: under load a request that takes
 * ten steps (a quote's answers) waits ten times as long as one that takes one (reading a quote),
 * and the slowest kind of request sets the tail. With a bounded number running, a request waits
 * once, for its turn, about as long as any other, and then runs with few others beside it.
 */
export class Admission {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {}

  /**
   * Runs `go` now when a place is free, or when one is, after every request that came before.
   * Answers how to give up the wait (a client that hung up) while `go` has not run yet.
   */
  enter(go: () => void): () => void {
    if (this.active < this.limit) {
      this.active++;
      go();
      return () => undefined;
    }
    this.waiting.push(go);
    return () => {
      const at = this.waiting.indexOf(go);
      if (at >= 0) this.waiting.splice(at, 1);
    };
  }

  /** A request that entered is done: its place goes to the longest waiting one. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  /** Requests running their handlers, and waiting to. */
  state(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}

const ADMITTED = Symbol('admitted');

interface Tracked {
  [ADMITTED]?: boolean;
}

const admitted = (request: Tracked) => request[ADMITTED] === true;

/**
 * Puts the server's routes behind `admission`. A request waits after its body is read (a slow
 * upload holds no place) and before its route's guards and handler run; it gives its place back
 * once its answer is ready to send, whatever the answer (an error included). A client that hangs
 * up while waiting leaves the queue; one whose request is already running keeps its place until
 * the handler has answered. Requests `exempt` answers true for never wait.
 */
export function admitRequests(
  server: FastifyInstance,
  admission: Admission,
  exempt: (request: FastifyRequest) => boolean,
): void {
  server.addHook('preHandler', (request, reply, done) => {
    const tracked = request as Tracked;
    // A request handed to the not-found handler (`callNotFound`) runs its hooks again: it
    // already holds its place.
    if (exempt(request) || admitted(tracked)) return done();
    const giveUp = admission.enter(() => {
      tracked[ADMITTED] = true;
      done();
    });
    // Waiting: a connection closed before the answer leaves the queue (the request's own
    // 'close' has come and gone with its body, so the answer's is the one to watch).
    if (!admitted(tracked)) reply.raw.once('close', giveUp);
  });
  const leave = (request: Tracked) => {
    if (!admitted(request)) return;
    request[ADMITTED] = false;
    admission.leave();
  };
  server.addHook('onSend', (request, _reply, payload, done) => {
    leave(request as Tracked);
    done(null, payload);
  });
  // Every answer goes through onSend; this is the backstop should one not.
  server.addHook('onResponse', (request, _reply, done) => {
    leave(request as Tracked);
    done();
  });
}
