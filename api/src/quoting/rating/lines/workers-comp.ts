import {
  BindabilityReason,
  EMPLOYERS_LIABILITY_LIMITS,
  PAYROLL_RULE_CATALOGUE,
  claimsInLookBack,
  includedOwnerPayroll,
  isAutoIncluded,
  isOwnerIncluded,
  minimumEmployersLiabilityLevel,
  stateFundFor,
  type CarrierName,
  type OwnerPayrollRule,
  type StateFund,
  type UsStateCode,
} from '@coverline/contracts';
import {
  formatCents,
  multiplyCents,
  multiplyDivideCents,
  percentOfCents,
  percentSlicesCents,
  roundedProduct,
} from '../money';
import type { RateTables } from '../tables/rate-tables';
import type { PremiumDiscountTier, ScheduleRules, WcStateTable } from '../tables/types';
import { yearsInBusiness, type RatingOptions, type WcSubmission } from '../submission';
import { WorksheetBuilder } from '../worksheet';
import {
  addCarrierDiscount,
  lcmFor,
  rateLine,
  RatingStop,
  TableReader,
  unrated,
  type LineRating,
  type RatedClassPayroll,
} from './common';
import { guardExposure } from './exposure';

/** Workers compensation rates are per $100 of payroll, rounded to the cent of a dollar. */
const RATE_PLACES = 2;

interface ClassPayroll {
  state: UsStateCode;
  classCode: string;
  employeePayrollCents: number;
  ownerPayrollCents: number;
}

/** Rows by state and class code, summing repeats, in the order first given. */
function payrollRows(submission: WcSubmission): Map<string, ClassPayroll> {
  const rows = new Map<string, ClassPayroll>();
  for (const p of submission.payroll) {
    const key = `${p.state}|${p.classCode}`;
    const row = rows.get(key) ?? {
      state: p.state,
      classCode: p.classCode,
      employeePayrollCents: 0,
      ownerPayrollCents: 0,
    };
    row.employeePayrollCents += p.payrollCents;
    rows.set(key, row);
  }
  return rows;
}

/** The class with the most payroll, in a state when it has any, else anywhere. */
function governingClass(rows: Map<string, ClassPayroll>, state: UsStateCode): string | undefined {
  const all = [...rows.values()];
  const inState = all.filter((r) => r.state === state);
  const pool = inState.length > 0 ? inState : all;
  return pool.reduce<ClassPayroll | undefined>(
    (best, r) => (!best || r.employeePayrollCents > best.employeePayrollCents ? r : best),
    undefined,
  )?.classCode;
}

/** The carrier's schedule modifier in basis points (e.g. -750 for a 7.5% credit), within bounds. */
function scheduleBasisPoints(
  rules: ScheduleRules | undefined,
  claims: number,
  years: number,
  maxPercent: number,
) {
  const bp = (percent: number) => Math.round(percent * 100);
  const parts: { label: string; bp: number }[] = [];
  if (rules) {
    if (claims === 0)
      parts.push({ label: 'claims-free credit', bp: -bp(rules.claimsFreeCreditPercent) });
    else
      parts.push({
        label: `debit for ${claims} claim(s)`,
        bp: bp(rules.perClaimDebitPercent) * claims,
      });
    if (rules.yearsInBusiness && years >= rules.yearsInBusiness.minimum) {
      parts.push({
        label: 'years in business credit',
        bp: -bp(rules.yearsInBusiness.creditPercent),
      });
    }
  }
  const limit = bp(maxPercent);
  const total = Math.max(
    -limit,
    Math.min(
      limit,
      parts.reduce((sum, p) => sum + p.bp, 0),
    ),
  );
  return { total, parts };
}

function discountSlices(standardCents: number, tiers: readonly PremiumDiscountTier[]) {
  const slices: { cents: number; percent: number }[] = [];
  let floor = 0;
  for (const tier of tiers) {
    const top = tier.upToCents ?? Infinity;
    const cents = Math.max(0, Math.min(standardCents, top) - floor);
    if (cents > 0) slices.push({ cents, percent: tier.percent });
    floor = top;
  }
  return slices;
}

/** The owner payroll rules of a list of versions, by the list's newest version. */
const rulesThrough = new WeakMap<object, readonly OwnerPayrollRule[]>();

/**
 * Every rule of the versions in force (oldest first, so the newest names the list), flattened
 * once per list rather than on every rating of every carrier: the same tables are rated with
 * until a version is added, and a new version is a new record.
 */
