import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiClientLimits, ErrorCode, scopesOutOfReach } from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { type Page, pageWindow } from '../../common/http/pagination';
import { AuditService, type AuditAction, type AuditSnapshot } from '../../platform/audit';
import { newSecret, overlapEnd, secretDigest } from './api-client-rules';
import { ApiClientsRepository, type ApiCallRow, type ApiClientRow } from './api-clients.repository';
import type {
  ApiClientListQueryDto,
  CreateApiClientDto,
  RotateApiClientSecretDto,
  UpdateApiClientDto,
} from './dto/api-client.dto';
import type { ApiClient } from './entities/api-client.entity';
import { MachineGate } from './machine-gate';

type Actor = Pick<UserPrincipal, 'userId' | 'role'>;

/** What the audit trail keeps of a client: never a secret or its digest. */
const snapshot = (c: Pick<ApiClient, 'id' | 'name' | 'scopes' | 'ratePerMinute'>) =>
  ({
    apiClientId: c.id,
    name: c.name,
    scopes: c.scopes.join(' '),
    ratePerMinute: c.ratePerMinute,
  }) satisfies AuditSnapshot;

/**
 * Admins' side of API clients: create one (its secret shown once), change its name, scopes or
 * rate, rotate its secret with an overlap, revoke it. Each change is in the audit trail, and
 * reaches every instance's memory of the client as it commits (`MachineGate`).
 */
@Injectable()
export class ApiClientsService {
  constructor(
    @Inject(ApiClientsRepository) private readonly rows: ApiClientsRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(MachineGate) private readonly gate: MachineGate,
  ) {}

  async create(
    actor: Actor,
    dto: CreateApiClientDto,
  ): Promise<{ row: ApiClientRow; secret: string }> {
    const outOfReach = scopesOutOfReach(dto.partnerKind, dto.scopes);
    if (outOfReach.length) throw new DomainException(ErrorCode.ApiScopeNotForPartner);
    if (!(await this.rows.partnerExists(dto.partnerKind, dto.partnerId))) {
      throw new DomainException(ErrorCode.ApiPartnerNotFound);
    }
    const secret = newSecret();
    const id = await this.rows.transaction(async (m) => {
      const client = await this.rows.insert(m, {
        name: dto.name,
        partnerKind: dto.partnerKind,
        partnerId: dto.partnerId,
        scopes: dto.scopes,
        ratePerMinute: dto.ratePerMinute ?? ApiClientLimits.defaultRatePerMinute,
        createdBy: actor.userId,
      });
      await this.rows.addSecret(m, client.id, secretDigest(secret));
      await this.record(m, actor, 'createApiClient', null, snapshot(client));
      return client.id;
    });
    return { row: await this.read(id), secret };
  }

  async list(q: ApiClientListQueryDto): Promise<Page<ApiClientRow>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const [items, total] = await this.rows.page(q.partnerKind, skip, take);
    return { items, total, page, pageSize };
  }

  async read(id: string): Promise<ApiClientRow> {
    const row = await this.rows.row(id);
    if (!row) throw new DomainException(ErrorCode.ApiClientNotFound);
    return row;
  }

  async update(actor: Actor, id: string, dto: UpdateApiClientDto): Promise<ApiClientRow> {
    await this.change(actor, id, 'updateApiClient', async (m, client) => {
      if (dto.scopes && scopesOutOfReach(client.partnerKind, dto.scopes).length) {
        throw new DomainException(ErrorCode.ApiScopeNotForPartner);
      }
      const changes = {
        ...(dto.name !== undefined && { name: dto.name }),
        ...(dto.scopes !== undefined && { scopes: dto.scopes }),
        ...(dto.ratePerMinute !== undefined && { ratePerMinute: dto.ratePerMinute }),
      };
      await this.rows.update(m, id, changes);
      return { ...client, ...changes };
    });
    return this.read(id);
  }

  /**
   * A new secret; the ones in use keep working for `overlapHours` (the default when left out,
   * none when 0), so the partner can switch without a gap. Tokens issued with an old secret stop
   * with it.
   */
  async rotate(
    actor: Actor,
    id: string,
    dto: RotateApiClientSecretDto,
    now = new Date(),
  ): Promise<{ row: ApiClientRow; secret: string }> {
    const secret = newSecret();
    const hours = dto.overlapHours ?? ApiClientLimits.defaultOverlapHours;
    await this.change(actor, id, 'rotateApiClientSecret', async (m, client) => {
      await this.rows.endSecrets(m, id, overlapEnd(now, hours));
      await this.rows.addSecret(m, id, secretDigest(secret));
      return client;
    });
    return { row: await this.read(id), secret };
  }

  /** Ends the client and every token it holds at once, on every instance. */
  async revoke(actor: Actor, id: string, now = new Date()): Promise<ApiClientRow> {
    await this.change(actor, id, 'revokeApiClient', async (m, client) => {
      await this.rows.update(m, id, { revokedAt: now });
      await this.rows.endSecrets(m, id, now);
      return { ...client, revokedAt: now };
    });
    return this.read(id);
  }

  async calls(id: string, q: { page?: number; pageSize?: number }): Promise<Page<ApiCallRow>> {
    await this.read(id);
    const { skip, take, page, pageSize } = pageWindow(q);
    const [items, total] = await this.rows.calls(id, skip, take);
    return { items, total, page, pageSize };
  }

  /** One change to a live client, locked, with its audit record, then forgotten here at once. */
  private async change(
    actor: Actor,
    id: string,
    action: AuditAction,
    work: (m: EntityManager, client: ApiClient) => Promise<ApiClient>,
  ): Promise<void> {
    await this.rows.transaction(async (m) => {
      const client = await this.rows.locked(m, id);
      if (!client) throw new DomainException(ErrorCode.ApiClientNotFound);
      if (client.revokedAt) throw new DomainException(ErrorCode.ApiClientRevoked);
      const after = await work(m, client);
      await this.record(m, actor, action, snapshot(client), {
        ...snapshot(after),
        ...(after.revokedAt && { revokedAt: after.revokedAt.toISOString() }),
      });
    });
    this.gate.forget(id);
  }

  private record(
    m: EntityManager,
    actor: Actor,
    action: AuditAction,
    before: AuditSnapshot | null,
    after: AuditSnapshot,
  ): Promise<void> {
    return this.audit.record(m, actor, { action, before, after });
  }
}
