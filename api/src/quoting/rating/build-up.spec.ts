import { hartford, loadBundledTables, premiumBuildUp, type Worksheet } from '.';
import type { WcSubmission } from './submission';

const sum = (lines: { amountCents: number }[]) => lines.reduce((s, l) => s + l.amountCents, 0);

describe('premium build-up', () => {
  it('splits owner payroll from the class it joined, naming the rule, and adds up to the premium', async () => {
    // Maria's $30,000 estimate is raised to the 2026 CA LLC minimum of $42,200 (P-1013).
    const landscaper: WcSubmission = {
      coverageType: 'wc',
      effectiveDate: '2026-03-01',
      business: {
        legalName: 'Green Valley Landscaping LLC',
        naicsCode: '561730',
        entityType: 'LLC',
        yearEstablished: 2018,
        employees: 8,
        annualSalesCents: 120_000_000,
        payrollCents: 42_000_000,
      },
      locations: [{ state: 'CA', zip: '93401', primary: true }],
      claims: [],
      payroll: [{ state: 'CA', classCode: '0042', payrollCents: 38_000_000 }],
      owners: [
        {
          name: 'Maria Alvarez',
          state: 'CA',
          ownershipPercent: 60,
          included: true,
          payrollEstimateCents: 3_000_000,
        },
      ],
      employersLiabilityLevel: 3,
      waiverOfSubrogation: true,
    };
    const quote = await hartford.quote(landscaper, loadBundledTables(), '2026-02-20');
    const { lines, premiumCents } = premiumBuildUp(quote.worksheet!);

    expect(premiumCents).toBe(quote.premiumCents);
    expect(sum(lines)).toBe(quote.premiumCents);
    // $380,000 x 6.30 / 100 = $23,940.00; the owner's $42,200 x 6.30 / 100 = $2,658.60.
    expect(lines[0]).toEqual({
      kind: 'premium',
      label: expect.stringMatching(/^Class 0042 .*\(CA\), payroll \$380,000\.00$/) as string,
      amountCents: 2_394_000,
    });
    expect(lines[1].kind).toBe('ownerPayroll');
    expect(lines[1].amountCents).toBe(265_860);
    expect(lines[1].label).toContain('Owner payroll $42,200.00 added to class 0042 (CA)');
    expect(lines[1].label).toContain('Maria Alvarez');
    expect(lines[1].label).toContain('the 2026 owner payroll rule for LLC owners in CA');
    expect(lines[1].label.toLowerCase()).toContain('minimum');
    expect(lines.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['modification', 'fee', 'tax']),
    );
    // Factors are not printed.
    expect(lines.map((l) => l.label).join(' ')).not.toMatch(/lcm|1\.019|6\.30|factor/i);
  });

  it('counts a carrier rate multiplier into the base premium instead of showing it', () => {
    const worksheet: Worksheet = {
      steps: [
        {
          code: 'cyber.base',
          label: 'Base',
          inputs: { band: '$1M-$5M' },
          amountCents: 100_00,
          totalCents: 100_00,
        },
        {
          code: 'cyber.limit',
          label: 'Limit',
          inputs: { limitCents: 100_000_000 },
          amountCents: 50_00,
          totalCents: 150_00,
        },
        {
          code: 'cyber.lcm',
          label: 'Carrier rate multiplier',
          inputs: { factor: 1.1 },
          amountCents: 15_00,
          totalCents: 165_00,
        },
        {
          code: 'cyber.minimumPremium',
          label: 'Minimum premium',
          inputs: {},
          amountCents: 0,
          totalCents: 165_00,
        },
      ],
      premiumCents: 165_00,
    };
    const { lines } = premiumBuildUp(worksheet);
    expect(lines).toEqual([
      {
        kind: 'premium',
        label: "Base premium at the carrier's rates, revenue $1M-$5M",
        amountCents: 115_00,
      },
      { kind: 'modification', label: 'Limit $1,000,000.00', amountCents: 50_00 },
    ]);
    expect(sum(lines)).toBe(165_00);
  });
});
