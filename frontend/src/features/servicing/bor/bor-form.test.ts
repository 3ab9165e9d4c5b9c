import { describe, expect, it } from 'vitest';
import {
  applicationInput,
  borFormSchema,
  draftInput,
  mailingAddressInput,
  type BorForm,
} from './bor-form';

const filled: BorForm = {
  legalName: ' Acme Bakery LLC ',
  fein: '12-3456789',
  street: '1 Main St',
  street2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  sameMailing: true,
  mailingStreet: '',
  mailingStreet2: '',
  mailingCity: '',
  mailingState: '',
  mailingZip: '',
  carrierName: 'Hartford',
  policyNumber: 'WC-1',
  coverageType: 'wc',
  effectiveDate: '2026-12-01',
  signerName: 'Dana Baker',
  signerTitle: 'President',
  signerEmail: 'dana@example.com',
};

describe('the broker-of-record form', () => {
  it('accepts a complete application and sends it trimmed', () => {
    expect(borFormSchema.safeParse(filled).success).toBe(true);
    expect(applicationInput(filled)).toMatchObject({
      legalName: 'Acme Bakery LLC',
      fein: '12-3456789',
      address: { street: '1 Main St', street2: null, state: 'TX' },
      signer: { name: 'Dana Baker', title: 'President', email: 'dana@example.com' },
    });
  });

  it('refuses a bad zip, FEIN and signer email with their messages', () => {
    const result = borFormSchema.safeParse({
      ...filled,
      zip: '123',
      fein: '12',
      signerEmail: 'nope',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'bor:form.zipInvalid',
        'bor:form.feinInvalid',
        'bor:form.signerEmailInvalid',
      ]),
    );
  });

  it('uses the business address as mailing address unless another is given', () => {
    expect(mailingAddressInput(filled)).toEqual({
      street: '1 Main St',
      street2: null,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    const other = {
      ...filled,
      sameMailing: false,
      mailingStreet: 'PO Box 9',
      mailingCity: 'Austin',
      mailingState: 'TX',
      mailingZip: '78702',
    };
    expect(mailingAddressInput(other)).toMatchObject({ street: 'PO Box 9', zip: '78702' });
  });

  it('saves for later only the parts filled in completely', () => {
    const partial = { ...filled, zip: '', signerEmail: '', fein: '' };
    const draft = draftInput(partial);
    expect(draft.address).toBeUndefined();
    expect(draft.signer).toBeUndefined();
    expect(draft.fein).toBeUndefined();
    expect(draft).toMatchObject({ legalName: 'Acme Bakery LLC', policyNumber: 'WC-1' });
  });
});
