import { describe, expect, it } from 'vitest';
import {
  blankCertificate,
  certificateContent,
  certificateSchema,
  STEP_FIELDS,
  type CertificateStep,
  type CertificateValues,
} from './certificate-form';

/** The errors of one step: what Continue shows, by field path. */
function stepErrors(step: CertificateStep, values: CertificateValues): Record<string, string> {
  const result = certificateSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    if (STEP_FIELDS[step].some((field) => path === field || path.startsWith(`${field}.`))) {
      errors[path] = issue.message;
    }
  }
  return errors;
}

const filled = (): CertificateValues => ({
  ...blankCertificate('Green Leaf Landscaping LLC'),
  insuredAddress: { street: '100 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701' },
  holderName: 'Lakeview Property Management',
  holderAddress: {
    street: '500 Lake Rd',
    street2: 'Suite 2',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
  },
});

describe('the certificate flow’s steps', () => {
  it('asks for a valid insured address on the business step', () => {
    const values = blankCertificate('Green Leaf');
    values.insuredAddress = { street: '', street2: '', city: 'Austin', state: 'XX', zip: '7870' };
    expect(stepErrors('business', values)).toEqual({
      'insuredAddress.street': 'certificates:errors.streetRequired',
      'insuredAddress.state': 'certificates:errors.state',
      'insuredAddress.zip': 'certificates:errors.zip',
    });
    expect(stepErrors('business', filled())).toEqual({});
  });

  it('asks for the holder’s name and address, and a valid email only when one is typed', () => {
    const values = filled();
    values.holderName = ' ';
    values.holderEmail = 'not-an-email';
    expect(stepErrors('client', values)).toEqual({
      holderName: 'certificates:errors.holderNameRequired',
      holderEmail: 'certificates:errors.email',
    });
    expect(stepErrors('client', { ...filled(), holderEmail: '' })).toEqual({});
  });

  it('checks every job location and accepts a ZIP+4 and a territory', () => {
    const values = filled();
    values.jobLocations = [
      { street: '12 Oak Ave', street2: '', city: 'San Juan', state: 'PR', zip: '00901-1234' },
      { street: '1 Elm', street2: '', city: 'Plano', state: 'TX', zip: 'abcde' },
    ];
    expect(stepErrors('job', values)).toEqual({ 'jobLocations.1.zip': 'certificates:errors.zip' });
  });

  it('needs a waiver party with a waiver of subrogation', () => {
    const values = { ...filled(), waiverOfSubrogation: true, waiverParties: [{ name: ' ' }] };
    expect(stepErrors('waiver', values)).toEqual({
      waiverParties: 'certificates:errors.waiverPartiesRequired',
    });
    expect(stepErrors('waiver', { ...values, waiverParties: [{ name: 'Lakeview' }] })).toEqual({});
    expect(stepErrors('waiver', { ...values, waiverOfSubrogation: false })).toEqual({});
  });

  it('asks for a waiver party even while an earlier step’s fields are wrong', () => {
    const values = {
      ...filled(),
      holderName: '',
      jobLocations: [{ street: '', street2: '', city: '', state: '', zip: '' }],
      waiverOfSubrogation: true,
      waiverParties: [],
    };
    expect(stepErrors('waiver', values)).toEqual({
      waiverParties: 'certificates:errors.waiverPartiesRequired',
    });
  });

  it('builds the request: trimmed, empty optional fields as null, parties only with a waiver', () => {
    const values = {
      ...filled(),
      insuredDba: ' Green Leaf ',
      waiverOfSubrogation: false,
      waiverParties: [{ name: 'Left over' }],
      jobLocations: [
        { street: '12 Oak Ave', street2: '', city: 'Plano', state: 'TX', zip: '75023' },
      ],
    };
    expect(certificateContent(values)).toEqual({
      insuredDba: 'Green Leaf',
      insuredAddress: {
        street: '100 Main St',
        street2: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      holderName: 'Lakeview Property Management',
      holderAddress: {
        street: '500 Lake Rd',
        street2: 'Suite 2',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      },
      holderEmail: null,
      jobLocations: [
        { street: '12 Oak Ave', street2: null, city: 'Plano', state: 'TX', zip: '75023' },
      ],
      additionalInsured: false,
      waiverOfSubrogation: false,
      waiverParties: [],
      descriptionOfOperations: null,
    });
  });
});
