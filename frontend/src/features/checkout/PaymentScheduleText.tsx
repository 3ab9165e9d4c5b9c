import { useTranslation } from 'react-i18next';
import type { PaymentSchedule } from '@coverline/contracts';
import { formatCents } from './format';
import { CHECKOUT_NS } from './namespace';

/** "$X today" and, for payments, the monthly instalments that follow. */
export function PaymentScheduleText({ schedule }: { schedule: PaymentSchedule }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [instalment] = schedule.instalmentCents;
  return (
    <span className="checkout-schedule">
      {t('schedule.today', { amount: formatCents(schedule.firstPaymentCents) })}
      {instalment !== undefined &&
        ` ${t('schedule.then', {
          count: schedule.instalmentCents.length,
          amount: formatCents(instalment),
        })}`}
    </span>
  );
}
