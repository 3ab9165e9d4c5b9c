import { useTranslation } from '../../../../lib/i18n';
import { WizardStep } from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { StepLayout } from '../components/StepLayout';
import { QUOTATION_NS } from '../namespace';
import { centsToDollars } from '../../../../lib/currency';
import { dollarsToCents } from '../state/convert';
import { useStepForm, type StepDefinition } from '../state/step-form';

export interface FinanceForm {
  annualSalesCents: string;
  payrollCents: string;
}

export const financeStep: StepDefinition<FinanceForm> = {
  step: WizardStep.Finance,
  toForm: (v) => ({
    annualSalesCents: centsToDollars(v.annualSalesCents),
    payrollCents: centsToDollars(v.payrollCents),
  }),
  toPatch: (f) => ({
    annualSalesCents: dollarsToCents(f.annualSalesCents),
    payrollCents: dollarsToCents(f.payrollCents),
  }),
};

export function FinanceStep() {
  const { t } = useTranslation(QUOTATION_NS);
  const { form, onSubmit, errorOf, saveForLater } = useStepForm(financeStep);
  return (
    <StepLayout
      title={t('steps.finance.title')}
      lead={t('steps.finance.lead')}
      onSubmit={onSubmit}
      onSaveForLater={saveForLater}
    >
      <TextField
        label={t('fields.annualSales')}
        hint={t('fields.amountHint')}
        inputMode="decimal"
        error={errorOf('annualSalesCents')}
        {...form.register('annualSalesCents')}
      />
      <TextField
        label={t('fields.payrollOptional')}
        hint={t('fields.payrollHint')}
        inputMode="decimal"
        error={errorOf('payrollCents')}
        {...form.register('payrollCents')}
      />
    </StepLayout>
  );
}
