/**
 * The mails of the purchase's moments, each written in the transaction of the event that makes
 * it true and keyed by that event, so a repeated event or a retried job never sends it twice:
 * the receipt of a payment (`payment-receipt:<payment id>`) and all signatures in
 * (`signatures-complete:<quote id>`). Links follow the address the person used (`PublicLinks`).
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PublicLinks } from '../../common/http/public-links';
import { MailService } from '../../platform/mail';
import { coverageWords, type Document, quoteReference, selectedCarrierQuote } from '../documents';
import type { Payment } from '../payments';
import { QuoteRecords } from '../../quoting/quotes';

/** The web app's page of a quote, where its purchase is followed. */
export const quotePath = (quoteId: string) => `/quotation?quoteId=${encodeURIComponent(quoteId)}`;

@Injectable()
export class PurchaseMails {
  constructor(
    @Inject(MailService) private readonly mail: MailService,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(PublicLinks) private readonly links: PublicLinks,
  ) {}

  /** The client's receipt of a payment: amount, how it was paid, when, and what for. */
  async receipt(
    m: EntityManager,
    payment: Payment,
    options: { signaturesNext: boolean },
  ): Promise<void> {
    const quote = await this.quotes.load(payment.applicationId, m);
    const { client } = quote.app;
    await this.mail.enqueueOnce(
      m,
      `payment-receipt:${payment.id}`,
      client.email,
      'payment-receipt',
      {
        firstName: client.firstName,
        businessName: quote.app.business?.legalName ?? null,
        paidFor: {
          coverage: coverageWords(quote.app.coverageType),
          carrier: selectedCarrierQuote(quote)?.carrier ?? null,
          quoteReference: quoteReference(quote.app.id),
        },
        amountCents: payment.amountCents,
        method: payment.method,
        last4: payment.last4,
        paidAt: payment.paidAt,
        reference: payment.id,
        signaturesNext: options.signaturesNext,
        quoteUrl: this.links.url(quotePath(quote.app.id)),
      },
    );
  }

  /** All signatures are in: the signed documents, and what happens next (no more than that). */
  async signaturesComplete(
    m: EntityManager,
    applicationId: string,
    signed: { titles: string[]; documents: Document[] },
  ): Promise<void> {
    const quote = await this.quotes.load(applicationId, m);
    const { client } = quote.app;
    await this.mail.enqueueOnce(
      m,
      `signatures-complete:${applicationId}`,
      client.email,
      'signatures-complete',
      {
        firstName: client.firstName,
        businessName: quote.app.business?.legalName ?? null,
        coverage: coverageWords(quote.app.coverageType),
        attached: signed.titles,
        quoteUrl: this.links.url(quotePath(applicationId)),
      },
      { attachments: signed.documents },
    );
  }
}
