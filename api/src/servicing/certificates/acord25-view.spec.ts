import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { renderAcord25 } from '../../purchase/documents/renderers/acord25';
import { acord25View, certificateNumber, type CertificateContent } from './acord25-view';
import { pdfPages } from '../../../test/helpers/pdf-text';

const agency = {
  name: 'Coverline Insurance Services',
  address: null,
  phone: null,
  email: 'avery@example.com',
  producerName: 'Avery Agent',
};

const certificate: CertificateContent = {
  id: '3f2a9c1e-1111-4222-8333-444455556666',
  insuredName: 'Green Leaf Landscaping LLC',
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
  jobLocations: [
    { street: '12 Oak Ave', street2: null, city: 'Plano', state: 'TX', zip: '75023' },
    { street: '40 Elm St', street2: 'Unit B', city: 'Frisco', state: 'TX', zip: '75034-1234' },
  ],
  additionalInsured: false,
  waiverOfSubrogation: true,
  waiverParties: ['Lakeview Property Management', 'Lakeview Holdings Inc'],
  descriptionOfOperations: 'Landscaping maintenance.',
};

const wcPolicy = {
  policyNumber: 'WC-000123',
  carrier: 'Hartford',
  coverageType: 'wc' as const,
  effectiveDate: '2026-03-01',
  expirationDate: '2027-03-01',
  limits: [{ label: 'Employers liability', value: '$500,000 / $500,000 / $1,000,000' }],
};

const verificationUrl = 'https://coverline.example.com/verify/Q2VydGlmaWNhdGVWZXJpZmljYXRpb24x';
const context = { agency, today: '2026-03-05', sandbox: true, verificationUrl };

describe('the ACORD 25 view of a certificate', () => {
  it('prints a workers compensation policy with statutory and employers liability limits', () => {
    const view = acord25View(certificate, wcPolicy, context);
    expect(view.insurers).toEqual([{ letter: 'A', name: 'Hartford' }]);
    expect(view.coverages).toHaveLength(1);
    expect(view.coverages[0]).toMatchObject({
      insurerLetter: 'A',
      typeOfInsurance: "Workers compensation and employers' liability",
      additionalInsured: null,
      waiverOfSubrogation: true,
      policyNumber: 'WC-000123',
      effectiveDate: '2026-03-01',
      expirationDate: '2027-03-01',
    });
    expect(view.coverages[0].limits).toEqual([
      { label: 'WC statutory limits', value: 'Per statute' },
      { label: 'E.L. each accident', value: '$500,000' },
      { label: 'E.L. disease - ea employee', value: '$1,000,000' },
      { label: 'E.L. disease - policy limit', value: '$500,000' },
    ]);
    expect(view.certificateNumber).toBe('3F2A9C1E');
    expect(view.issuedOn).toBe('2026-03-05');
    expect(view.holder).toEqual({
      name: 'Lakeview Property Management',
      address: {
        line1: '500 Lake Rd',
        line2: 'Suite 2',
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      },
    });
    expect(view.insured).toMatchObject({ name: 'Green Leaf Landscaping LLC', dba: 'Green Leaf' });
  });

  it('describes operations with the job locations and the waiver parties', () => {
    const { descriptionOfOperations } = acord25View(certificate, wcPolicy, context);
    expect(descriptionOfOperations).toBe(
      'Landscaping maintenance. Job locations: 12 Oak Ave, Plano, TX 75023; ' +
        '40 Elm St, Unit B, Frisco, TX 75034-1234. Waiver of subrogation applies in favor of: ' +
        'Lakeview Property Management; Lakeview Holdings Inc.',
    );
  });

  it('marks the additional insured on a liability line and prints its limits as given', () => {
    const limits = [
      { label: 'Each occurrence', value: '$1,000,000' },
      { label: 'General aggregate', value: '$2,000,000' },
    ];
    const view = acord25View(
      {
        ...certificate,
        additionalInsured: true,
        waiverOfSubrogation: false,
        waiverParties: [],
        jobLocations: [],
        descriptionOfOperations: null,
      },
      { ...wcPolicy, coverageType: 'gl', policyNumber: 'GL-9', limits },
      context,
    );
    expect(view.coverages[0]).toMatchObject({
      typeOfInsurance: 'Commercial general liability (occurrence)',
      additionalInsured: true,
      waiverOfSubrogation: false,
      limits,
    });
    expect(view.descriptionOfOperations).toBe(
      'Lakeview Property Management is included as additional insured where required by written contract.',
    );
  });

  it('numbers a certificate from its id', () => {
    expect(certificateNumber('0a1b2c3d-0000-4000-8000-000000000000')).toBe('0A1B2C3D');
  });

  it('renders a PDF with the holder, insured, policy, dates and cancellation wording', async () => {
    const pdf = await renderAcord25(acord25View(certificate, wcPolicy, context));
    const text = (await pdfPages(Buffer.from(pdf))).join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      'Certificate of Liability Insurance',
      'Lakeview Property Management',
      'Green Leaf Landscaping LLC',
      'WC-000123',
      '03/01/2026',
      '03/01/2027',
      'Hartford',
      'Per statute',
      '12 Oak Ave',
      'Should any of the above described policies be cancelled',
      'SANDBOX',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a 17-character policy number whole on one line, and longer ones too', async () => {
    for (const policyNumber of ['WCP-HART-2026-417', 'MWC-0004512-26-HARTFORD-Q']) {
      const pdf = await renderAcord25(
        acord25View(certificate, { ...wcPolicy, policyNumber }, context),
      );
      const lines = (await pdfPages(Buffer.from(pdf))).join('\n').split('\n');
      // One line of the page holds the whole number, with no space or break inside it.
      const row = lines.find((line) => line.includes(policyNumber));
      expect(row).toBeDefined();
      expect(row).toContain('03/01/2026');
      expect(lines.filter((line) => line.includes(policyNumber.slice(0, 6)))).toHaveLength(1);
    }
  });

  it('prints the insured with its DBA and address', async () => {
    const pdf = await renderAcord25(acord25View(certificate, wcPolicy, context));
    const text = (await pdfPages(Buffer.from(pdf))).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Green Leaf Landscaping LLC, DBA Green Leaf, 100 Main St,');
    expect(text).toContain('Austin, TX 78701');
  });

  it('prints the verification link whole, with a QR code that opens it', async () => {
    const pdf = await renderAcord25(acord25View(certificate, wcPolicy, context));
    const lines = (await pdfPages(Buffer.from(pdf))).join('\n').split('\n');
    expect(lines.some((line) => line.includes(verificationUrl))).toBe(true);
    const document = await PDFDocument.load(pdf);
    const page = document.getPage(0);
    // The QR code is an image on the page, and both it and the address are links to the page.
    const images = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    expect(images?.keys().length).toBe(1);
    const links = page.node
      .Annots()!
      .asArray()
      .map((ref) => document.context.lookup(ref, PDFDict))
      .map((annot) => annot.lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI'), PDFString));
    expect(links.map((uri) => uri.decodeText())).toEqual([verificationUrl, verificationUrl]);
  });
});