function rulesOf(
  versions: readonly { data: { rules: readonly OwnerPayrollRule[] } }[],
): readonly OwnerPayrollRule[] {
  const newest = versions.at(-1);
  if (!newest) return [];
  let rules = rulesThrough.get(newest);
  if (!rules) {
    rules = versions.flatMap((v) => v.data.rules);
    rulesThrough.set(newest, rules);
  }
  return rules;
}

/**
 * Workers compensation in NCCI order: manual premium by state and class (owners' payroll
 * included), employers liability limits, experience and schedule modification, the carrier's
 * discount setting, blanket waiver (together the standard premium), premium discount, expense
 * constant, the minimum premium, then terrorism, catastrophe and state assessments, which the
 * minimum does not absorb. Payroll in a monopolistic state is left to the state fund, and the
 * quote says so (MONOPOLISTIC_STATE_EXCLUDED with the fund's link).
 */
export function rateWorkersComp(
  submission: WcSubmission,
  tables: RateTables,
  carrier: CarrierName,
  options: RatingOptions = {},
): LineRating {
  return rateLine(() => {
    guardExposure(submission, tables);
    const read = new TableReader(tables, submission.effectiveDate);
    const ws = new WorksheetBuilder();
    const factors = read.get('wc.factors', { line: 'wc' });
    const classes = read.get('wc.classes', { line: 'wc' }).classes;
    const rates = read.carrierRates('wc', carrier);
    const rows = payrollRows(submission);
    const stateFunds = new Map<UsStateCode, StateFund>();
    const fundFor = (state: UsStateCode) => {
      const fund = stateFundFor(state);
      if (fund) stateFunds.set(state, fund);
      return fund;
    };

    // Owners first: their payroll joins a class row before the manual premium is figured.
    const year = Number(submission.effectiveDate.slice(0, 4));
    const ruleVersions = read.history('wc.ownerPayrollRules', { line: 'wc' });
    const ruleYears = ruleVersions.map((v) => Number(v.effectiveFrom.slice(0, 4)));
    const rules = rulesOf(ruleVersions);
    for (const owner of submission.owners) {
      fundFor(owner.state);
      const outcome = includedOwnerPayroll(
        owner,
        { year, entityType: submission.business.entityType },
        ruleYears,
        rules,
      );
      const failed = outcome.codes.filter((c) => PAYROLL_RULE_CATALOGUE[c].severity === 'error');
      if (failed.length > 0) {
        throw new RatingStop({
          kind: 'noRates',
          missing: failed.map(
            (c) =>
              `${c} owner payroll rule ${owner.state} ${submission.business.entityType} ${year}`,
          ),
        });
      }
      const version = ruleVersions.find((v) => v.effectiveFrom.startsWith(`${outcome.ruleYear}`));
      if (version) read.markUsed(version);
      let classCode: string | null = null;
      if (outcome.amountCents > 0) {
        classCode = owner.classCode ?? governingClass(rows, owner.state) ?? null;
        if (!classCode) unrated(BindabilityReason.CLASS_OUT_OF_APPETITE);
        const key = `${owner.state}|${classCode}`;
        const row = rows.get(key) ?? {
          state: owner.state,
          classCode,
          employeePayrollCents: 0,
          ownerPayrollCents: 0,
        };
        row.ownerPayrollCents += outcome.amountCents;
        rows.set(key, row);
      }
      ws.note('wc.ownerPayroll', `Owner payroll: ${owner.name}`, {
        state: owner.state,
        entityType: submission.business.entityType,
        ownershipPercent: owner.ownershipPercent,
        included: isOwnerIncluded(owner),
        autoIncluded: isAutoIncluded(owner),
        ruleYear: outcome.ruleYear,
        ruleOutcome: outcome.codes.join(', '),
        classCode,
        payrollCents: outcome.amountCents,
      });
    }

    // 1. Manual premium by state and class code.
    let excludedPayrollCents = 0;
    const classPayrolls: RatedClassPayroll[] = [];
    const byState = new Map<
      UsStateCode,
      { table: WcStateTable; payrollCents: number; manualCents: number; highestRate: number }
    >();
    for (const row of rows.values()) {
      const fund = fundFor(row.state);
      if (fund) {
        excludedPayrollCents += row.employeePayrollCents + row.ownerPayrollCents;
        ws.note('wc.stateFund', `${row.state} ${row.classCode}: insured by ${fund.name}`, {
          state: row.state,
          classCode: row.classCode,
          payrollCents: row.employeePayrollCents + row.ownerPayrollCents,
          stateFundUrl: fund.url,
        });
        continue;
      }
      const state =
        byState.get(row.state) ??
        byState
          .set(row.state, {
            table: read.get('wc.state', { line: 'wc', state: row.state }),
            payrollCents: 0,
            manualCents: 0,
            highestRate: 0,
          })
          .get(row.state)!;
      const lossCost = state.table.lossCosts[row.classCode];
      if (lossCost === undefined) unrated(BindabilityReason.CLASS_OUT_OF_APPETITE);
      const lcm = lcmFor(rates, row.state);
      const rate = roundedProduct(RATE_PLACES, lossCost, lcm);
      const payrollCents = row.employeePayrollCents + row.ownerPayrollCents;
      const description = classes[row.classCode]?.description ?? '';
      const amount = ws.add(
        'wc.manualPremium',
        `Manual premium ${row.state} ${row.classCode} ${description}`.trim(),
        {
          state: row.state,
          classCode: row.classCode,
          employeePayrollCents: row.employeePayrollCents,
          ownerPayrollCents: row.ownerPayrollCents,
          payrollCents,
          lossCost,
          lcm,
          ratePer100: rate,
        },
        multiplyDivideCents(payrollCents, [rate], 100),
      );
      classPayrolls.push({
        state: row.state,
        classCode: row.classCode,
        employeePayrollCents: row.employeePayrollCents,
        ownerPayrollCents: row.ownerPayrollCents,
        payrollCents,
      });
      state.payrollCents += payrollCents;
      state.manualCents += amount;
      state.highestRate = Math.max(state.highestRate, rate);
    }
    if (byState.size === 0) {
      if (stateFunds.size > 0) {
        throw new RatingStop({ kind: 'monopolistic', stateFunds: [...stateFunds.values()] });
      }
      unrated(BindabilityReason.CLASS_OUT_OF_APPETITE);
    }
    const adjustments: BindabilityReason[] = [];
    // Payroll left to a state fund is not covered by this quote: the answer says so, with the
    // fund's link, and a person confirms the state fund cover before it is bound.
    if (excludedPayrollCents > 0) adjustments.push(BindabilityReason.MONOPOLISTIC_STATE_EXCLUDED);

    // 2. Employers liability limits: the highest of the level asked and the states' minimums.
    const requiredLevel = Math.max(...[...byState.keys()].map(minimumEmployersLiabilityLevel));
    const level = Math.max(submission.employersLiabilityLevel, requiredLevel) as 1 | 2 | 3;
    if (level !== submission.employersLiabilityLevel) {
      adjustments.push(BindabilityReason.EMPLOYERS_LIABILITY_LIMIT_DIFFERS);
    }
    const elFactor = factors.employersLiability[`${level}`];
    ws.factor(
      'wc.employersLiability',
      `Employers liability level ${level} (${EMPLOYERS_LIABILITY_LIMITS[level]})`,
      { level, requestedLevel: submission.employersLiabilityLevel },
      elFactor,
    );

    // 3. Experience and schedule modification give the standard premium.
    const experienceMod = submission.experienceMod ?? 1;
    ws.factor(
      'wc.experienceMod',
      'Experience modification',
      {
        known: submission.experienceMod !== undefined,
        verified: submission.experienceModVerified ?? false,
      },
      experienceMod,
    );
    const claims = claimsInLookBack(submission.claims, submission.effectiveDate).length;
    const years = yearsInBusiness(submission);
    const schedule = scheduleBasisPoints(rates.schedule, claims, years, factors.scheduleMaxPercent);
    const scheduleFactor = (10_000 + schedule.total) / 10_000;
    ws.factor(
      'wc.schedule',
      'Schedule rating',
      {
        claimsInLookBack: claims,
        yearsInBusiness: years,
        modifications: schedule.parts.map((p) => `${p.label} ${p.bp / 100}%`).join('; '),
        schedulePercent: schedule.total / 100,
      },
      scheduleFactor,
    );
    const carrierFactor = addCarrierDiscount(
      ws,
      'wc.carrierDiscount',
      options.carrierDiscountPercent,
    );

    // 4. Blanket waiver of subrogation, the last part of the standard premium.
    if (submission.waiverOfSubrogation) {
      const { percent, minimumCents } = factors.waiverOfSubrogation;
      ws.add(
        'wc.waiverOfSubrogation',
        'Blanket waiver of subrogation',
        { percent, minimumCents, premiumBeforeCents: ws.totalCents },
        Math.max(percentOfCents(ws.totalCents, percent), minimumCents),
      );
    }
    const standardCents = ws.totalCents;
    ws.note('wc.standardPremium', 'Standard premium', {
      standardPremiumCents: standardCents,
      includesWaiver: submission.waiverOfSubrogation,
    });

    // 5. Premium discount by tiers of the standard premium.
    const slices = discountSlices(standardCents, factors.premiumDiscount);
    ws.add(
      'wc.premiumDiscount',
      'Premium discount',
      {
        standardPremiumCents: standardCents,
        tiers: slices.map((s) => `${formatCents(s.cents)} at ${s.percent}%`).join('; '),
      },
      -percentSlicesCents(slices),
    );

    // 6. Expense constant: the highest of the states'.
    const [ecState, ec] = [...byState].reduce<[UsStateCode, number]>(
      (best, [code, s]) =>
        s.table.expenseConstantCents > best[1] ? [code, s.table.expenseConstantCents] : best,
      [[...byState.keys()][0], -1],
    );
    ws.add('wc.expenseConstant', 'Expense constant', { state: ecState }, ec);

    // 7. Minimum premium: the highest class rate x multiplier + expense constant, capped. It is
    // compared before terrorism, catastrophe and assessments, which are charged on top of it.
    const minimum = [...byState].map(([code, s]) => ({
      state: code,
      highestRate: s.highestRate,
      multiplier: s.table.minimumPremium.multiplier,
      capCents: s.table.minimumPremium.capCents,
      cents: Math.min(
        multiplyCents(100, s.highestRate, s.table.minimumPremium.multiplier) + ec,
        s.table.minimumPremium.capCents,
      ),
    }));
    const governing = minimum.reduce((best, m) => (m.cents > best.cents ? m : best));
    ws.floor(
      'wc.minimumPremium',
      'Minimum premium',
      {
        state: governing.state,
        highestRatePer100: governing.highestRate,
        multiplier: governing.multiplier,
        expenseConstantCents: ec,
        capCents: governing.capCents,
      },
      governing.cents,
    );

    // 8. Terrorism and catastrophe per $100 of payroll, and the state assessments on the premium
    // each state names: the state's own standard premium unless its table says manual.
    for (const [code, s] of byState) {
      for (const [stepCode, name, rate] of [
        ['wc.terrorism', 'Terrorism', s.table.terrorismRatePer100],
        [
          'wc.catastrophe',
          'Catastrophe (other than certified terrorism)',
          s.table.catastropheRatePer100,
        ],
      ] as const) {
        if (rate === 0) continue;
        ws.add(
          stepCode,
          `${name} ${code}`,
          { state: code, payrollCents: s.payrollCents, ratePer100: rate },
          multiplyDivideCents(s.payrollCents, [rate], 100),
        );
      }
      // A state's standard premium is its own manual premium times the policy's factors (and
      // the waiver's percent), rounded once: it depends on no other state's payroll, so more
      // payroll anywhere, or another state, never lowers a state's assessment. The waiver's
      // minimum beyond its percent is a policy charge, in the standard premium, in no state's.
      const stateStandardCents = multiplyCents(
        s.manualCents,
        elFactor,
        experienceMod,
        scheduleFactor,
        carrierFactor,
        submission.waiverOfSubrogation ? 1 + factors.waiverOfSubrogation.percent / 100 : 1,
      );
      for (const assessment of s.table.assessments) {
        const basis = assessment.basis ?? 'standard';
        const basisCents = basis === 'manual' ? s.manualCents : stateStandardCents;
        ws.add(
          'wc.stateAssessment',
          `${assessment.name} (${code})`,
          { state: code, basis, basisPremiumCents: basisCents, percent: assessment.percent },
          percentOfCents(basisCents, assessment.percent),
        );
      }
    }

    const worksheet = ws.build();
    return {
      kind: 'rated',
      premiumCents: worksheet.premiumCents,
      worksheet,
      terms: {
        employersLiabilityLevel: level,
        waiverOfSubrogation: submission.waiverOfSubrogation,
        classPayrolls,
      },
      adjustments,
      stateFunds: [...stateFunds.values()],
      tableVersions: read.versions(),
    };
  });
}
