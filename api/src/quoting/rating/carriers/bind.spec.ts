import { CARRIER_ADAPTERS, hartford } from './';
import type { BindRequest } from './carrier-adapter';

const request: BindRequest = {
  applicationId: '7f3a2c10-0000-4000-8000-000000000000',
  coverageType: 'wc',
  effectiveDate: '2026-03-01',
  expirationDate: '2027-03-01',
  premiumCents: 1_284_350,
};

describe('sandbox carriers bind', () => {
  it('answer a policy number of their own and the term asked for', async () => {
    const bound = await hartford.bind(request);
    expect(bound).toEqual({
      policyNumber: expect.stringMatching(/^HAR-WC-\d{10}$/),
      effectiveDate: '2026-03-01',
      expirationDate: '2027-03-01',
    });
  });

  it('answer the same number when the same application is bound again', async () => {
    const [first, again] = [await hartford.bind(request), await hartford.bind(request)];
    expect(again.policyNumber).toBe(first.policyNumber);
    const other = await hartford.bind({ ...request, applicationId: 'another' });
    expect(other.policyNumber).not.toBe(first.policyNumber);
  });

  it('every carrier of the panel binds, each with its own prefix', async () => {
    const numbers = await Promise.all(CARRIER_ADAPTERS.map((a) => a.bind(request)));
    const prefixes = numbers.map((n) => n.policyNumber.split('-')[0]);
    expect(new Set(prefixes).size).toBe(CARRIER_ADAPTERS.length);
  });
});
