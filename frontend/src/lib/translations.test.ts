import { Messages } from '@coverline/contracts';
import { i18n } from './i18n';

describe('English texts', () => {
  it("use the specification's wording for the messages the API shares", () => {
    expect(i18n.t('validation.invalidEmail')).toBe(Messages.invalidEmail);
    expect(i18n.t('validation.passwordMin')).toBe(Messages.passwordMin);
    expect(i18n.t('validation.passwordsMustMatch')).toBe(Messages.passwordsMustMatch);
    expect(i18n.t('errors.generic')).toBe(Messages.generic);
    expect(i18n.t('errors.sessionExpired')).toBe(Messages.sessionExpired);
    expect(i18n.t('common.loading')).toBe('Loading...');
  });
});
