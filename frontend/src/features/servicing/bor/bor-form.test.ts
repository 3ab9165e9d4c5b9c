import { describe, expect, it } from 'vitest';
import {
  applicationInput,
  borFormSchema,
  draftInput,
  formValuesOf,
  mailingAddressInput,
  OTHER_CARRIER,
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
  carrierId: '0b3c7f1e-7d1a-4c55-9a4e-2f1d3b5c6a70',
  carrierName: '',
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

  it('sends a listed carrier by its id, another one by its typed name', () => {
    expect(applicationInput(filled)).toMatchObject({ carrierId: filled.carrierId });
    expect(applicationInput(filled)).not.toHaveProperty('carrierName');
    const other = { ...filled, carrierId: OTHER_CARRIER, carrierName: ' Local Mutual ' };
    expect(applicationInput(other)).toMatchObject({ carrierId: null, carrierName: 'Local Mutual' });
    const unnamed = borFormSchema.safeParse({ ...other, carrierName: ' ' });
    expect(unnamed.error?.issues.map((i) => i.message)).toEqual(['bor:form.carrierNameRequired']);
    const none = borFormSchema.safeParse({ ...filled, carrierId: '' });
    expect(none.error?.issues.map((i) => i.message)).toEqual(['bor:form.carrierRequired']);
  });

  it('reads back a listed carrier as chosen and a typed one as another carrier', () => {
    const app = {
      carrierId: null,
      carrierName: 'Local Mutual',
    } as unknown as Parameters<typeof formValuesOf>[0];
    expect(formValuesOf(app)).toMatchObject({
      carrierId: OTHER_CARRIER,
      carrierName: 'Local Mutual',
    });
    expect(formValuesOf({ ...app, carrierId: filled.carrierId })).toMatchObject({
      carrierId: filled.carrierId,
      carrierName: '',
    });
  });
});
