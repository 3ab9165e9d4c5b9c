/**
 * Pay-as-you-go registrations: the FEIN look-up, registering a quote's business with its
 * carrier's payroll service (checked whole, stored in one row, secrets sealed or hashed), what
 * the screen shows for a quote, and the submission to the carrier through the gateway.
 */
import { isUniqueViolation } from '../../common/database/pg-errors';
import { Inject, Injectable } from '@nestjs/common';
import {
  checkOfficersOwnership,
  ErrorCode,
  normalizeFein,
  normalizeSecurityAnswer,
  OwnerInclusion,
  PaygoCarrierStatus,
  PaygoMessages,
  PaymentType,
} from '@coverline/contracts';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { PasswordHasher, PasswordPolicy } from '../../identity/auth';
import type { Principal } from '../../common/auth/principal';
import { DataCipher } from '../../common/crypto/data-cipher';
import { DomainException } from '../../common/errors/domain.exception';
import { BankAccount, BankAccountSealer } from '../payments';
import { type QuoteAggregate, QuoteAccess, QuoteRecords } from '../../quoting/quotes';
import { CarriersService, PayrollCompaniesService } from '../../quoting/reference-data';
import type { RegisterPaygoDto } from './dto/paygo-requests.dto';
import {
  mapPaygoRegistration,
  type PaygoPrefillDto,
  type PaygoRegistrationDto,
  type PaygoRegistrationViewDto,
} from './dto/paygo.dto';
import { PAYGO_CARRIER_GATEWAY, type PaygoCarrierGateway } from './paygo-carrier-gateway';
import { PaygoRegistrationsRepository } from './paygo-registrations.repository';

/** The unique indexes of the migration, and the refusal each stands for. */
const UNIQUE_REFUSALS: Record<string, ErrorCode> = {
  IDX_paygo_registrations_fein: ErrorCode.PaygoFeinRegistered,
  IDX_paygo_registrations_application: ErrorCode.PaygoQuoteRegistered,
};

@Injectable()
export class PaygoRegistrationsService {
  constructor(
    @Inject(PaygoRegistrationsRepository) private readonly repository: PaygoRegistrationsRepository,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(DataCipher) private readonly cipher: DataCipher,
    @Inject(BankAccountSealer) private readonly sealer: BankAccountSealer,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(PasswordPolicy) private readonly passwords: PasswordPolicy,
    @Inject(PAYGO_CARRIER_GATEWAY) private readonly gateway: PaygoCarrierGateway,
    @Inject(CarriersService) private readonly carriers: CarriersService,
    @Inject(PayrollCompaniesService) private readonly companies: PayrollCompaniesService,
  ) {}

  /** Whether the carrier's payroll service accepted the quote's registration. */
  async isAccepted(applicationId: string, manager?: EntityManager): Promise<boolean> {
    return this.repository.isAccepted(applicationId, manager);
  }

  /** Whether a registration exists for the FEIN, found by its keyed hash. */
  async feinExists(fein: string): Promise<boolean> {
    return this.repository.existsForFein(this.feinHash(fein));
  }

  /** The quote's registration, if any, and what the quote can fill in for a new one. */
  async view(caller: Principal | undefined, quoteId: string): Promise<PaygoRegistrationViewDto> {
    const quote = await this.quotes.load(quoteId);
    this.access.assertCanRead(caller, quote.app, quote.app.client);
    const registration = await this.repository.findOfApplication(quoteId);
    return {
      registration: registration && mapPaygoRegistration(registration, this.gateway.sandbox),
      prefill: await this.prefill(quote),
    };
  }

