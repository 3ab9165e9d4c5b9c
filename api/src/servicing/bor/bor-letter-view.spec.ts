import { BorApplication } from './entities/bor-application.entity';
import { borLetterView, missingBorFields } from './bor-letter-view';

function complete(): BorApplication {
  return Object.assign(new BorApplication(), {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    email: 'owner@example.com',
    status: 'draft',
    legalName: 'Acme Bakery LLC',
    feinEncrypted: null,
    street: '1 Main St',
    street2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    mailingStreet: null,
    mailingStreet2: null,
    mailingCity: null,
    mailingState: null,
    mailingZip: null,
    carrierId: null,
    carrierName: 'Hartford',
    policyNumber: 'WC-12345',
    coverageType: 'wc',
    effectiveDate: '2026-12-01',
    signerName: 'Dana Baker',
    signerTitle: 'President',
    signerEmail: 'dana@example.com',
  });
}

const options = {
  fein: null,
  agencyName: 'Coverline Insurance Services',
  preparedOn: '2026-11-25',
  sandbox: true,
  signature: null,
};

describe('the broker-of-record letter view', () => {
  it('names the insured, the carrier, the policy, the date and the signer', () => {
    const view = borLetterView(complete(), options);
    expect(view).toMatchObject({
      reference: 'BOR-A1B2C3D4',
      insured: {
        name: 'Acme Bakery LLC',
        address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
        mailing: null,
      },
      carrier: 'Hartford',
      policyNumber: 'WC-12345',
      effectiveDate: '2026-12-01',
      signer: { name: 'Dana Baker', title: 'President', email: 'dana@example.com' },
      signature: null,
      sandbox: true,
    });
  });

  it('uses the mailing address for the letterhead when one is complete', () => {
    const app = Object.assign(complete(), {
      mailingStreet: 'PO Box 9',
      mailingCity: 'Austin',
      mailingState: 'TX',
      mailingZip: '78702',
    });
    expect(borLetterView(app, options).insured.mailing).toEqual({
      line1: 'PO Box 9',
      line2: null,
      city: 'Austin',
      state: 'TX',
      zip: '78702',
    });
  });

  it('carries the signature once signed', () => {
    const signature = { typedName: 'Dana Baker', signedAt: '2026-11-25T10:00:00.000Z' };
    expect(borLetterView(complete(), { ...options, signature }).signature).toEqual(signature);
  });

  it('lists what a draft still misses', () => {
    const app = Object.assign(complete(), { policyNumber: null, signerEmail: null });
    expect(missingBorFields(app)).toEqual(['policyNumber', 'signer.email']);
    expect(missingBorFields(complete())).toEqual([]);
  });
});
