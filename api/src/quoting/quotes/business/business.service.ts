import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  isAutoIncluded,
  normalizeFein,
  OwnerInclusion,
  Role,
  ErrorCode,
} from '@coverline/contracts';
import type { UserPrincipal } from '../../../common/auth/principal';
import { DataCipher } from '../../../common/crypto/data-cipher';
import { pageWindow, type Page, type PageQueryDto } from '../../../common/http/pagination';
import type { Client } from '../../../identity/clients';
import { blankBusinessFieldValues, writeBusinessFields } from './business-fields';
import { BusinessRepository, type BusinessScope } from './business.repository';
import {
  type BusinessFieldsInput,
  type ClaimDto,
  type LocationDto,
  type OwnerDto,
} from './dto/business-requests.dto';
import type { Business } from './entities/business.entity';
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
    @Inject(BusinessRepository) private readonly repo: BusinessRepository,
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
    return this.repo.insert(manager, this.newFields(clientId));
  }

  /** What a new business of the client is written with: nothing filled in yet. */
  newFields(clientId: string): Partial<Business> {
    return { clientId, ...blankBusinessFields() };
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
    const business = await this.repo.load(manager, id);
    if (!business) throw new DomainException(ErrorCode.BusinessNotFound);
    return business;
  }

  /** Replaces the locations, keeping the ids of those sent back with theirs. */
  async replaceLocations(
    manager: EntityManager,
    business: Business,
    locations: LocationDto[],
  ): Promise<void> {
    business.locations = await this.repo.replaceLocations(
      manager,
      business,
      // No answer on "primary" keeps the saved one (or starts false).
      locations.map((l) => ({ ...l, primary: l.primary ?? undefined })),
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
    business.owners = await this.repo.replaceOwners(manager, business, owners, (owner) => {
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
    });
  }

  async replaceClaims(
    manager: EntityManager,
    business: Business,
    claims: ClaimDto[],
  ): Promise<void> {
    business.claims = await this.repo.replaceClaims(manager, business, claims);
  }

  /** Going back before the locations step erases them. */
  async eraseLocations(manager: EntityManager, business: Business): Promise<void> {
    await this.repo.deleteLocations(manager, business.id);
    business.locations = [];
  }

  async eraseOwners(manager: EntityManager, business: Business): Promise<void> {
    await this.repo.deleteOwners(manager, business.id);
    business.owners = [];
  }

  /** Property coverage lives on the locations: their limits go, the addresses stay. */
  async erasePropertyCoverage(manager: EntityManager, business: Business): Promise<void> {
    await this.repo.clearPropertyCoverage(manager, business.id);
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
    await this.repo.deleteClaims(manager, business.id);
    business.claims = [];
  }

  /** Saves the business row itself (its lists are saved by the replace methods). */
  async saveFields(manager: EntityManager, business: Business): Promise<void> {
    await this.repo.saveFields(manager, business);
  }

  /** Businesses a caller may see: a client their own, an agent their clients', admins all. */
  async list(caller: UserPrincipal, q: PageQueryDto): Promise<Page<HolderMatch>> {
    const { skip, take, page, pageSize } = pageWindow(q);
    const scope: BusinessScope =
      caller.role === Role.Client
        ? { clientUserId: caller.userId, clientEmail: caller.email.toLowerCase() }
        : caller.role === Role.Agent
          ? { agentId: caller.userId }
          : { all: true };
    const [items, total] = await this.repo.page(scope, q, { skip, take });
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
    const businesses = await this.repo.withFeinHash(this.feinHash(fein));
    return businesses.map((business) => ({
      business,
      client: business.client!,
      fein: this.fein(business),
    }));
  }

  /** Businesses with this FEIN, or this legal name whatever its case. */
  async findByIdentifier(
    identifier: { fein?: string | null; businessName?: string | null },
    manager?: EntityManager,
  ): Promise<Business[]> {
    if (!identifier.fein && !identifier.businessName) return [];
    return this.repo.findByIdentifier(
      identifier.fein ? this.feinHash(identifier.fein) : null,
      identifier.businessName ? identifier.businessName.trim().toLowerCase() : null,
      manager,
    );
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
