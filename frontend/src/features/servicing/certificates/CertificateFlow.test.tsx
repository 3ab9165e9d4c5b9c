import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CertificateDraftDto, CertificateDto } from '@coverline/contracts/generated/model';
import { wizardApi } from '../../../test/quotation';
import { renderPage } from '../../../test/render';
import { CertificateFlow } from './CertificateFlow';
import { loadCertificatesTexts } from './namespace';

const QUOTE_ID = '11111111-1111-4111-8111-111111111111';
const POLICY = {
  quoteId: QUOTE_ID,
  businessName: 'Green Leaf Landscaping LLC',
  policyNumber: 'WC-000123',
  coverageType: 'wc' as const,
};

/** What `coi/draft` answers: the insured as the business has it and the policy's row. */
function draft(overrides: Partial<CertificateDraftDto> = {}): CertificateDraftDto {
  return {
    quoteId: QUOTE_ID,
    producer: 'Coverline Insurance Services, avery@example.com, Producer: Avery Agent',
    insuredName: POLICY.businessName,
    insuredDba: null,
    insuredAddress: null,
    carrier: 'Hartford',
    policyNumber: POLICY.policyNumber,
    coverageType: 'wc',
    typeOfInsurance: "Workers compensation and employers' liability",
    effectiveDate: '2026-03-01',
    expirationDate: '2027-03-01',
    limits: [
      { label: 'WC statutory limits', value: 'Per statute' },
      { label: 'E.L. each accident', value: '$1,000,000' },
    ],
    issuedOn: '2026-11-20',
    ...overrides,
  };
}

function issued(body: Record<string, unknown>): CertificateDto {
  return {
    ...(body as unknown as CertificateDto),
    id: 'coi-1',
    quoteId: QUOTE_ID,
    number: 'COI-0001',
    status: 'issued',
    awaiting: [],
    carrier: 'Hartford',
    clientEmail: 'owner@example.com',
    clientId: 'c-1',
    coverageType: 'wc',
    insuredName: POLICY.businessName,
    policyNumber: POLICY.policyNumber,
    documentId: null,
    issuedAt: '2026-11-20T00:00:00Z',
    issuedByName: null,
    createdAt: '2026-11-20T00:00:00Z',
    updatedAt: '2026-11-20T00:00:00Z',
  };
}

async function address(
  user: ReturnType<typeof userEvent.setup>,
  legend: string,
  a: { street: string; zip: string; city: string; state: string },
) {
  const group = within(screen.getByRole('group', { name: legend }));
  await user.type(group.getByLabelText('Street'), a.street);
  await user.type(group.getByLabelText('Zip'), a.zip);
  await user.type(group.getByLabelText('City'), a.city);
  await user.selectOptions(group.getByLabelText('State'), a.state);
}