  /**
   * Registers the quote's business for pay-as-you-go with the carrier of its selected carrier
   * quote. Every problem with the input is answered at once; nothing is stored unless all of it
   * is valid, and then all of it in one row.
   */
  async register(
    caller: Principal | undefined,
    dto: RegisterPaygoDto,
  ): Promise<PaygoRegistrationDto> {
    const quote = await this.quotes.load(dto.quoteId);
    await this.access.assertCanEdit(caller, quote.app, quote.app.client);
    const carrier = await this.selectedCarrier(quote);
    if (!carrier) throw new DomainException(ErrorCode.PaygoNoCarrierQuote);
    if (!carrier.paymentTypes.includes(PaymentType.PayAsYouGo)) {
      throw new DomainException(ErrorCode.PaygoNotOffered);
    }

    const problems: string[] = [];
    if (this.passwords.isCommon(dto.password)) problems.push(PaygoMessages.passwordCommon);
    if (dto.expirationDate <= dto.effectiveDate) problems.push(PaygoMessages.dates);
    const ownership = checkOfficersOwnership(dto.officers.map((o) => o.ownershipPercent));
    if (ownership) problems.push(ownership);
    const payrollCompany = await this.companies.lookup(dto.payrollCompanyId);
    if (!payrollCompany) problems.push('The payroll company is not one we know.');
    problems.push(...BankAccount.problems(dto.bankAccount));
    if (problems.length) throw new DomainException(ErrorCode.PaygoRegistrationInvalid, problems);
    const bank = BankAccount.parse(dto.bankAccount);

    const fein = normalizeFein(dto.fein);
    const feinHash = this.feinHash(fein);
    if (await this.repository.existsForFein(feinHash)) {
      throw new DomainException(ErrorCode.PaygoFeinRegistered);
    }
    const [passwordHash, securityAnswerHash] = await Promise.all([
      this.hasher.hash(dto.password),
      this.hasher.hash(normalizeSecurityAnswer(dto.securityAnswer)),
    ]);
    const sealed = this.sealer.seal(bank);
    const fields = {
      applicationId: quote.app.id,
      carrier: carrier.name,
      legalName: dto.legalName,
      dba: dto.dba || null,
      address: dto.address,
      city: dto.city,
      state: dto.state,
      zip: dto.zip,
      phone: dto.phone,
      email: dto.email.toLowerCase(),
      entityType: dto.entityType,
      feinEncrypted: this.cipher.encrypt(fein),
      feinHash,
      feinLast4: fein.slice(-4),
      effectiveDate: dto.effectiveDate,
      expirationDate: dto.expirationDate,
      payrollCompanyId: dto.payrollCompanyId,
      officers: dto.officers.map((o) => ({
        name: o.name,
        title: o.title,
        ownershipPercent: o.ownershipPercent,
        inclusion: o.inclusion,
      })),
      accountHolderNames: sealed.accountHolderNames,
      nameOnAccount: sealed.nameOnAccount,
      accountNumberSealed: sealed.accountNumberSealed,
      routingNumberSealed: sealed.routingNumberSealed,
      accountNumberLast4: sealed.accountNumberLast4,
      routingNumberLast4: sealed.routingNumberLast4,
      username: dto.username,
      passwordHash,
      securityQuestion: dto.securityQuestion,
      securityAnswerHash,
      payFrequency: dto.payFrequency,
      carrierStatus: PaygoCarrierStatus.NotSubmitted,
      createdByUserId: caller?.kind === 'user' ? caller.userId : null,
    };
    let id: string;
    try {
      id = await this.repository.insert(fields);
    } catch (error) {
      // Two registrations racing for one FEIN or quote: the index decides, the loser hears why.
      const refusal = uniqueRefusal(error);
      if (refusal) throw new DomainException(refusal);
      throw error;
    }
    return mapPaygoRegistration((await this.repository.findById(id))!, this.gateway.sandbox);
  }

