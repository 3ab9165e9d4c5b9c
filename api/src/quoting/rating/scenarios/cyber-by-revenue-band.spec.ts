import { Bindability, BindabilityReason } from '@coverline/contracts';
import { cowbell, loadBundledTables, rateWithAllCarriers } from '..';
import type { CyberSubmission } from '../submission';
import { checkWorksheet } from '../worksheet';

/**
 * Cyber for a dental practice in Denver with $3.2M revenue asking for a $3M limit, rated on
 * 15 June 2026 for a 1 July 2026 start; then the same risk across the revenue bands.
 */
const asOf = '2026-06-15';
const dentist: CyberSubmission = {
  coverageType: 'cyber',
  effectiveDate: '2026-07-01',
  business: {
    legalName: 'Bright Smile Dental PC',
    naicsCode: '621210',
    entityType: 'Corporation',
    yearEstablished: 2015,
    employees: 14,
    annualSalesCents: 320_000_000,
    payrollCents: 110_000_000,
  },
  locations: [{ state: 'CO', zip: '80202', primary: true }],
  claims: [],
  cyberLimitCents: 300_000_000,
  cyberRetentionCents: 250_000,
  securityControls: { mfa: true, edr: false, backups: true, training: false },
};

describe('cyber by revenue band', () => {
  const tables = loadBundledTables();

  it('Cowbell prices the dental practice step by step as worked by hand', async () => {
    const quote = await cowbell.quote(dentist, tables, asOf);

    expect(quote.worksheet!.steps.map((s) => [s.code, s.amountCents, s.totalCents])).toEqual([
      // Revenue $3.2M is in the $1M-$5M band: base $2,100 (for $1M limit, $2,500 retention)
      ['cyber.base', 210_000, 210_000],
      // Health care (NAICS sector 62) hazard 1.80: $3,780.00
      ['cyber.hazard', 168_000, 378_000],
      // $3M asked, capped at $2M under $5M revenue: limit factor 1.45 -> $5,481.00
      ['cyber.limit', 170_100, 548_100],
      // $2,500 retention is the band's minimum: x 1.00
      ['cyber.retention', 0, 548_100],
      // Multi-factor authentication credit x 0.90: $4,932.90
      ['cyber.securityControl', -54_810, 493_290],
      // Offline backups credit x 0.93: $4,587.597 -> $4,587.60
      ['cyber.securityControl', -34_530, 458_760],
      // Cowbell's multiplier in Colorado is 1.00; above its $500 minimum
      ['cyber.lcm', 0, 458_760],
      ['cyber.minimumPremium', 0, 458_760],
    ]);
    expect(quote.premiumCents).toBe(458_760);
    expect(quote.terms).toEqual({ cyberLimitCents: 200_000_000, cyberRetentionCents: 250_000 });
    expect(quote.bindability).toBe(Bindability.BindableNotThruApi);
    expect(quote.reasons).toEqual([
      {
        code: BindabilityReason.CYBER_LIMIT_CAPPED,
        text: 'Limit lowered to $2M, the most offered for revenue under $5M',
      },
    ]);
  });

  it.each([
    // revenue, band, base premium, minimum retention
    [80_000_000, 'Under $1M', 120_000, 250_000],
    [320_000_000, '$1M to $5M', 210_000, 250_000],
    [1_200_000_000, '$5M to $25M', 465_000, 250_000],
    [2_500_000_000, '$25M to $50M', 910_000, 500_000],
    [7_500_000_000, '$50M to $100M', 1_580_000, 1_000_000],
  ])('revenue %i cents falls in the band %s', async (revenue, band, base, minimumRetention) => {
    const quote = await cowbell.quote(
      {
        ...dentist,
        business: { ...dentist.business, annualSalesCents: revenue },
        cyberLimitCents: 100_000_000,
      },
      tables,
      asOf,
    );
    const [baseStep, , , retention] = quote.worksheet!.steps;
    expect(baseStep.inputs.band).toBe(band);
    expect(baseStep.amountCents).toBe(base);
    expect(retention.inputs.minimumRetentionCents).toBe(minimumRetention);
    expect(checkWorksheet(quote.worksheet!)).toEqual([]);
  });

  it('raises the retention of a school to the $25,000 minimum of education', async () => {
    const school: CyberSubmission = {
      ...dentist,
      business: {
        ...dentist.business,
        legalName: 'Front Range Academy',
        naicsCode: '611110',
        annualSalesCents: 1_200_000_000,
      },
      cyberLimitCents: 100_000_000,
      securityControls: { mfa: true, edr: true, backups: true, training: true },
    };
    const quote = await cowbell.quote(school, tables, asOf);

    expect(quote.worksheet!.steps.map((s) => [s.code, s.amountCents])).toEqual([
      // $5M-$25M band: $4,650; education (sector 61) x 1.50 = $6,975.00; $1M limit x 1.00
      ['cyber.base', 465_000],
      ['cyber.hazard', 232_500],
      ['cyber.limit', 0],
      // Retention raised from $2,500 to $25,000: x 0.75 = $5,231.25
      ['cyber.retention', -174_375],
      // Four controls: x 0.90 = $4,708.125 -> $4,708.13; x 0.95 = $4,472.7235 -> $4,472.72;
      // x 0.93 = $4,159.6296 -> $4,159.63; x 0.97 = $4,034.8411 -> $4,034.84
      ['cyber.securityControl', -52_312],
      ['cyber.securityControl', -23_541],
      ['cyber.securityControl', -31_309],
      ['cyber.securityControl', -12_479],
      ['cyber.lcm', 0],
      ['cyber.minimumPremium', 0],
    ]);
    expect(quote.premiumCents).toBe(403_484);
    expect(quote.reasons.map((r) => r.code)).toEqual([BindabilityReason.RETENTION_RAISED]);
  });

  it('declines revenue of $100M or more', async () => {
    const quote = await cowbell.quote(
      { ...dentist, business: { ...dentist.business, annualSalesCents: 12_000_000_000 } },
      tables,
      asOf,
    );
    expect(quote.bindability).toBe(Bindability.Declined);
    expect(quote.reasons.map((r) => r.code)).toEqual([BindabilityReason.REVENUE_OVER_LIMIT]);
    expect(quote.premiumCents).toBeNull();
  });

  it('refers a risk without multi-factor authentication', async () => {
    const quote = await cowbell.quote(
      { ...dentist, securityControls: { ...dentist.securityControls, mfa: false } },
      tables,
      asOf,
    );
    expect(quote.bindability).toBe(Bindability.Referred);
    expect(quote.reasons.map((r) => r.code)).toEqual([
      BindabilityReason.MFA_REQUIRED,
      BindabilityReason.CYBER_LIMIT_CAPPED,
    ]);
  });

  it('Hartford and Cowbell write cyber; Hartford refers health care', async () => {
    const quotes = await rateWithAllCarriers(dentist, tables, asOf);
    expect(quotes.map((q) => q.carrier)).toEqual(['Hartford', 'Cowbell']);
    expect(quotes[0].bindability).toBe(Bindability.Referred);
    expect(quotes[0].reasons.map((r) => r.code)).toContain(BindabilityReason.CLASS_NEEDS_REVIEW);
  });
});
