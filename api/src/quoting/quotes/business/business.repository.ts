/**
 * Loads and stores a quote's business: its row, its locations, owners and claims in the order
 * they were listed, and the lists of businesses callers search.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, type DeepPartial, type FindOptionsWhere } from 'typeorm';
import {
  blankFields,
  CLAIM_FIELDS,
  LOCATION_FIELDS,
  OWNER_FIELDS,
  withoutUndefined,
  type FieldTable,
} from '@coverline/contracts';
import { replaceChildRows } from '../../../common/database/child-rows';
import { insertRecord } from '../../../common/database/records';
import { saveChangedColumns } from '../../../common/database/row-reader';
import { likePattern, type PageQueryDto } from '../../../common/http/pagination';
import { BusinessClaim } from './entities/business-claim.entity';
import { BusinessLocation } from './entities/business-location.entity';
import { BusinessOwner } from './entities/business-owner.entity';
import { Business } from './entities/business.entity';

type BusinessRow = BusinessLocation | BusinessOwner | BusinessClaim;

/** A row sent for a business's list: its id when it is one already saved. */
export type SentRow<E> = Partial<E> & { id?: string | null };

/** Whose businesses a list holds: a client's own, an agent's clients', or everyone's. */
export type BusinessScope =
  { clientUserId: string; clientEmail: string } | { agentId: string } | { all: true };

@Injectable()
export class BusinessRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  insert(manager: EntityManager, fields: DeepPartial<Business>): Promise<Business> {
    return insertRecord(manager, Business, fields);
  }

  /** The business with its locations, owners and claims in the order they were listed. */
  async load(manager: EntityManager, id: string): Promise<Business | null> {
    // find, not findOne: with relations, findOne's limit costs a second query for the ids.
    const [business] = await manager.find(Business, {
      where: { id },
      relations: { locations: true, owners: true, claims: true },
      order: {
        locations: { position: 'ASC' },
        owners: { position: 'ASC' },
        claims: { position: 'ASC' },
      },
    });
    return business ?? null;
  }

  replaceLocations(
    manager: EntityManager,
    business: Business,
    sent: Array<SentRow<BusinessLocation>>,
  ): Promise<BusinessLocation[]> {
    const current = business.locations;
    return replaceRows(manager, BusinessLocation, business, current, sent, LOCATION_FIELDS);
  }

  replaceOwners(
    manager: EntityManager,
    business: Business,
    sent: Array<SentRow<BusinessOwner>>,
    finish: (row: BusinessOwner) => void,
  ): Promise<BusinessOwner[]> {
    const current = business.owners;
    return replaceRows(manager, BusinessOwner, business, current, sent, OWNER_FIELDS, finish);
  }

  replaceClaims(
    manager: EntityManager,
    business: Business,
    sent: Array<SentRow<BusinessClaim>>,
  ): Promise<BusinessClaim[]> {
    return replaceRows(manager, BusinessClaim, business, business.claims, sent, CLAIM_FIELDS);
  }

  async deleteLocations(manager: EntityManager, businessId: string): Promise<void> {
    await manager.delete(BusinessLocation, { businessId });
  }

  async deleteOwners(manager: EntityManager, businessId: string): Promise<void> {
    await manager.delete(BusinessOwner, { businessId });
  }

  async deleteClaims(manager: EntityManager, businessId: string): Promise<void> {
    await manager.delete(BusinessClaim, { businessId });
  }

  /** Clears the property limits of every location of the business. */
  async clearPropertyCoverage(manager: EntityManager, businessId: string): Promise<void> {
    await manager.update(
      BusinessLocation,
      { businessId },
      { bppCoverageCents: null, buildingCoverageCents: null },
    );
  }

  /** Saves the business row itself (its lists are saved by the replace methods). */
  async saveFields(manager: EntityManager, business: Business): Promise<void> {
    // A business loaded with its quote: only what changed since.
    if (await saveChangedColumns(manager, business)) return;
    const { locations, owners, claims, client, ...row } = business;
    await manager.save(Business, row);
    Object.assign(business, { locations, owners, claims, client });
  }

  /** A page of the scope's businesses with their clients and lists, searched when asked. */
  page(
    scope: BusinessScope,
    q: PageQueryDto,
    window: { skip: number; take: number },
  ): Promise<[Business[], number]> {
    const qb = this.db
      .getRepository(Business)
      .createQueryBuilder('b')
      .innerJoinAndSelect('b.client', 'c')
      .leftJoinAndSelect('b.locations', 'l')
      .leftJoinAndSelect('b.owners', 'o')
      .leftJoinAndSelect('b.claims', 'cl')
      .orderBy(`b.${q.sort ?? 'updatedAt'}`, q.order ?? 'DESC')
      .addOrderBy('l.position', 'ASC')
      .addOrderBy('o.position', 'ASC')
      .addOrderBy('cl.position', 'ASC')
      .skip(window.skip)
      .take(window.take);
    if ('clientUserId' in scope) {
      qb.where('(c.user_id = :user OR (c.user_id IS NULL AND c.email = :email))', {
        user: scope.clientUserId,
        email: scope.clientEmail,
      });
    } else if ('agentId' in scope) {
      qb.where(
        'EXISTS (SELECT 1 FROM applications a WHERE a.business_id = b.id AND a.agent_id = :agent)',
        { agent: scope.agentId },
      );
    }
    if (q.searchTerm) {
      qb.andWhere('(b.legal_name ILIKE :term OR b.dba ILIKE :term OR c.email ILIKE :term)', {
        term: likePattern(q.searchTerm),
      });
    }
    return qb.getManyAndCount();
  }

  /** The businesses filed under a FEIN (by its keyed hash), oldest first, with their clients. */
  withFeinHash(feinHash: string): Promise<Business[]> {
    return this.db.getRepository(Business).find({
      where: { feinHash },
      relations: { client: true, locations: true, owners: true, claims: true },
      order: { createdAt: 'ASC' },
    });
  }

  /** Businesses with this FEIN hash, or this legal name (lower-cased). */
  async findByIdentifier(
    feinHash: string | null,
    legalName: string | null,
    manager: EntityManager = this.db.manager,
  ): Promise<Business[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM businesses WHERE fein_hash = $1 OR lower(legal_name) = $2`,
      [feinHash, legalName],
    );
    if (rows.length === 0) return [];
    return manager.find(Business, { where: { id: In(rows.map((r) => r.id)) } });
  }
}

/**
 * Replaces a business's rows of one kind with those sent, in their order. A row sent back with
 * its id keeps what the request leaves out; a new one starts blank, as its field table says.
 */
async function replaceRows<E extends BusinessRow>(
  manager: EntityManager,
  target: new () => E,
  business: Business,
  current: E[] | undefined,
  sent: Array<SentRow<E>>,
  table: FieldTable,
  finish: (row: E) => void = () => undefined,
): Promise<E[]> {
  const existing = new Map((current ?? []).map((row) => [row.id, row]));
  const rows = sent.map((dto, position) => {
    const { id, ...fields } = dto;
    const kept = id ? existing.get(id) : undefined;
    const row = manager.create(target, {
      ...(kept ?? blankFields(table)),
      ...withoutUndefined(fields),
      ...(kept ? { id: kept.id } : {}),
      businessId: business.id,
      position,
    } as DeepPartial<E>);
    finish(row);
    return row;
  });
  const parent = { businessId: business.id } as FindOptionsWhere<E>;
  return replaceChildRows(manager, target, parent, current, rows);
}