describe('the certificate flow', () => {
  beforeAll(loadCertificatesTexts);

  it('checks each step on Continue, keeps values going back and issues what was typed', async () => {
    const certificates: CertificateDto[] = [];
    const { calls } = wizardApi(
      {
        [`GET /api/coi/quote/${QUOTE_ID}`]: () => ({ status: 200, data: certificates }),
        [`GET /api/coi/draft/${QUOTE_ID}`]: () => ({ status: 200, data: draft() }),
        'POST /api/coi/create': ({ body }) => {
          const created = issued(body as Record<string, unknown>);
          certificates.push(created);
          return { status: 201, data: created };
        },
      },
      `/client/policies/${QUOTE_ID}/certificate`,
    );
    const user = userEvent.setup();
    await renderPage(<CertificateFlow policy={POLICY} />);

    expect(await screen.findByRole('heading', { name: 'Business info' })).toBeInTheDocument();
    expect(screen.getByLabelText('Insured name')).toHaveValue(POLICY.businessName);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the street.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a state.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid zip code.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('DBA (doing business as)'), ' Green Leaf ');
    await address(user, 'Insured address', {
      street: '100 Main St',
      zip: '78701',
      city: 'Austin',
      state: 'TX',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Client info' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Certificate holder email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("Please enter the certificate holder's name.")).toBeVisible();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Certificate holder name'), 'Lakeview Property');
    await user.clear(screen.getByLabelText(/Certificate holder email/));
    await address(user, 'Certificate holder address', {
      street: '500 Lake Rd',
      zip: '75201',
      city: 'Dallas',
      state: 'TX',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Job info' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a job location' }));
    await user.click(screen.getByRole('button', { name: 'Add a job location' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Please enter the street.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove job location 2' }));
    await address(user, 'Job location 1', {
      street: '12 Oak Ave',
      zip: '00901-1234',
      city: 'San Juan',
      state: 'PR',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Waiver' })).toBeInTheDocument();
    expect(
      screen.queryByLabelText('Add the certificate holder as additional insured'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Waiver of subrogation'));
    expect(screen.getByLabelText('Party 1')).toHaveValue('Lakeview Property');
    await user.clear(screen.getByLabelText('Party 1'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please name at least one party of the waiver.')).toBeVisible();
    await user.type(screen.getByLabelText('Party 1'), 'Lakeview Property');
    await user.click(screen.getByRole('button', { name: 'Add a party' }));
    await user.type(screen.getByLabelText('Party 2'), 'Lake Owners Trust');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('12 Oak Ave, San Juan, PR 00901-1234')).toBeInTheDocument();
    expect(screen.getByText('Lakeview Property; Lake Owners Trust')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Party 2')).toHaveValue('Lake Owners Trust');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Issue certificate' }));

    expect(await screen.findByRole('heading', { name: 'Your certificate is ready' })).toBeVisible();
    const created = calls.filter((c) => c.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0].body).toEqual({
      quoteId: QUOTE_ID,
      insuredDba: 'Green Leaf',
      insuredAddress: {
        street: '100 Main St',
        street2: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      holderName: 'Lakeview Property',
      holderAddress: {
        street: '500 Lake Rd',
        street2: null,
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      },
      holderEmail: null,
      jobLocations: [
        { street: '12 Oak Ave', street2: null, city: 'San Juan', state: 'PR', zip: '00901-1234' },
      ],
      additionalInsured: false,
      waiverOfSubrogation: true,
      waiverParties: ['Lakeview Property', 'Lake Owners Trust'],
      descriptionOfOperations: null,
    });

    await user.click(screen.getByRole('button', { name: 'Request another certificate' }));
    expect(await screen.findByRole('heading', { name: 'Business info' })).toBeInTheDocument();
    expect(screen.getByLabelText('DBA (doing business as)')).toHaveValue('');
  });

  it('starts from the insured as the policy has it and reviews all the certificate prints', async () => {
    const POLICY_NUMBER = 'WCP-HART-2026-417';
    const { calls } = wizardApi(
      {
        [`GET /api/coi/quote/${QUOTE_ID}`]: () => ({ status: 200, data: [] }),
        [`GET /api/coi/draft/${QUOTE_ID}`]: () => ({
          status: 200,
          data: draft({
            policyNumber: POLICY_NUMBER,
            insuredDba: 'Green Leaf',
            insuredAddress: {
              street: '100 Main St',
              street2: 'Suite 4',
              city: 'Austin',
              state: 'TX',
              zip: '78701',
            },
          }),
        }),
        'POST /api/coi/create': ({ body }) => ({
          status: 201,
          data: issued(body as Record<string, unknown>),
        }),
      },
      `/client/policies/${QUOTE_ID}/certificate`,
    );
    const user = userEvent.setup();
    await renderPage(<CertificateFlow policy={{ ...POLICY, policyNumber: POLICY_NUMBER }} />);

    expect(await screen.findByRole('heading', { name: 'Business info' })).toBeInTheDocument();
    expect(screen.getByLabelText('Insured name')).toHaveValue(POLICY.businessName);
    expect(screen.getByLabelText('DBA (doing business as)')).toHaveValue('Green Leaf');
    const insured = within(screen.getByRole('group', { name: 'Insured address' }));
    expect(insured.getByLabelText('Street')).toHaveValue('100 Main St');
    expect(insured.getByLabelText('Street line 2 (optional)')).toHaveValue('Suite 4');
    expect(insured.getByLabelText('City')).toHaveValue('Austin');
    expect(insured.getByLabelText('State')).toHaveValue('TX');
    expect(insured.getByLabelText('Zip')).toHaveValue('78701');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(
      await screen.findByLabelText('Certificate holder name'),
      'Lakeview Property Management',
    );
    await address(user, 'Certificate holder address', {
      street: '500 Lake Rd',
      zip: '75201',
      city: 'Dallas',
      state: 'TX',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(
      await screen.findByLabelText('Description of operations (optional)'),
      'Lawn care for the property.',
    );
    await user.click(screen.getByRole('button', { name: 'Add a job location' }));
    await address(user, 'Job location 1', {
      street: '12 Oak Ave',
      zip: '75023',
      city: 'Plano',
      state: 'TX',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByLabelText('Waiver of subrogation'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    const summary = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).parentElement!.querySelector('dd')!.textContent;
    expect(summary('Producer')).toBe(
      'Coverline Insurance Services, avery@example.com, Producer: Avery Agent',
    );
    expect(summary('Insured address')).toBe('100 Main St, Suite 4, Austin, TX 78701');
    expect(summary('DBA (doing business as)')).toBe('Green Leaf');
    expect(summary('Insurer')).toBe('Hartford');
    expect(summary('Policy number')).toBe(POLICY_NUMBER);
    expect(summary('Policy period')).toBe('March 1, 2026 to March 1, 2027');
    expect(summary('Limits')).toContain('E.L. each accident: $1,000,000');
    expect(summary('Add the certificate holder as additional insured')).toBe('Not applicable');
    // The description of operations as the certificate prints it.
    expect(summary('Description of operations')).toBe(
      'Lawn care for the property. Job location: 12 Oak Ave, Plano, TX 75023. ' +
        'Waiver of subrogation applies in favor of: Lakeview Property Management.',
    );
    expect(summary('Date issued')).toBe('November 20, 2026');
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByRole('heading', { name: 'Your certificate is ready' })).toBeVisible();
    const created = calls.find((c) => c.method === 'POST');
    expect(created?.body).toMatchObject({
      insuredDba: 'Green Leaf',
      insuredAddress: {
        street: '100 Main St',
        street2: 'Suite 4',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      descriptionOfOperations: 'Lawn care for the property.',
    });
  });
});
