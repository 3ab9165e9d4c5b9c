/**
 * Writes a save into a loaded quote: the contact, the business and its lists, the class codes,
 * the line's answers and limits; going back in the wizard erases what later steps collected,
 * and a reset starts the wizard over.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  addYearsIso,
  sectionsErasedByGoingBack,
  withoutUnaskedFollowUps,
  WizardStep,
  type ErasableSection,
} from '@coverline/contracts';
import { BusinessService } from './business/business.service';
import { ClientsService, type Client } from '../../identity/clients';
import type { SaveQuoteDto } from './dto/quote-requests.dto';
import type { QuoteAggregate } from './dto/quote.dto';
import {
  ANSWER_SET_FIELDS,
  blankApplicationAnswers,
  LINE_OPTION_FIELDS,
  REFERRAL_FIELDS,
} from './application-answers';
import { ClassCodesRepository } from './class-codes.repository';

@Injectable()
export class DraftWriter {
  constructor(
    @Inject(BusinessService) private readonly businesses: BusinessService,
    @Inject(ClassCodesRepository) private readonly classCodes: ClassCodesRepository,
    @Inject(ClientsService) private readonly clients: ClientsService,
  ) {}

  /** Writes a save into the quote: contact, business, lists, answers, then any erasing. */
  async apply(
    m: EntityManager,
    quote: QuoteAggregate,
    dto: SaveQuoteDto,
    options: { updateContact: boolean },
  ): Promise<void> {
    const { app } = quote;
    const { client, business } = app;
    if (dto.reset) await this.reset(m, quote);

    if (options.updateContact || client.firstName === null) {
      const contact: Partial<Client> = {};
      if (dto.firstName !== undefined) contact.firstName = dto.firstName;
      if (dto.lastName !== undefined) contact.lastName = dto.lastName;
      if (dto.phone !== undefined) contact.phone = dto.phone;
      if (Object.keys(contact).length > 0) {
        await this.clients.updateContact(m, client, contact);
      }
    }

    this.businesses.applyFields(business, dto);
    await this.businesses.saveFields(m, business);
    if (dto.locations) await this.businesses.replaceLocations(m, business, dto.locations);
    if (dto.owners) await this.businesses.replaceOwners(m, business, dto.owners);
    if (dto.claims) await this.businesses.replaceClaims(m, business, dto.claims);
    quote.fein = this.businesses.fein(business);

    const target = app as unknown as Record<string, unknown>;
    for (const field of [...LINE_OPTION_FIELDS, ...REFERRAL_FIELDS]) {
      if (dto[field] !== undefined) target[field] = dto[field];
    }
    for (const field of ANSWER_SET_FIELDS) {
      if (dto[field] !== undefined) app[field] = dto[field] ?? {};
    }
    // Follow-ups of a "No" (what subcontractors cost after no subcontractors) were not asked.
    if (dto.payrollAnswers) app.payrollAnswers = withoutUnaskedFollowUps(app.payrollAnswers);
    if (dto.effectiveDate !== undefined) {
      app.effectiveDate = dto.effectiveDate;
      app.expirationDate = dto.effectiveDate ? addYearsIso(dto.effectiveDate, 1) : null;
    }
    if (dto.carriers !== undefined) app.carriers = dto.carriers;
    if (dto.settings !== undefined) app.settings = dto.settings;
    if (dto.wcClassCodes) await this.classCodes.replace(m, quote, dto.wcClassCodes);

    if (dto.step) {
      for (const section of sectionsErasedByGoingBack(dto.step, app.step)) {
        await this.erase(m, quote, section);
      }
      app.step = dto.step;
    }
  }

  /** Going back in the wizard erases what the later steps collected. */
  private async erase(m: EntityManager, quote: QuoteAggregate, section: ErasableSection) {
    const { app } = quote;
    switch (section) {
      case 'locations':
        return this.businesses.eraseLocations(m, app.business);
      case 'payroll':
        await this.classCodes.clearPayroll(m, quote);
        app.payrollAnswers = {};
        return;
      case 'underwriting':
        app.underwritingAnswers = {};
        return;
      case 'owners':
        app.ownerAnswers = {};
        return this.businesses.eraseOwners(m, app.business);
      case 'property':
        app.propertyAnswers = {};
        app.propertyDeductibleCents = null;
        return this.businesses.erasePropertyCoverage(m, app.business);
    }
  }

  /**
   * Starts the wizard over. Kept: the carriers chosen, the contact, the business's identity
   * (legal name, DBA, FEIN) and the client's notes, which live with the client.
   */
  private async reset(m: EntityManager, quote: QuoteAggregate): Promise<void> {
    const { app } = quote;
    await this.businesses.resetKeepingIdentity(m, app.business);
    await this.classCodes.removeAll(m, quote);
    Object.assign(app, { step: WizardStep.Coverage, ...blankApplicationAnswers() });
  }
}
