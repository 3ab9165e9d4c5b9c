import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CertificateVerificationDto } from '@coverline/contracts/generated/model';
import { wizardApi } from '../../../test/quotation';
import { renderPage } from '../../../test/render';
import { loadCertificatesTexts } from './namespace';
import { VerifyCertificatePage } from './VerifyCertificatePage';

const ID = 'Q2VydGlmaWNhdGVWZXJpZmljYXRpb24x';

function verification(overrides: Partial<CertificateVerificationDto> = {}) {
  const answer: CertificateVerificationDto = {
    certificateNumber: '0A1B2C3D',
    issuedOn: '2026-11-20',
    insuredName: 'Green Leaf Landscaping LLC',
    insuredDba: 'Green Leaf',
    insuredCity: 'Austin',
    insuredState: 'TX',
    carrier: 'Hartford',
    policyNumber: 'WC-000123',
    coverageType: 'wc',
    typeOfInsurance: "Workers compensation and employers' liability",
    limits: [{ label: 'E.L. each accident', value: '$1,000,000' }],
    policyStatus: 'active',
    policyStatusDate: null,
    effectiveDate: '2026-03-01',
    expirationDate: '2027-03-01',
    current: true,
    supersededReasons: [],
    sandbox: false,
    checkedOn: '2026-11-27',
    ...overrides,
  };
  return () => ({ status: 200, data: answer });
}

describe('the public certificate check', () => {
  beforeAll(loadCertificatesTexts);

  it('shows an active policy and what the certificate printed, labelled', async () => {
    wizardApi({ [`GET /api/certificates/verify/${ID}`]: verification() }, `/verify/${ID}`);
    await renderPage(<VerifyCertificatePage verificationId={ID} />);
    expect(await screen.findByText('Active: the policy is in force')).toBeInTheDocument();
    expect(screen.getByText('This certificate matches the policy as it is today.')).toBeVisible();
    expect(screen.getByText('Green Leaf Landscaping LLC, DBA Green Leaf')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('March 1, 2026 to March 1, 2027')).toBeInTheDocument();
    expect(screen.getByText('$1,000,000')).toBeInTheDocument();
  });

  it('says when and that the policy was cancelled, and why the certificate is superseded', async () => {
    wizardApi(
      {
        [`GET /api/certificates/verify/${ID}`]: verification({
          policyStatus: 'cancelled',
          policyStatusDate: '2026-11-27',
          current: false,
          supersededReasons: ['limits'],
        }),
      },
      `/verify/${ID}`,
    );
    await renderPage(<VerifyCertificatePage verificationId={ID} />);
    expect(await screen.findByText('Cancelled on November 27, 2026')).toBeInTheDocument();
    expect(screen.getByText('This certificate has been superseded')).toBeInTheDocument();
    expect(screen.getByText('The limits changed.')).toBeInTheDocument();
    expect(screen.queryByText('This certificate matches the policy as it is today.')).toBeNull();
  });

  it('says a policy not renewed ends on its expiration date', async () => {
    wizardApi(
      {
        [`GET /api/certificates/verify/${ID}`]: verification({
          policyStatus: 'not_renewed',
          policyStatusDate: '2027-03-01',
        }),
      },
      `/verify/${ID}`,
    );
    await renderPage(<VerifyCertificatePage verificationId={ID} />);
    expect(await screen.findByText('Not renewed: cover ends on March 1, 2027')).toBeInTheDocument();
  });

  it('says so for a link no certificate has', async () => {
    wizardApi({}, `/verify/${ID}`);
    await renderPage(<VerifyCertificatePage verificationId={ID} />);
    expect(await screen.findByText('We could not find this certificate')).toBeInTheDocument();
  });
});
