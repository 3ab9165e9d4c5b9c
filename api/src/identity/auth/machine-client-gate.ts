import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MachinePrincipal } from '../../common/auth/principal';

/**
 * What identity asks about API clients, answered by the partners area
 * (`MachineClientGateModule` in partners/api-clients), so identity imports nothing of partners:
 * whether a machine token still speaks for a live client, and whether the client may make one
 * more call this minute (each call it admits is logged with its answer).
 */
export abstract class MachineClientGate {
  /**
   * The client a token names, or null when the client is revoked or the secret the token was
   * issued with no longer holds. `scope`: the token's, space-separated as OAuth2 writes it.
   */
  abstract live(
    clientId: string,
    secretId: string,
    scope: string,
  ): Promise<MachinePrincipal | null>;

  /**
   * Logs the call once it is answered, whatever the answer; throws 3006 when the client is past
   * its rate for the minute.
   */
  abstract admit(client: MachinePrincipal, req: FastifyRequest, res: FastifyReply): Promise<void>;
}
