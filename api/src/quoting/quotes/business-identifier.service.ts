/**
 * FEINs and business names already on file: the check as they are entered, and the conflicts
 * that stop an agent quoting a business that is another agent's (see
 * `policy/identifier-conflicts.ts`).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { checkFein, Messages, Role, ErrorCode } from '@coverline/contracts';
import { BusinessService } from './business/business.service';
import { ClientsService } from '../../identity/clients';
import type { Principal, UserPrincipal } from '../../common/auth/principal';
import type { ProcessBusinessIdentifierDto } from './dto/quote-requests.dto';
import type { BusinessIdentifierDto } from './dto/quote.dto';
import { enforce } from './enforce';
import { activePolicyRefusal, identifierRefusal } from './rules/identifier-conflicts';
import { QuoteLookupService } from './quote-lookup.service';
import { QuotesRepository } from './quotes.repository';
import { DomainException } from '../../common/errors/domain.exception';

@Injectable()
export class BusinessIdentifierService {
  constructor(
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(BusinessService) private readonly businesses: BusinessService,
    @Inject(QuotesRepository) private readonly repo: QuotesRepository,
    @Inject(QuoteLookupService) private readonly lookup: QuoteLookupService,
  ) {}

  /**
   * Checks a FEIN or business name as it is entered. An agent is stopped when it belongs to
   * another agent's policy (1302) or quote (1303), or to a quote no agent has yet (1401); a
   * client when it already has an active policy for the coverage (1206). A guest has proved
   * nothing but an email typed into a form, so a guest hears the same for every identifier
   * (its format is still checked): not in use, no business of theirs. Whether a business has a
   * policy is told to signed-in callers only; buying needs an account, and the purchase checks
   * the business's policies again.
   */
  async processBusinessIdentifier(
    caller: Principal | undefined,
    dto: ProcessBusinessIdentifierDto,
  ): Promise<BusinessIdentifierDto> {
    if (!caller) throw new DomainException(ErrorCode.SignInRequired, Messages.unauthorized);
    if (!dto.fein && !dto.businessName) {
      throw new DomainException(
        ErrorCode.BusinessIdentifierInvalid,
        'Give a FEIN or a business name',
      );
    }
    const feinError = dto.fein ? checkFein(dto.fein) : null;
    if (feinError) throw new DomainException(ErrorCode.BusinessIdentifierInvalid, feinError);
    const clientId = await this.callerClientId(caller, dto.quoteId);
    if (caller.kind === 'guest') return { inUse: false, businessId: null };
    const matches = await this.businesses.findByIdentifier(dto);
    if (caller.kind === 'user' && caller.role === Role.Agent) {
      await this.assertIdentifierFree(caller, clientId, dto);
    }
    const own = matches.filter((b) => b.clientId === clientId);
    const policies = await this.repo.countBound(
      matches.map((b) => b.id),
      dto.coverageType,
    );
    const isAdmin = caller.kind === 'user' && caller.role === Role.Admin;
    enforce(activePolicyRefusal(isAdmin, policies));
    return {
      inUse: matches.some((b) => b.clientId !== clientId),
      businessId: own[0]?.id ?? null,
    };
  }

  /** The client the caller quotes for: their own, or the client of the quote named. */
  private async callerClientId(caller: Principal, quoteId?: string): Promise<string | null> {
    if (caller.kind === 'guest' || quoteId) {
      const id = caller.kind === 'guest' ? caller.quoteId : quoteId!;
      return (await this.lookup.read(caller, id)).app.clientId;
    }
    if (caller.role === Role.Client) {
      const client = await this.repo.transaction((m) => this.clients.forUser(m, caller));
      return client.id;
    }
    return null;
  }

  /**
   * An agent may not quote a FEIN or business name that belongs to another client's policy or
   * quote that is not theirs; an admin transfers such clients.
   */
  async assertIdentifierFree(
    agent: UserPrincipal,
    clientId: string | null,
    identifier: { fein?: string | null; businessName?: string | null },
    m?: EntityManager,
  ): Promise<void> {
    const matches = (await this.businesses.findByIdentifier(identifier, m)).filter(
      (b) => b.clientId !== clientId,
    );
    if (matches.length === 0) return;
    const holders = await this.repo.findOfBusinesses(
      matches.map((b) => b.id),
      m,
    );
    enforce(identifierRefusal(agent.userId, holders));
  }
}
