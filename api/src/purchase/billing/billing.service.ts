/**
 * The cart's billing step: saves (replaces) an application's billing information after checking
 * it against the quote, the carrier's payment types and the shared bank rules, and reads it
 * back masked. The purchase flow reads it to price the checkout.
 */
import { Inject, Injectable } from '@nestjs/common';
import { BillingPlan, ErrorCode, paymentSchedule, PaymentMethod } from '@coverline/contracts';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../../common/auth/principal';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { BankAccount, BankAccountSealer } from '../payments';
import {
  carrierAnswerRefusal,
  enforce,
  nothingBindableRefusal,
  wholeQuoteRefusal,
  guestOtherQuoteRefusal,
  QuoteAccess,
  type QuoteAggregate,
  QuoteRecords,
} from '../../quoting/quotes';
import { CarriersService } from '../../quoting/reference-data';
import { PaygoRegistrationsService } from '../trakpay';
import {
  billingFormProblems,
  billingOptionRefusal,
  cartStatusRefusal,
  expiredEffectiveDateRefusal,
  purchasableQuote,
  sameEmail,
} from './billing-rules';
import {
  mapBillingInfo,
  type BillingInfoDto,
  type CreateBillingInfoDto,
} from './dto/billing-info.dto';
import { BillingRepository } from './billing.repository';
import type { BillingInfo } from './entities/billing-info.entity';

@Injectable()
export class BillingService {
  constructor(
    @Inject(BillingRepository) private readonly repository: BillingRepository,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(CarriersService) private readonly carriers: CarriersService,
    @Inject(QuoteAccess) private readonly access: QuoteAccess,
    @Inject(BankAccountSealer) private readonly sealer: BankAccountSealer,
    @Inject(PaygoRegistrationsService) private readonly paygo: PaygoRegistrationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Saves the cart's billing information, replacing what was saved before. Every check runs
   * before the one write, so a refused form leaves the earlier information as it was.
   */
  async create(caller: Principal | undefined, dto: CreateBillingInfoDto): Promise<BillingInfoDto> {
    const problems = billingFormProblems(dto);
    if (problems.length) throw new DomainException(ErrorCode.BillingFormInvalid, problems);
    // The cart asks for one account holder name; a separate name on the account may still come.
    const bank =
      dto.paymentMethod === PaymentMethod.EFT && dto.bank
        ? BankAccount.parse({
            ...dto.bank,
            nameOnAccount: dto.bank.nameOnAccount ?? dto.bank.accountHolderNames,
          })
        : null;
    return this.repository.transaction(async (m) => {
      await this.quotes.lockVersion(m, dto.quoteId, undefined);
      const quote = await this.quotes.load(dto.quoteId, m);
      const { app } = quote;
      const chosen = await this.chosenForPurchase(caller, quote, m);
      if (!sameEmail(dto.email, app.client!.email)) {
        throw new DomainException(ErrorCode.QuoteEmailMismatch);
      }
      const paymentTypes =
        (await this.carriers.lookupByName(chosen.quote.carrier, m))?.paymentTypes ?? [];
      enforce(billingOptionRefusal(paymentTypes, dto.billingPlan, dto.paymentChoice));
      if (dto.billingPlan === BillingPlan.PayAsYouGo && !(await this.paygo.isAccepted(app.id, m))) {
        throw new DomainException(ErrorCode.PaygoRegistrationRequired);
      }
      const sealed = bank ? this.sealer.seal(bank) : null;
      const mail = dto.paymentMethod === PaymentMethod.MailEmail ? dto.mail : undefined;
      const saved = await this.repository.save(m, {
        applicationId: app.id,
        billingPlan: dto.billingPlan,
        paymentMethod: dto.paymentMethod ?? null,
        paymentChoice: dto.paymentChoice,
        billingEmail: dto.email.trim().toLowerCase(),
        accountHolderNames: sealed?.accountHolderNames ?? null,
        nameOnAccount: sealed?.nameOnAccount ?? null,
        accountNumberSealed: sealed?.accountNumberSealed ?? null,
        routingNumberSealed: sealed?.routingNumberSealed ?? null,
        accountNumberLast4: sealed?.accountNumberLast4 ?? null,
        routingNumberLast4: sealed?.routingNumberLast4 ?? null,
        mailingName: mail?.mailingName.trim() ?? null,
        billDelivery: mail?.delivery ?? null,
        billAddress: mail?.address ? { ...mail.address, line2: mail.address.line2 ?? null } : null,
        billEmail: mail?.email?.trim().toLowerCase() ?? null,
      });
      return mapBillingInfo(
        saved,
        paymentSchedule(chosen.quote.annualPremiumCents, saved.paymentChoice, saved.billingPlan),
      );
    });
  }

  /**
   * The checks every cart step makes before it buys: the caller may change the quote, it is
   * Ready to bind, and its chosen carrier quote can be bought online, is priced (else the
   * code of the carrier's answer) and starts no earlier than its carrier backdates (1502).
   * Inside a transaction, pass its manager.
   */
  async chosenForPurchase(caller: Principal | undefined, quote: QuoteAggregate, m?: EntityManager) {
    const { app, carrierQuotes } = quote;
    this.access.assertCanRead(caller, app, app.client!);
    // A chosen carrier quote the carrier sells only itself says why (1003-1007, 1102, 1223),
    // before the status it left the quote in (In review) would only say "not available".
    const selected = carrierQuotes.find((q) => q.id === app.selectedCarrierQuoteId);
    if (selected) enforce(carrierAnswerRefusal(selected));
    enforce(nothingBindableRefusal(app.selectedCarrierQuoteId, carrierQuotes));
    enforce(cartStatusRefusal(app.status));
    enforce(wholeQuoteRefusal(await this.access.assertCanEdit(caller, app, app.client!, m)));
    const chosen = purchasableQuote(app.selectedCarrierQuoteId, carrierQuotes);
    if ('refusal' in chosen) throw new DomainException(chosen.refusal);
    const carrier = await this.carriers.lookupByName(chosen.quote.carrier, m);
    enforce(
      expiredEffectiveDateRefusal(
        chosen.quote.effectiveDate,
        carrier?.activeQuoteMaxBackdatedDays ?? 0,
        this.clock.today(),
      ),
    );
    return chosen;
  }

  /** The saved billing information of a quote the caller may see, masked. */
  async read(caller: Principal | undefined, quoteId: string): Promise<BillingInfoDto> {
    // A guest hears about its own quote only, whether or not the other one exists.
    enforce(guestOtherQuoteRefusal(caller, quoteId));
    const { app, carrierQuotes } = await this.quotes.load(quoteId);
    this.access.assertCanRead(caller, app, app.client!);
    const info = await this.find(quoteId);
    if (!info) throw new DomainException(ErrorCode.BillingInfoNotFound);
    const premium = carrierQuotes.find((q) => q.id === app.selectedCarrierQuoteId);
    return mapBillingInfo(
      info,
      paymentSchedule(premium?.annualPremiumCents ?? 0, info.paymentChoice, info.billingPlan),
    );
  }

  /** The application's billing information, if saved. */
  find(applicationId: string, manager?: EntityManager): Promise<BillingInfo | null> {
    return this.repository.find(applicationId, manager);
  }
}
