/**
 * The public check of a certificate: from the link printed on it to where its policy stands
 * today and whether the certificate still says what the policy says. Anyone holding the link may
 * read it, so the answer carries only what the certificate printed about the business and its
 * policy.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, policyStanding, supersededReasons } from '@coverline/contracts';
import { DomainException } from '../../common/errors/domain.exception';
import { DocumentContext } from '../../purchase/documents';
import { QuoteRecords } from '../../quoting/quotes';
import { PolicyRecords } from '../policies';
import { ACORD25_LINE_NAMES, certificateNumber } from './acord25-view';
import { CertificatesRepository } from './certificates.repository';
import { certifiedFacts } from './certified-facts';
import type { CertificateVerificationDto } from './dto/certificate-verification.dto';

@Injectable()
export class CertificateVerificationService {
  constructor(
    @Inject(CertificatesRepository) private readonly certificates: CertificatesRepository,
    @Inject(PolicyRecords) private readonly policies: PolicyRecords,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
    @Inject(DocumentContext) private readonly context: DocumentContext,
  ) {}

  async verify(verificationId: string): Promise<CertificateVerificationDto> {
    const issue = await this.certificates.verification(verificationId);
    const certificate = issue && (await this.certificates.byId(issue.certificateId));
    const policy = certificate && (await this.policies.of(certificate.applicationId));
    if (!issue || !certificate || !policy) {
      throw new DomainException(ErrorCode.CertificateVerificationNotFound);
    }
    const quote = await this.quotes.load(certificate.applicationId);
    const newest = await this.certificates.latestVerification(certificate.id);
    const events = await this.certificates.policyEvents(policy.id);
    const today = this.context.today();
    const now = certifiedFacts(quote, policy);
    const standing = policyStanding(now, events, today);
    const reasons = supersededReasons(
      issue.facts,
      now,
      newest !== null && newest.verificationId !== issue.verificationId,
    );
    const printed = issue.facts;
    return {
      certificateNumber: certificateNumber(certificate.id),
      issuedOn: issue.issuedOn,
      insuredName: issue.businessName,
      insuredDba: issue.businessDba,
      insuredCity: issue.insuredCity,
      insuredState: issue.insuredState,
      carrier: printed.carrier,
      policyNumber: printed.policyNumber,
      coverageType: quote.app.coverageType,
      typeOfInsurance: ACORD25_LINE_NAMES[quote.app.coverageType],
      limits: printed.limits.map(({ label, value }) => ({ label, value })),
      policyStatus: standing.standing,
      policyStatusDate: standing.on,
      effectiveDate: now.effectiveDate,
      expirationDate: now.expirationDate,
      current: reasons.length === 0,
      supersededReasons: reasons,
      sandbox: issue.sandbox,
      checkedOn: today,
    };
  }
}
