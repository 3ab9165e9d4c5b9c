import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, type DeepPartial, type FindOptionsWhere } from 'typeorm';
import {
  blankFields,
  CLAIM_FIELDS,
  isAutoIncluded,
  LOCATION_FIELDS,
  normalizeFein,
  OWNER_FIELDS,
  OwnerInclusion,
  Role,
  withoutUndefined,
  ErrorCode,
  type FieldTable,
} from '@coverline/contracts';
import type { UserPrincipal } from '../../../common/auth/principal';
import { DataCipher } from '../../../common/crypto/data-cipher';
import { replaceChildRows } from '../../../common/database/child-rows';
import { saveChangedColumns } from '../../../common/database/row-reader';
import {
  likePattern,
  pageWindow,
  type Page,
  type PageQueryDto,
} from '../../../common/http/pagination';
import type { Client } from '../../../identity/clients';
import { blankBusinessFieldValues, writeBusinessFields } from './business-fields';
import {
  type BusinessFieldsInput,
  type ClaimDto,
  type LocationDto,
  type OwnerDto,
} from './dto/business-requests.dto';
import { BusinessClaim } from './entities/business-claim.entity';
import { BusinessLocation } from './entities/business-location.entity';
import { BusinessOwner } from './entities/business-owner.entity';
import { Business } from './entities/business.entity';
import { DomainException } from '../../../common/errors/domain.exception';

export interface HolderMatch {
  business: Business;
  client: Client;
  fein: string | null;
}

