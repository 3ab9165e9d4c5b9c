import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describePayrollRuleCode, PayrollRuleCode } from '@coverline/contracts';
import type { PayrollRuleDto, PayrollYearSummaryDto } from '@coverline/contracts/generated/model';
import { page, renderTab, settingsApi } from '../../../../test/settings';
import { centsToDollars } from '../../../../lib/currency';
import { dollarsToCents } from './payroll-rule-schema';
import { PayrollRulesTab } from './PayrollRulesTab';

function rule(overrides: Partial<PayrollRuleDto> = {}): PayrollRuleDto {
  return {
    id: '9e8d7c6b-5a49-4f3e-8d2c-000000000001',
    year: 2026,
    state: 'CA',
    entityType: 'Sole Proprietor',
    setAmountCents: 7_000_000,
    minAmountCents: 7_000_000,
    maxAmountCents: 7_000_000,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function rulesApi(options: { years?: PayrollYearSummaryDto[]; rules?: PayrollRuleDto[] } = {}) {
  let years = options.years ?? [{ year: 2026, rules: 255 }];
  let rules = options.rules ?? [rule()];
  return settingsApi({
    'GET /api/payroll-rules/years': () => ({ status: 200, data: years }),
    'GET /api/payroll-rules/diff-years': ({ params }) => ({
      status: 200,
      data: {
        fromYear: params.fromYear,
        toYear: params.toYear,
        added: [rule({ id: 'added', year: 2027, state: 'DC' })],
        removed: [],
        changed: [
          {
            state: 'CA',
            entityType: 'Sole Proprietor',
            from: {
              setAmountCents: 7_000_000,
              minAmountCents: 7_000_000,
              maxAmountCents: 7_000_000,
            },
            to: { setAmountCents: 7_200_000, minAmountCents: 7_200_000, maxAmountCents: 7_200_000 },
          },
        ],
        unchanged: 253,
      },
    }),
    'GET /api/payroll-rules': ({ params }) => ({
      status: 200,
      data: page(rules.filter((r) => r.year === params.year)),
    }),
    'PUT /api/payroll-rules/:id': ({ body, match }) => {
      rules = rules.map((r) => (r.id === match[1] ? { ...r, ...(body as object) } : r));
      return { status: 200, data: rules.find((r) => r.id === match[1]) };
    },
    'POST /api/payroll-rules/duplicate-year': ({ body }) => {
      const { fromYear, toYear } = body as { fromYear: number; toYear: number };
      rules = [
        ...rules,
        ...rules
          .filter((r) => r.year === fromYear)
          .map((r) => ({ ...r, id: `${r.id}-${toYear}`, year: toYear })),
      ];
      years = [{ year: toYear, rules: 255 }, ...years];
      return { status: 201, data: { year: toYear, rules: 255 } };
    },
    'DELETE /api/payroll-rules/delete-year/:year': ({ match }) => {
      if (years.length === 1) {
        return {
          status: 409,
          data: {
            statusCode: 409,
            message: describePayrollRuleCode(PayrollRuleCode.LastYearNotDeletable),
            error: 'Conflict',
          },
        };
      }
      years = years.filter((y) => y.year !== Number(match[1]));
      return { status: 200, data: { year: Number(match[1]), rules: 0 } };
    },
  });
}

describe('amounts in dollars', () => {
  it('reads what people type and writes whole dollars back', () => {
    expect(dollarsToCents('$52,000')).toBe(5_200_000);
    expect(dollarsToCents('52000.5')).toBe(5_200_050);
    expect(dollarsToCents('-1')).toBeUndefined();
    expect(dollarsToCents('12.345')).toBeUndefined();
    expect(centsToDollars(5_200_000)).toBe('52000');
    expect(centsToDollars(5_200_005)).toBe('52000.05');
  });
});

describe('owner payroll rule form', () => {
  it('keeps the minimum at most the maximum and the set amount between them', async () => {
    const api = rulesApi();
    await renderTab(<PayrollRulesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit CA Sole Proprietor' }));
    const min = screen.getByLabelText('Minimum');
    const set = screen.getByLabelText('Set amount');
    const max = screen.getByLabelText('Maximum');
    await user.clear(min);
    await user.type(min, '80,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(describePayrollRuleCode(PayrollRuleCode.MinAboveMax)),
    ).toBeVisible();

    await user.clear(min);
    await user.type(min, '60000');
    await user.clear(max);
    await user.type(max, '90000');
    await user.clear(set);
    await user.type(set, '95000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(describePayrollRuleCode(PayrollRuleCode.SetAboveMax)),
    ).toBeVisible();
    expect(set).toHaveAccessibleDescription(describePayrollRuleCode(PayrollRuleCode.SetAboveMax));

    await user.clear(set);
    await user.type(set, 'fifty');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount in dollars, e.g. 52,000.')).toBeVisible();
    expect(api.callsTo('PUT', /payroll-rules/)).toHaveLength(0);
  });

  it('saves new amounts in cents and shows them in the list', async () => {
    const api = rulesApi();
    await renderTab(<PayrollRulesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit CA Sole Proprietor' }));
    expect(screen.getByRole('heading', { name: 'CA · Sole Proprietor, 2026' })).toHaveFocus();
    for (const [label, value] of [
      ['Minimum', '36,000'],
      ['Set amount', '72,000'],
      ['Maximum', '$180,000'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The 2026 rule for CA Sole Proprietor was saved')).toBeVisible();
    expect(api.callsTo('PUT', /payroll-rules\//)[0]?.body).toEqual({
      minAmountCents: 3_600_000,
      setAmountCents: 7_200_000,
      maxAmountCents: 18_000_000,
    });
    expect(await screen.findByText('$180,000')).toBeVisible();
  });
});

describe('owner payroll rule years', () => {
  it('duplicates a year into a new one and shows the copy', async () => {
    const api = rulesApi();
    await renderTab(<PayrollRulesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Duplicate year' }));
    const into = screen.getByLabelText('Into year');
    expect(into).toHaveValue('2027');

    await user.clear(into);
    await user.type(into, '2026');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(
      await screen.findByText(describePayrollRuleCode(PayrollRuleCode.TargetYearExists)),
    ).toBeVisible();
    await user.clear(into);
    await user.type(into, '1999');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(
      await screen.findByText(describePayrollRuleCode(PayrollRuleCode.YearOutOfRange)),
    ).toBeVisible();
    expect(api.callsTo('POST', /duplicate-year/)).toHaveLength(0);

    await user.clear(into);
    await user.type(into, '2027');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('255 rules of 2026 were copied into 2027')).toBeVisible();
    expect(api.callsTo('POST', /duplicate-year/)[0]?.body).toEqual({
      fromYear: 2026,
      toYear: 2027,
    });
    await waitFor(() => expect(screen.getByLabelText('Year')).toHaveValue('2027'));
    await waitFor(() =>
      expect(api.callsTo('GET', /^\/api\/payroll-rules$/).at(-1)?.params).toMatchObject({
        year: 2027,
      }),
    );
  });

  it('deletes a year after asking, and shows the refusal for the last one', async () => {
    const api = rulesApi({
      years: [
        { year: 2027, rules: 255 },
        { year: 2026, rules: 255 },
      ],
    });
    await renderTab(<PayrollRulesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete 2027' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The rules of 2027 were deleted')).toBeVisible();
    expect(api.callsTo('DELETE', /delete-year\/2027$/)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Year')).toHaveValue('2026'));

    await user.click(screen.getByRole('button', { name: 'Delete 2026' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText(describePayrollRuleCode(PayrollRuleCode.LastYearNotDeletable)),
    ).toBeVisible();
  });

  it('compares two years', async () => {
    const api = rulesApi({
      years: [
        { year: 2027, rules: 256 },
        { year: 2026, rules: 255 },
      ],
    });
    await renderTab(<PayrollRulesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Compare years' }));
    expect(screen.getByLabelText('Earlier year')).toHaveValue('2026');
    expect(screen.getByLabelText('Later year')).toHaveValue('2027');
    await user.click(screen.getByRole('button', { name: 'Compare' }));

    expect(await screen.findByText('1 added, 0 removed, 1 changed, 253 unchanged.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Changed amounts' })).toHaveTextContent(
      '$70,000 / $70,000 / $70,000',
    );
    expect(screen.getByText(/DC · Sole Proprietor/)).toBeVisible();
    expect(api.callsTo('GET', /diff-years/)[0]?.params).toEqual({ fromYear: 2026, toYear: 2027 });
  });

  it('filters a year by work state and entity type', async () => {
    const api = rulesApi();
    await renderTab(<PayrollRulesTab />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Work state'), 'TX');
    await user.selectOptions(screen.getByLabelText('Entity type'), 'LLC');
    await waitFor(() =>
      expect(api.callsTo('GET', /^\/api\/payroll-rules$/).at(-1)?.params).toMatchObject({
        year: 2026,
        state: 'TX',
        entityType: 'LLC',
        page: 1,
      }),
    );
  });
});
