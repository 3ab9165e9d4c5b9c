/**
 * Staff's read of a whole application: admins any, agents those of the clients assigned to
 * them (1301 otherwise). Reads through the quotes, questions, payments, billing and signatures
 * services; nothing here writes.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CarrierName, CoverageType, ErrorCode, QuestionSetKind, Role } from '@coverline/contracts';
import { BillingService } from '../../purchase/billing';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { PaymentsService } from '../../purchase/payments';
import { mapQuote, QuoteRecords } from '../../quoting/quotes';
import { QuestionsService } from '../../quoting/reference-data';
import { SignaturesService, type PacketStatusView } from '../../purchase/signatures';
import { answeredQuestions } from './answered-questions';
import type {
  ApplicationDetailDto,
  PaymentRecordDto,
  SignaturePacketRecordDto,
} from './dto/application-detail.dto';

@Injectable()
export class ApplicationDetailService {
  constructor(
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(QuestionsService) private readonly questions: QuestionsService,
    @Inject(PaymentsService) private readonly payments: PaymentsService,
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(SignaturesService) private readonly signatures: SignaturesService,
  ) {}

  async read(caller: UserPrincipal, id: string): Promise<ApplicationDetailDto> {
    const quote = await this.quotes.load(id);
    if (caller.role === Role.Agent && quote.app.agentId !== caller.userId) {
      throw new DomainException(ErrorCode.NotYourClient);
    }
    const { app } = quote;
    const coverage = app.coverageType;
    // One after another: each reads on the pool, and a page view should not take several.
    const payroll = await this.questions.get(
      QuestionSetKind.Payroll,
      CarrierName.Default,
      coverage,
    );
    const underwriting = await this.questions.get(
      QuestionSetKind.Underwriting,
      CarrierName.Employers,
      coverage,
    );
    const owner = await this.questions.get(QuestionSetKind.Owner, CarrierName.Employers, coverage);
    const cyber =
      coverage === CoverageType.Cyber
        ? underwriting
        : await this.questions.get(
            QuestionSetKind.Underwriting,
            CarrierName.Employers,
            CoverageType.Cyber,
          );
    return {
      quote: mapQuote(quote),
      answers: [
        ...answeredQuestions('payroll', app.payrollAnswers, payroll.questions),
        ...answeredQuestions('underwriting', app.underwritingAnswers, underwriting.questions),
        ...answeredQuestions('owner', app.ownerAnswers, owner.questions),
        ...answeredQuestions('property', app.propertyAnswers, underwriting.questions),
        ...answeredQuestions('cyber', app.cyberAnswers, cyber.questions),
      ],
      payments: await this.paymentsOf(id),
      signatures: await this.packetsOf(id),
    };
  }

  private async paymentsOf(applicationId: string): Promise<PaymentRecordDto[]> {
    const checkouts = await this.payments.checkoutsFor(applicationId);
    if (!checkouts.length) return [];
    const paid = new Map(
      (await this.payments.paymentsFor(applicationId)).map((p) => [p.checkoutId, p]),
    );
    const last4 = (await this.billing.find(applicationId))?.accountNumberLast4 ?? null;
    return checkouts.map((c) => {
      const payment = paid.get(c.id);
      return {
        id: c.id,
        amountCents: payment?.amountCents ?? c.amountCents,
        method: payment?.method ?? null,
        accountMasked: payment?.method === 'bank' && last4 ? `•••• ${last4}` : null,
        status: c.status,
        at: payment?.paidAt ?? c.createdAt,
      };
    });
  }

  private async packetsOf(applicationId: string): Promise<SignaturePacketRecordDto[]> {
    const latest = await this.signatures.status(applicationId);
    const waivers = await this.signatures.waivers(applicationId);
    return [
      ...(latest ? [mapPacket(latest, 'application')] : []),
      ...waivers.map((w) => mapPacket(w, 'waiver')),
    ];
  }
}

function mapPacket(
  view: PacketStatusView,
  kind: SignaturePacketRecordDto['kind'],
): SignaturePacketRecordDto {
  return {
    id: view.packetId,
    kind,
    status: view.status,
    createdAt: view.createdAt,
    completedAt: view.completedAt,
    signers: view.signers.map((s) => ({
      id: s.signerId,
      name: s.name,
      email: s.email,
      title: s.title,
      status: s.status,
      sentAt: s.sentAt,
      signedAt: s.signedAt,
    })),
  };
}
