import {
  describePayrollRuleCode,
  FormatMessages,
  Messages,
  PAYROLL_RULE_CODES,
} from '@coverline/contracts';
import { i18n } from '../../../lib/i18n';
import { SETTINGS_NS } from './namespace';
import { addSettingsTexts } from '../../../test/settings';

const t = (key: string) => i18n.t(key, { ns: SETTINGS_NS });

describe('settings texts', () => {
  beforeAll(addSettingsTexts);

  it('use the wording the API and the other forms share', () => {
    expect(t('validation.url')).toBe(FormatMessages.url);
    expect(t('validation.email')).toBe(Messages.invalidEmail);
    expect(t('validation.phone')).toBe(FormatMessages.phone);
    expect(t('validation.companyName')).toBe(FormatMessages.specialCharacters);
    expect(t('naics.validation.payrollState')).toBe(FormatMessages.payrollStates);
  });

  it("give every owner payroll rule code with the code's own message", () => {
    for (const code of PAYROLL_RULE_CODES) {
      expect(t(`ruleCodes.${code}`)).toBe(describePayrollRuleCode(code));
    }
  });
});
