import {
  COVERAGE_TYPES,
  ENTITY_TYPES,
  PAYMENT_TYPES,
  US_STATE_CODES,
  type CoverageType,
  type PaymentType,
} from '@coverline/contracts';
import { useSettingsT } from './texts';

/** The labels of the values the settings forms choose from. */
export function useOptionLabels() {
  const t = useSettingsT();
  return {
    coverage: (value: CoverageType) => t(`coverage.${value}`),
    paymentType: (value: PaymentType) => t(`paymentType.${value}`),
    coverageOptions: COVERAGE_TYPES.map((value) => ({ value, label: t(`coverage.${value}`) })),
    paymentTypeOptions: PAYMENT_TYPES.map((value) => ({
      value,
      label: t(`paymentType.${value}`),
    })),
    stateOptions: US_STATE_CODES.map((value) => ({ value, label: value })),
    entityTypeOptions: ENTITY_TYPES.map((value) => ({ value, label: value })),
  };
}
