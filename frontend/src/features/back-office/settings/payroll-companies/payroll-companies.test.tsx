import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormatMessages } from '@coverline/contracts';
import type { PayrollCompanyDto } from '@coverline/contracts/generated/model';
import { page, renderTab, settingsApi } from '../../../../test/settings';
import { PayrollCompaniesTab } from './PayrollCompaniesTab';

function company(overrides: Partial<PayrollCompanyDto> = {}): PayrollCompanyDto {
  return {
    id: '7d4f3a0c-4c2a-4f59-8d3c-000000000001',
    name: 'Gusto',
    code: 'GUSTO',
    emailDomain: 'gusto.com',
    url: 'https://gusto.com',
    quotingCoverages: ['wc'],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function companiesApi(initial: PayrollCompanyDto[]) {
  let stored = [...initial];
  return settingsApi({
    'GET /api/payroll-companies': () => ({ status: 200, data: page(stored) }),
    'POST /api/payroll-companies': ({ body }) => {
      const created = company({ ...(body as Partial<PayrollCompanyDto>), id: 'new-id' });
      stored.push(created);
      return { status: 201, data: created };
    },
    'PATCH /api/payroll-companies/:id': ({ body, match }) => {
      stored = stored.map((c) =>
        c.id === match[1] ? { ...c, ...(body as Partial<PayrollCompanyDto>) } : c,
      );
      return { status: 200, data: stored.find((c) => c.id === match[1]) };
    },
    'DELETE /api/payroll-companies/:id': ({ match }) => {
      stored = stored.filter((c) => c.id !== match[1]);
      return { status: 204 };
    },
  });
}

describe('payroll company form', () => {
  it('checks the code, email domain and website inline and sends nothing', async () => {
    const api = companiesApi([]);
    await renderTab(<PayrollCompaniesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New payroll company' }));
    await user.type(screen.getByLabelText('Name'), 'Paychex');
    await user.type(screen.getByLabelText('Code'), 'pay chex!');
    await user.type(screen.getByLabelText('Email domain (optional)'), 'staff@paychex.com');
    await user.type(screen.getByLabelText('Website (optional)'), 'ftp://paychex');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Use letters, digits, hyphens or underscores (up to 20).'),
    ).toBeVisible();
    expect(screen.getByText('Please enter a valid email domain, e.g. example.com.')).toBeVisible();
    expect(screen.getByText(FormatMessages.url)).toBeVisible();
    expect(api.callsTo('POST', /payroll-companies/)).toHaveLength(0);
  });

  it('creates a company with its code in capitals and its domain in lower case', async () => {
    const api = companiesApi([]);
    await renderTab(<PayrollCompaniesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New payroll company' }));
    await user.type(screen.getByLabelText('Name'), 'Paychex');
    await user.type(screen.getByLabelText('Code'), 'paychex');
    await user.type(screen.getByLabelText('Email domain (optional)'), 'Paychex.com');
    await user.click(screen.getByLabelText('General liability (GL)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Paychex was added')).toBeVisible();
    expect(api.callsTo('POST', /payroll-companies$/)[0]?.body).toEqual({
      name: 'Paychex',
      code: 'PAYCHEX',
      emailDomain: 'paychex.com',
      url: null,
      quotingCoverages: ['gl'],
    });
    expect(await screen.findByRole('rowheader', { name: /Paychex/ })).toBeVisible();
  });
});

describe('payroll companies list', () => {
  it('edits a company and shows the saved row', async () => {
    const api = companiesApi([company()]);
    await renderTab(<PayrollCompaniesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Gusto' }));
    await user.click(screen.getByLabelText("Business owner's policy (BOP)"));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Gusto was saved')).toBeVisible();
    expect(api.callsTo('PATCH', /payroll-companies\//)[0]?.body).toMatchObject({
      quotingCoverages: ['wc', 'bop'],
    });
    expect(
      await screen.findByText("Workers' compensation (WC), Business owner's policy (BOP)"),
    ).toBeVisible();
  });

  it('asks before deleting, and deletes on confirmation', async () => {
    const api = companiesApi([company()]);
    await renderTab(<PayrollCompaniesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Gusto' }));
    expect(screen.getByRole('group', { name: 'Delete Gusto?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Gusto' })).toHaveFocus();
    expect(api.callsTo('DELETE', /payroll-companies/)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Gusto' }));
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Gusto was deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Gusto/ })).toBeNull());
  });

  it('filters by the coverage a company can be quoted for', async () => {
    const api = companiesApi([company()]);
    await renderTab(<PayrollCompaniesTab />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Quotable for'), 'Cyber liability (CL)');
    await waitFor(() =>
      expect(api.callsTo('GET', /payroll-companies$/).at(-1)?.params).toMatchObject({
        coverage: 'cyber',
      }),
    );
  });
});
