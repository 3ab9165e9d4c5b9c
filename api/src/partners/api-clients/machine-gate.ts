import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MachinePrincipal } from '../../common/auth/principal';
import { PgNotifications } from '../../common/database/pg-notifications';
import { MachineClientGate, PRINCIPAL_CHANGES_CHANNEL, PrincipalCache } from '../../identity/auth';
import { liveScopes } from './api-client-rules';
import { ApiClientsRepository } from './api-clients.repository';
import { MachineCallLog } from './machine-call-log';
import { MachineRate } from './machine-rate';

/**
 * Identity's `MachineClientGate`: a machine token is good while its client is unrevoked and the
 * secret it was issued with still holds. The answer is remembered like a user's session
 * (identity/auth/principal-cache.ts): a revocation, a rotation's end or a change of scopes or
 * rate is announced by a trigger as "machine:<id>" and dropped on every instance as it commits.
 */
@Injectable()
export class MachineGate extends MachineClientGate {
  private readonly clients = new PrincipalCache<MachinePrincipal>();

  constructor(
    @Inject(ApiClientsRepository) private readonly rows: ApiClientsRepository,
    @Inject(MachineRate) private readonly rate: MachineRate,
    @Inject(MachineCallLog) private readonly log: MachineCallLog,
    @Inject(PgNotifications) private readonly notifications: PgNotifications,
  ) {
    super();
    notifications.subscribe(PRINCIPAL_CHANGES_CHANNEL, {
      message: (owner) => {
        if (!owner.startsWith('machine:')) return;
        this.clients.forgetOwner(owner);
        this.rate.forget(owner.slice('machine:'.length));
      },
      reset: () => this.clients.clear(),
    });
  }

  async live(clientId: string, secretId: string, scope: string): Promise<MachinePrincipal | null> {
    // The scope string as the token carries it: nothing is parsed on a remembered call.
    const key = `${clientId}:${secretId}:${scope}`;
    const kept = this.clients.get(key);
    if (kept) return kept;
    const mark = this.clients.mark();
    const row = await this.rows.live(clientId, secretId);
    if (!row || row.partner_code === null) return null;
    const principal: MachinePrincipal = Object.freeze({
      kind: 'machine',
      clientId,
      partnerKind: row.partner_kind,
      partnerId: row.partner_id,
      partnerCode: row.partner_code,
      scopes: Object.freeze(liveScopes(row.scopes, scope.split(' '))),
      ratePerMinute: row.rate_per_minute,
    });
    if (this.notifications.listening) {
      this.clients.set(
        key,
        `machine:${clientId}`,
        principal,
        mark,
        row.secret_expires_at ?? undefined,
      );
    }
    return principal;
  }

  admit(client: MachinePrincipal, req: FastifyRequest, res: FastifyReply): Promise<void> {
    this.log.observe(client.clientId, req, res);
    return this.rate.admit(client);
  }

  /** Drops this instance's memory of a client at once, after a change it committed itself. */
  forget(clientId: string): void {
    this.clients.forgetOwner(`machine:${clientId}`);
    this.rate.forget(clientId);
  }
}