/** Businesses with their locations, owners and claims; FEINs sealed at rest. */
@Injectable()
export class BusinessService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(DataCipher) private readonly cipher: DataCipher,
  ) {}

  /** The keyed hash a FEIN is looked up by, whatever hyphen it was typed with. */
  feinHash(fein: string): string {
    return this.cipher.lookupHash(normalizeFein(fein));
  }

  fein(business: Business): string | null {
    return business.feinEncrypted ? this.cipher.decrypt(business.feinEncrypted) : null;
  }

  create(manager: EntityManager, clientId: string): Promise<Business> {
    return manager.save(manager.create(Business, { clientId, ...blankBusinessFields() }));
  }

  /** Copies the business fields present in the submission; null clears a field. */
  applyFields(business: Business, dto: BusinessFieldsInput): void {
    writeBusinessFields(business, dto);
    if (dto.mailingAddress !== undefined) {
      business.mailingAddress = dto.mailingAddress ? { ...dto.mailingAddress } : null;
    }
    if (dto.fein !== undefined) this.setFein(business, dto.fein);
    if (dto.noFein !== undefined && dto.noFein !== null) {
      business.noFein = dto.noFein;
      if (dto.noFein) this.setFein(business, null);
    }
    if (dto.noWebsite !== undefined && dto.noWebsite !== null) {
      business.noWebsite = dto.noWebsite;
      if (dto.noWebsite) business.website = null;
    }
  }

  private setFein(business: Business, fein: string | null): void {
    if (!fein) {
      business.feinEncrypted = null;
      business.feinHash = null;
      return;
    }
    const digits = normalizeFein(fein);
    business.feinEncrypted = this.cipher.encrypt(digits);
    business.feinHash = this.cipher.lookupHash(digits);
    business.noFein = false;
  }

  /** Loads the business with its locations, owners and claims in the order they were listed. */
  async load(manager: EntityManager, id: string): Promise<Business> {
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
    if (!business) throw new DomainException(ErrorCode.BusinessNotFound);
    return business;
  }

  /** Replaces the locations, keeping the ids of those sent back with theirs. */
  async replaceLocations(
    manager: EntityManager,
    business: Business,
    locations: LocationDto[],
  ): Promise<void> {
    business.locations = await replaceRows(
      manager,
      BusinessLocation,
      business,
      business.locations,
      // No answer on "primary" keeps the saved one (or starts false).
      locations.map((l) => ({ ...l, primary: l.primary ?? undefined })),
      LOCATION_FIELDS,
    );
  }

  /**
   * Replaces the owners. Alaska members owning under 10% are included whatever was chosen;
   * signature status is the signature flow's to set and survives edits.
   */
  async replaceOwners(
    manager: EntityManager,
    business: Business,
    owners: OwnerDto[],
  ): Promise<void> {
    business.owners = await replaceRows(
      manager,
      BusinessOwner,
      business,
      business.owners,
      owners,
      OWNER_FIELDS,
      (owner) => {
        if (
          owner.primaryWorkState &&
          owner.ownershipPercent !== null &&
          isAutoIncluded({
            state: owner.primaryWorkState,
            ownershipPercent: owner.ownershipPercent,
          })
        ) {
          owner.inclusion = OwnerInclusion.Included;
        }
      },
    );
  }

  async replaceClaims(
    manager: EntityManager,
    business: Business,
    claims: ClaimDto[],
  ): Promise<void> {
    business.claims = await replaceRows(
      manager,
      BusinessClaim,
      business,
      business.claims,
      claims,
      CLAIM_FIELDS,
    );
  }

  /** Going back before the locations step erases them. */
  async eraseLocations(manager: EntityManager, business: Business): Promise<void> {
    await manager.delete(BusinessLocation, { businessId: business.id });
    business.locations = [];
  }

  async eraseOwners(manager: EntityManager, business: Business): Promise<void> {
    await manager.delete(BusinessOwner, { businessId: business.id });
    business.owners = [];
  }

  /** Property coverage lives on the locations: their limits go, the addresses stay. */
  async erasePropertyCoverage(manager: EntityManager, business: Business): Promise<void> {
    await manager.update(
      BusinessLocation,
      { businessId: business.id },
      { bppCoverageCents: null, buildingCoverageCents: null },
    );
    for (const l of business.locations ?? []) {
      l.bppCoverageCents = null;
      l.buildingCoverageCents = null;
    }
  }

  /** Starting over keeps the business's identity (legal name, DBA, FEIN) and nothing else. */
  async resetKeepingIdentity(manager: EntityManager, business: Business): Promise<void> {
    const { legalName, dba, feinEncrypted, feinHash, noFein } = business;
    Object.assign(business, blankBusinessFields(), {
      legalName,
      dba,
      feinEncrypted,
      feinHash,
      noFein,
    });
    await this.eraseLocations(manager, business);
    await this.eraseOwners(manager, business);
    await manager.delete(BusinessClaim, { businessId: business.id });
    business.claims = [];
  }

  /** Saves the business row itself (its lists are saved by the replace methods). */
  async saveFields(manager: EntityManager, business: Business): Promise<void> {
    // A business loaded with its quote: only what changed since.
    if (await saveChangedColumns(manager, business)) return;
    const { locations, owners, claims, client, ...row } = business;
    await manager.save(Business, row);
    Object.assign(business, { locations, owners, claims, client });
  }

  /** Businesses a caller may see: a client their own, an agent their clients', admins all. */
  async list(caller: UserPrincipal, q: PageQueryDto): Promise<Page<HolderMatch>> {
    const { skip, take, page, pageSize } = pageWindow(q);
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
      .skip(skip)
      .take(take);
    if (caller.role === Role.Client) {
      qb.where('(c.user_id = :user OR (c.user_id IS NULL AND c.email = :email))', {
        user: caller.userId,
        email: caller.email.toLowerCase(),
      });
    } else if (caller.role === Role.Agent) {
      qb.where(
        'EXISTS (SELECT 1 FROM applications a WHERE a.business_id = b.id AND a.agent_id = :agent)',
        { agent: caller.userId },
      );
    }
    if (q.searchTerm) {
      qb.andWhere('(b.legal_name ILIKE :term OR b.dba ILIKE :term OR c.email ILIKE :term)', {
        term: likePattern(q.searchTerm),
      });
    }
    const [items, total] = await qb.getManyAndCount();
    return {
      items: items.map((business) => ({
        business,
        client: business.client!,
        fein: this.fein(business),
      })),
      total,
      page,
      pageSize,
    };
  }

  /** Who holds a FEIN: the businesses filed under it, with their clients. */
  async holders(fein: string): Promise<HolderMatch[]> {
    const businesses = await this.db.getRepository(Business).find({
      where: { feinHash: this.feinHash(fein) },
      relations: { client: true, locations: true, owners: true, claims: true },
      order: { createdAt: 'ASC' },
    });
    return businesses.map((business) => ({
      business,
      client: business.client!,
      fein: this.fein(business),
    }));
  }

  /** Businesses with this FEIN, or this legal name whatever its case. */
  async findByIdentifier(
    identifier: { fein?: string | null; businessName?: string | null },
    manager: EntityManager = this.db.manager,
  ): Promise<Business[]> {
    if (!identifier.fein && !identifier.businessName) return [];
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM businesses WHERE fein_hash = $1 OR lower(legal_name) = $2`,
      [
        identifier.fein ? this.feinHash(identifier.fein) : null,
        identifier.businessName ? identifier.businessName.trim().toLowerCase() : null,
      ],
    );
    if (rows.length === 0) return [];
    return manager.find(Business, { where: { id: In(rows.map((r) => r.id)) } });
  }
}

/** A business's own fields with nothing filled in: all empty, no "we have none" ticked. */
function blankBusinessFields(): Partial<Business> {
  return {
    ...blankBusinessFieldValues(),
    mailingAddress: null,
    feinEncrypted: null,
    feinHash: null,
    noFein: false,
    noWebsite: false,
  };
}

type BusinessRow = BusinessLocation | BusinessOwner | BusinessClaim;

/**
 * Replaces a business's rows of one kind with those sent, in their order. A row sent back with
 * its id keeps what the request leaves out; a new one starts blank, as its field table says.
 */
async function replaceRows<E extends BusinessRow>(
  manager: EntityManager,
  target: new () => E,
  business: Business,
  current: E[] | undefined,
  sent: Array<Partial<E> & { id?: string | null }>,
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
