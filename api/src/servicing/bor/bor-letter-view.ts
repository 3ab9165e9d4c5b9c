import type { BorLetterView } from '../../purchase/documents';
import type { BorApplication } from './entities/bor-application.entity';

/** The fields a letter needs; an application missing any of them cannot be submitted. */
export function missingBorFields(app: BorApplication): string[] {
  const required: Array<[keyof BorApplication, string]> = [
    ['legalName', 'legalName'],
    ['street', 'address.street'],
    ['city', 'address.city'],
    ['state', 'address.state'],
    ['zip', 'address.zip'],
    ['carrierName', 'carrierName'],
    ['policyNumber', 'policyNumber'],
    ['coverageType', 'coverageType'],
    ['effectiveDate', 'effectiveDate'],
    ['signerName', 'signer.name'],
    ['signerTitle', 'signer.title'],
    ['signerEmail', 'signer.email'],
  ];
  return required.filter(([key]) => !app[key]).map(([, name]) => name);
}

/** The letter's view model from a complete application (see `missingBorFields`). */
export function borLetterView(
  app: BorApplication,
  options: {
    fein: string | null;
    agencyName: string;
    preparedOn: string;
    sandbox: boolean;
    signature: { typedName: string; signedAt: string } | null;
  },
): BorLetterView {
  const need = <T>(value: T | null): T => {
    if (value === null) throw new Error('borLetterView needs a complete application');
    return value;
  };
  const mailing =
    app.mailingStreet && app.mailingCity && app.mailingState && app.mailingZip
      ? {
          line1: app.mailingStreet,
          line2: app.mailingStreet2,
          city: app.mailingCity,
          state: app.mailingState,
          zip: app.mailingZip,
        }
      : null;
  return {
    reference: `BOR-${app.id.slice(0, 8).toUpperCase()}`,
    preparedOn: options.preparedOn,
    agencyName: options.agencyName,
    insured: {
      name: need(app.legalName),
      fein: options.fein,
      address: {
        line1: need(app.street),
        line2: app.street2,
        city: need(app.city),
        state: need(app.state),
        zip: need(app.zip),
      },
      mailing,
    },
    carrier: need(app.carrierName),
    policyNumber: need(app.policyNumber),
    coverageType: need(app.coverageType),
    effectiveDate: need(app.effectiveDate),
    signer: {
      name: need(app.signerName),
      title: need(app.signerTitle),
      email: need(app.signerEmail),
    },
    signature: options.signature,
    sandbox: options.sandbox,
  };
}