  /**
   * Submits the registration to the carrier's payroll service and keeps its answer. Once the
   * service has answered, a repeated call answers what it said without asking again.
   */
  async submitToCarrier(
    caller: Principal | undefined,
    registrationId: string,
  ): Promise<PaygoRegistrationDto> {
    const registration = await this.repository.findById(registrationId);
    if (!registration) throw new DomainException(ErrorCode.PaygoRegistrationNotFound);
    const quote = await this.quotes.load(registration.applicationId);
    this.access.assertCanRead(caller, quote.app, quote.app.client);
    if (registration.carrierStatus !== PaygoCarrierStatus.NotSubmitted) {
      return mapPaygoRegistration(registration, this.gateway.sandbox);
    }
    const payrollCompany = await this.companies.findById(registration.payrollCompanyId);
    const bank = this.sealer.open(registration);
    const answer = await this.gateway.register({
      registrationId: registration.id,
      carrier: registration.carrier,
      legalName: registration.legalName,
      dba: registration.dba,
      entityType: registration.entityType,
      fein: this.cipher.decrypt(registration.feinEncrypted),
      effectiveDate: registration.effectiveDate,
      expirationDate: registration.expirationDate,
      payrollCompanyCode: payrollCompany.code,
      officers: registration.officers,
      bankAccount: bank,
      payFrequency: registration.payFrequency,
      username: registration.username,
    });
    // Only the first answer is stored; a concurrent call got the same one from the gateway.
    await this.repository.recordCarrierAnswer(
      registration.id,
      answer.status === 'accepted'
        ? {
            carrierStatus: PaygoCarrierStatus.Accepted,
            carrierAccountNumber: answer.accountNumber,
            submittedAt: new Date(),
          }
        : {
            carrierStatus: PaygoCarrierStatus.Declined,
            carrierMessage: answer.reason,
            submittedAt: new Date(),
          },
    );
    return mapPaygoRegistration(
      (await this.repository.findById(registration.id))!,
      this.gateway.sandbox,
    );
  }

  private feinHash(fein: string): string {
    return this.cipher.lookupHash(normalizeFein(fein));
  }

  /** The carrier of the quote's selected carrier quote; null when none is selected. */
  private async selectedCarrier(quote: QuoteAggregate) {
    const selected = quote.carrierQuotes.find((q) => q.id === quote.app.selectedCarrierQuoteId);
    if (!selected) return null;
    return this.carriers.lookupByName(selected.carrier);
  }

  private async prefill(quote: QuoteAggregate): Promise<PaygoPrefillDto> {
    const { app, fein } = quote;
    const { business, client } = app;
    const selected = quote.carrierQuotes.find((q) => q.id === app.selectedCarrierQuoteId);
    const carrier = await this.selectedCarrier(quote);
    const mailing = business.mailingAddress?.address ? business.mailingAddress : null;
    const location = business.locations?.find((l) => l.primary) ?? business.locations?.[0];
    const place = mailing ?? location ?? null;
    return {
      carrier: selected?.carrier ?? null,
      paygoOffered: carrier?.paymentTypes.includes(PaymentType.PayAsYouGo) ?? false,
      legalName: business.legalName,
      dba: business.dba,
      address: place?.address ?? null,
      city: place?.city ?? null,
      state: place?.state ?? null,
      zip: place?.zip ?? null,
      phone: client.phone,
      email: client.email,
      entityType: business.legalEntity,
      fein,
      effectiveDate: selected?.effectiveDate ?? app.effectiveDate,
      expirationDate: selected?.expirationDate ?? app.expirationDate,
      officers: (business.owners ?? []).map((o) => ({
        name: [o.firstName, o.lastName].filter(Boolean).join(' '),
        title: o.title ?? '',
        ownershipPercent: o.ownershipPercent ?? 0,
        inclusion: o.inclusion ?? OwnerInclusion.Included,
      })),
    };
  }
}

function uniqueRefusal(error: unknown): ErrorCode | null {
  if (!(error instanceof QueryFailedError)) return null;
  const { constraint } = error.driverError as { constraint?: string };
  return isUniqueViolation(error.driverError) && constraint
    ? (UNIQUE_REFUSALS[constraint] ?? null)
    : null;
}
