/**
 * An endorsement's change applied to a policy's rating inputs: pure, so the same change gives
 * the same inputs when it is priced and when it is issued. A change that does not fit the line
 * answers the problems in words (3062); one that changes nothing answers 3070.
 */
import {
  CYBER_LIMITS_CENTS,
  endorsementTouchesCertificateHolders,
  EndorsementType,
  ErrorCode,
  GL_LIMITS,
  isUsStateCode,
  type GlLimit,
  type UsStateCode,
} from '@coverline/contracts';
import { isDeepStrictEqual } from 'node:util';
import { DomainException } from '../../common/errors/domain.exception';
import { certificateChangeWords, type CertificateChange } from '../../platform/mail';
import type { Construction, RatingOwner, Submission, WcPayroll } from '../../quoting/rating';

export interface EndorsedLocation {
  line1: string;
  city: string;
  state: UsStateCode;
  zip: string;
  construction?: Construction;
  sprinklers?: boolean;
  buildingCoverageCents?: number;
  bppCoverageCents?: number;
}

export type EndorsementChange =
  | { type: typeof EndorsementType.ChangePayroll; payroll: WcPayroll[] }
  | { type: typeof EndorsementType.AddLocation; location: EndorsedLocation }
  | { type: typeof EndorsementType.ChangeLimits; glLimit?: GlLimit; cyberLimitCents?: number }
  | { type: typeof EndorsementType.ChangeOwners; owners: RatingOwner[] }
  | { type: typeof EndorsementType.AddAdditionalInsured; additionalInsured: string };

/** A policy's rating inputs with the named additional insureds endorsed on it. */
export interface PolicyInputs {
  submission: Submission;
  additionalInsureds: string[];
}

/** The inputs with the change applied; 3062 with the problems, 3070 when nothing changes. */
export function applyChange(base: PolicyInputs, change: EndorsementChange): PolicyInputs {
  const problems: string[] = [];
  const next = applied(base, change, problems);
  if (problems.length > 0) throw new DomainException(ErrorCode.EndorsementChangeInvalid, problems);
  if (isDeepStrictEqual(next, base)) throw new DomainException(ErrorCode.EndorsementChangesNothing);
  return next;
}

