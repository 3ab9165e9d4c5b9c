/** A scope's text key: i18next reads a colon as a namespace, so `referrals:read` is `referrals_read`. */
export const scopeKey = (scope: string): string => scope.replace(':', '_');
