import { policyTermPhase, PolicyTermPhase } from '../src/domain';

describe('policyTermPhase', () => {
  const term = { effectiveDate: '2026-12-04', expirationDate: '2027-12-04' };

  it('is upcoming before the effective date', () => {
    expect(policyTermPhase(term, '2026-12-03')).toBe(PolicyTermPhase.Upcoming);
  });

  it('is in force from the effective date until the day before expiration', () => {
    expect(policyTermPhase(term, '2026-12-04')).toBe(PolicyTermPhase.InForce);
    expect(policyTermPhase(term, '2027-12-03')).toBe(PolicyTermPhase.InForce);
  });

  it('is expired from the expiration date on', () => {
    expect(policyTermPhase(term, '2027-12-04')).toBe(PolicyTermPhase.Expired);
    expect(policyTermPhase(term, '2030-01-01')).toBe(PolicyTermPhase.Expired);
  });
});
