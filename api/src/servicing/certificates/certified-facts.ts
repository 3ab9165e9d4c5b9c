/** The bound policy as a certificate prints it, read from the quote and its policy record. */
import type { CertifiedFacts } from '@coverline/contracts';
import { lineLimits } from '../../purchase/documents';
import type { QuoteAggregate } from '../../quoting/quotes';
import type { Policy } from '../policies';
import { certificateLimits, type CertifiedPolicy } from './acord25-view';

export function certifiedPolicy(quote: QuoteAggregate, policy: Policy): CertifiedPolicy {
  return {
    policyNumber: policy.policyNumber!,
    carrier: policy.carrier!,
    coverageType: quote.app.coverageType,
    effectiveDate: policy.effectiveDate!,
    expirationDate: policy.expirationDate!,
    limits: lineLimits(quote),
  };
}

/** The facts a verification compares: the limits as printed (workers compensation's split). */
export function certifiedFacts(quote: QuoteAggregate, policy: Policy): CertifiedFacts {
  const certified = certifiedPolicy(quote, policy);
  return {
    policyNumber: certified.policyNumber,
    carrier: certified.carrier,
    coverageType: certified.coverageType,
    effectiveDate: certified.effectiveDate,
    expirationDate: certified.expirationDate,
    limits: certificateLimits(certified).map(({ label, value }) => ({ label, value })),
  };
}
