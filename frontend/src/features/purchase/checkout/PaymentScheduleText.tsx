import { useTranslation } from '../../../lib/i18n';
import type { PaymentSchedule } from '@coverline/contracts';
import { formatCentsExact } from '../../../lib/currency';
import { CHECKOUT_NS } from './namespace';

/** "$X today" and, for payments, the monthly instalments that follow. */
export function PaymentScheduleText({ schedule }: { schedule: PaymentSchedule }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const [instalment] = schedule.instalmentCents;
  return (
    <span className="checkout-schedule">
      {t('schedule.today', { amount: formatCentsExact(schedule.firstPaymentCents) })}
      {instalment !== undefined &&
        ` ${t('schedule.then', {
          count: schedule.instalmentCents.length,
          amount: formatCentsExact(instalment),
        })}`}
    </span>
  );
}
