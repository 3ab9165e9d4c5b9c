import { useTranslation } from '../../../../lib/i18n';
import {
  MONOPOLISTIC_STATE_MESSAGE,
  stateFundFor,
  stateName,
  type StateCode,
} from '@coverline/contracts';
import { Alert } from '../../../../ui/Alert';
import { QUOTATION_NS } from '../namespace';

/** Ohio, Washington, North Dakota and Wyoming: the state fund writes workers compensation. */
export function StateFundNotice({ state }: { state: string }) {
  const { t } = useTranslation(QUOTATION_NS);
  const fund = stateFundFor(state);
  if (!fund) return null;
  return (
    <Alert tone="warning" title={t('stateFund.title', { state: stateName(state as StateCode) })}>
      <p>{MONOPOLISTIC_STATE_MESSAGE}.</p>
      <p>
        <a href={fund.url} target="_blank" rel="noopener noreferrer">
          {t('stateFund.link', { name: fund.name })}
        </a>
      </p>
    </Alert>
  );
}

/** The rule's message names the fund and its address; the notice beside the field links to it. */
export function withoutFundAddress(message: string | undefined): string | undefined {
  return message?.startsWith(MONOPOLISTIC_STATE_MESSAGE) ? MONOPOLISTIC_STATE_MESSAGE : message;
}