function applied(base: PolicyInputs, change: EndorsementChange, problems: string[]): PolicyInputs {
  const s = base.submission;
  switch (change.type) {
    case EndorsementType.ChangePayroll: {
      if (s.coverageType !== 'wc') {
        problems.push('payroll: only a workers compensation policy is rated on payroll by class.');
        return base;
      }
      const seen = new Set<string>();
      change.payroll.forEach((line, i) => {
        const key = `${line.state}|${line.classCode}`;
        if (seen.has(key))
          problems.push(`payroll[${i}]: ${line.classCode} in ${line.state} twice.`);
        seen.add(key);
      });
      if (change.payroll.length === 0) problems.push('payroll: give at least one line.');
      return { ...base, submission: { ...s, payroll: change.payroll.map((l) => ({ ...l })) } };
    }
    case EndorsementType.AddLocation: {
      const l = change.location;
      if (!isUsStateCode(l.state)) problems.push('location.state: not a US state.');
      if (
        s.coverageType === 'bop' &&
        !(l.buildingCoverageCents || l.bppCoverageCents) &&
        problems.length === 0
      ) {
        problems.push(
          "location: a business owner's policy needs a building or business personal property limit.",
        );
      }
      const added = {
        state: l.state,
        zip: l.zip,
        primary: false,
        ...(s.coverageType === 'bop'
          ? {
              construction: l.construction ?? 'Wood Frame',
              sprinklers: l.sprinklers ?? false,
              buildingCoverageCents: l.buildingCoverageCents ?? 0,
              bppCoverageCents: l.bppCoverageCents ?? 0,
            }
          : {}),
      };
      return { ...base, submission: { ...s, locations: [...s.locations, added] } };
    }
    case EndorsementType.ChangeLimits: {
      if (s.coverageType === 'gl' || s.coverageType === 'bop') {
        if (!change.glLimit || !GL_LIMITS.includes(change.glLimit)) {
          problems.push(`glLimit: one of ${GL_LIMITS.join(', ')}.`);
          return base;
        }
        return { ...base, submission: { ...s, glLimit: change.glLimit } };
      }
      if (s.coverageType === 'cyber') {
        const limit = change.cyberLimitCents;
        if (limit === undefined || !(CYBER_LIMITS_CENTS as readonly number[]).includes(limit)) {
          problems.push(`cyberLimitCents: one of ${CYBER_LIMITS_CENTS.join(', ')}.`);
          return base;
        }
        return { ...base, submission: { ...s, cyberLimitCents: limit } };
      }
      problems.push('limits: a workers compensation policy has no limit to change here.');
      return base;
    }
    case EndorsementType.ChangeOwners: {
      if (s.coverageType !== 'wc') {
        problems.push('owners: only a workers compensation policy is rated on its owners.');
        return base;
      }
      const share = change.owners.reduce((sum, o) => sum + o.ownershipPercent, 0);
      if (share > 100) problems.push('owners: ownership adds up to more than 100%.');
      return {
        ...base,
        submission: {
          ...s,
          owners: change.owners.map((o) => ({
            name: o.name.trim(),
            state: o.state,
            ownershipPercent: o.ownershipPercent,
            included: o.included,
            ...(o.payrollEstimateCents !== undefined
              ? { payrollEstimateCents: o.payrollEstimateCents }
              : {}),
            ...(o.classCode ? { classCode: o.classCode } : {}),
          })),
        },
      };
    }
    case EndorsementType.AddAdditionalInsured: {
      const name = change.additionalInsured.trim();
      if (!name) problems.push('additionalInsured: give a name.');
      if (base.additionalInsureds.some((n) => n.toLowerCase() === name.toLowerCase())) {
        problems.push(`additionalInsured: ${name} is already an additional insured.`);
      }
      const additionalInsureds = [...base.additionalInsureds, name];
      // General liability: the rating library's blanket additional insured endorsement.
      const submission: Submission =
        s.coverageType === 'gl' ? { ...s, blanketAdditionalInsured: true } : s;
      return { submission, additionalInsureds };
    }
  }
}

/**
 * Whether certificate holders are told of the change: it is one their certificate shows
 * (`endorsementTouchesCertificateHolders`).
 */
export const touchesCertificates = (
  change: EndorsementChange,
): change is Extract<EndorsementChange, { type: CertificateChange['type'] }> =>
  endorsementTouchesCertificateHolders(change.type);

/** Every state the inputs name: locations, payroll and owners. */
export function statesOf(submission: Submission): string[] {
  const states = new Set<string>(submission.locations.map((l) => l.state));
  if (submission.coverageType === 'wc') {
    for (const p of submission.payroll) states.add(p.state);
    for (const o of submission.owners) states.add(o.state);
  }
  return [...states].sort();
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * What a change does, in words (English, as the policy's documents are); the changes a
 * certificate shows read as the holder's notice words them.
 */
export function changeSummary(change: EndorsementChange): string {
  switch (change.type) {
    case EndorsementType.ChangePayroll:
      return `payroll by class code: ${change.payroll
        .map((l) => `${l.classCode} in ${l.state} ${dollars(l.payrollCents)}`)
        .join('; ')}`;
    case EndorsementType.ChangeOwners:
      return `owners and officers: ${change.owners
        .map((o) => `${o.name} (${o.ownershipPercent}%, ${o.included ? 'included' : 'excluded'})`)
        .join('; ')}`;
    case EndorsementType.AddLocation:
    case EndorsementType.ChangeLimits:
    case EndorsementType.AddAdditionalInsured:
      return certificateChangeWords(change, 'en');
  }
}
