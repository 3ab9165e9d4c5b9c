/**
 * The product pages articles name as related, with the key of the words their link shows. A
 * page not listed here is not linked (the articles' test checks each one is a route).
 */
export const RELATED_PAGE_KEYS: Readonly<Record<string, string>> = {
  '/quotation': 'quotation',
  '/client/policies': 'policies',
  '/client/my-account': 'myAccount',
  '/BOR': 'bor',
  '/register': 'register',
  '/login': 'login',
  '/forgot-password': 'forgotPassword',
  '/payroll-partner/login': 'payrollPartner',
};
