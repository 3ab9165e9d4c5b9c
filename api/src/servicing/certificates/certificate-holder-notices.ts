/**
 * Tells a policy's certificate holders what happened to it: the cancellation and non-renewal
 * modules (and staff completing a cancellation request today) call `notifyCertificateHolders`.
 * The event is recorded once per policy and kind, and each holder is mailed once for it, in the
 * language their account reads (English for anyone else), with the link to the public page. A
 * reinstatement withdraws the cancellation the holders were told of (none told, none to tell).
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PolicyHolderEvent, type PolicyEventRecord } from '@coverline/contracts';
import { AGENCY_NAME } from '../../purchase/documents';
import { MailService, type CertificateChange } from '../../platform/mail';
import { PublicLinks } from '../../common/http/public-links';
import { PolicyRecords } from '../policies';
import { certificateNumber } from './acord25-view';
import { CertificatesRepository } from './certificates.repository';
import type { Certificate } from './entities/certificate.entity';

/** Each holder email once, with the newest certificate sent to it (the list comes newest first). */
export function holdersToNotify(certificates: Certificate[]): Map<string, Certificate> {
  const holders = new Map<string, Certificate>();
  for (const certificate of certificates) {
    const email = certificate.holderEmail?.trim().toLowerCase();
    if (email && !holders.has(email)) holders.set(email, certificate);
  }
  return holders;
}

@Injectable()
export class CertificateHolderNotices {
  constructor(
    @Inject(CertificatesRepository) private readonly certificates: CertificatesRepository,
    @Inject(PolicyRecords) private readonly policies: PolicyRecords,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(PublicLinks) private readonly links: PublicLinks,
  ) {}

  /**
   * Records the policy's event and mails every distinct holder email of its issued certificates
   * (a holder named additional insured is the certificate's holder). Runs in the caller's
   * transaction when given one, so the mails exist exactly when the change that caused them
   * commits. Answers how many holders were mailed: none when the event was told before.
   */
  async notifyCertificateHolders(
    policyId: string,
    event: PolicyEventRecord,
    manager?: EntityManager,
  ): Promise<number> {
    if (!manager) {
      return this.certificates.transaction((m) =>
        this.notifyCertificateHolders(policyId, event, m),
      );
    }
    const policy = await this.policies.byId(policyId, manager);
    if (!policy) throw new Error(`No policy ${policyId} to tell certificate holders about`);
    if (
      event.event === PolicyHolderEvent.Reinstated &&
      !(await this.certificates.withdrawCancellation(manager, policyId))
    ) {
      return 0;
    }
    if (!(await this.certificates.recordPolicyEvent(manager, policyId, event))) return 0;
    const issued = await this.certificates.issuedOfApplication(manager, policy.applicationId);
    let mailed = 0;
    for (const [email, certificate] of holdersToNotify(issued)) {
      // Certificates issued before verification links existed are told without one.
      const issue = await this.certificates.latestVerification(certificate.id, manager);
      const sent = await this.mail.enqueueOnce(
        manager,
        // Per event and date: a policy reinstated and cancelled again tells its holders again.
        // The address is digested to keep the key short.
        `certificate-holder-notice:${policyId}:${event.event}:${event.effectiveOn}:${digest(email)}`,
        email,
        'certificate-holder-notice',
        {
          holderName: certificate.holderName,
          businessName: certificate.insuredName,
          certificateNumber: certificateNumber(certificate.id),
          carrier: policy.carrier ?? '',
          policyNumber: policy.policyNumber ?? '',
          event: event.event,
          effectiveOn: event.effectiveOn,
          agencyName: AGENCY_NAME,
          verificationUrl: issue ? this.links.url(`/verify/${issue.verificationId}`) : null,
        },
      );
      if (sent) mailed += 1;
    }
    return mailed;
  }

  /**
   * Mails every distinct holder email of the policy's issued certificates that an endorsement
   * changed what their certificate shows (`endorsementTouchesCertificateHolders`): once per
   * endorsement (`key`) and holder, in the caller's transaction. The policy's standing does not
   * change, so nothing is recorded for the verification page. Answers how many were mailed.
   */
  async notifyHoldersOfChange(
    policyId: string,
    endorsement: { key: string; effectiveOn: string; change: CertificateChange },
    manager: EntityManager,
  ): Promise<number> {
    const policy = await this.policies.byId(policyId, manager);
    if (!policy) throw new Error(`No policy ${policyId} to tell certificate holders about`);
    const issued = await this.certificates.issuedOfApplication(manager, policy.applicationId);
    let mailed = 0;
    for (const [email, certificate] of holdersToNotify(issued)) {
      const issue = await this.certificates.latestVerification(certificate.id, manager);
      const sent = await this.mail.enqueueOnce(
        manager,
        `certificate-holder-change:${endorsement.key}:${digest(email)}`,
        email,
        'certificate-holder-notice',
        {
          holderName: certificate.holderName,
          businessName: certificate.insuredName,
          certificateNumber: certificateNumber(certificate.id),
          carrier: policy.carrier ?? '',
          policyNumber: policy.policyNumber ?? '',
          event: 'changed',
          effectiveOn: endorsement.effectiveOn,
          change: endorsement.change,
          agencyName: AGENCY_NAME,
          verificationUrl: issue ? this.links.url(`/verify/${issue.verificationId}`) : null,
        },
      );
      if (sent) mailed += 1;
    }
    return mailed;
  }
}

const digest = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 16);
