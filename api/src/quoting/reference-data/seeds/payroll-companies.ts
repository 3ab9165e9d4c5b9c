import type { CoverageType } from '@coverline/contracts';

export interface PayrollCompanySeed {
  name: string;
  code: string;
  emailDomain: string;
  url: string;
  quotingCoverages: CoverageType[];
}

const ALL: CoverageType[] = ['wc', 'gl', 'bop', 'cyber'];

/** Large US payroll providers; pay-as-you-go workers compensation runs through them. */
export const PAYROLL_COMPANIES: PayrollCompanySeed[] = [
  {
    name: 'ADP',
    code: 'ADP',
    emailDomain: 'adp.com',
    url: 'https://www.adp.com',
    quotingCoverages: ALL,
  },
  {
    name: 'Paychex',
    code: 'PAYCHEX',
    emailDomain: 'paychex.com',
    url: 'https://www.paychex.com',
    quotingCoverages: ALL,
  },
  {
    name: 'Gusto',
    code: 'GUSTO',
    emailDomain: 'gusto.com',
    url: 'https://gusto.com',
    quotingCoverages: ALL,
  },
  {
    name: 'Paycom',
    code: 'PAYCOM',
    emailDomain: 'paycom.com',
    url: 'https://www.paycom.com',
    quotingCoverages: ['wc'],
  },
  {
    name: 'Paylocity',
    code: 'PAYLOCITY',
    emailDomain: 'paylocity.com',
    url: 'https://www.paylocity.com',
    quotingCoverages: ['wc'],
  },
  {
    name: 'Paycor',
    code: 'PAYCOR',
    emailDomain: 'paycor.com',
    url: 'https://www.paycor.com',
    quotingCoverages: ['wc', 'gl', 'bop'],
  },
  {
    name: 'Rippling',
    code: 'RIPPLING',
    emailDomain: 'rippling.com',
    url: 'https://www.rippling.com',
    quotingCoverages: ALL,
  },
  {
    name: 'Justworks',
    code: 'JUSTWORKS',
    emailDomain: 'justworks.com',
    url: 'https://www.justworks.com',
    quotingCoverages: ['wc'],
  },
  {
    name: 'TriNet',
    code: 'TRINET',
    emailDomain: 'trinet.com',
    url: 'https://www.trinet.com',
    quotingCoverages: ['wc'],
  },
  {
    name: 'Insperity',
    code: 'INSPERITY',
    emailDomain: 'insperity.com',
    url: 'https://www.insperity.com',
    quotingCoverages: ['wc'],
  },
  {
    name: 'QuickBooks Payroll',
    code: 'QBPAYROLL',
    emailDomain: 'intuit.com',
    url: 'https://quickbooks.intuit.com/payroll/',
    quotingCoverages: ALL,
  },
  {
    name: 'Square Payroll',
    code: 'SQUARE',
    emailDomain: 'squareup.com',
    url: 'https://squareup.com/us/en/payroll',
    quotingCoverages: ALL,
  },
  {
    name: 'OnPay',
    code: 'ONPAY',
    emailDomain: 'onpay.com',
    url: 'https://onpay.com',
    quotingCoverages: ALL,
  },
  {
    name: 'Patriot Software',
    code: 'PATRIOT',
    emailDomain: 'patriotsoftware.com',
    url: 'https://www.patriotsoftware.com',
    quotingCoverages: ALL,
  },
  {
    name: 'Heartland Payroll',
    code: 'HEARTLAND',
    emailDomain: 'heartland.us',
    url: 'https://www.heartland.us',
    quotingCoverages: ['wc', 'gl', 'bop'],
  },
  {
    name: 'Paycheck Plus',
    code: 'PAYCHECKPLUS',
    emailDomain: 'paycheckplus.com',
    url: 'https://www.paycheckplus.com',
    quotingCoverages: ['wc'],
  },
  {
    name: 'UKG',
    code: 'UKG',
    emailDomain: 'ukg.com',
    url: 'https://www.ukg.com',
    quotingCoverages: ['wc'],
  },
  {
    name: 'Workday',
    code: 'WORKDAY',
    emailDomain: 'workday.com',
    url: 'https://www.workday.com',
    quotingCoverages: ['wc'],
  },
  {
    name: 'Deel',
    code: 'DEEL',
    emailDomain: 'deel.com',
    url: 'https://www.deel.com',
    quotingCoverages: ['wc'],
  },
  {
    name: 'SurePayroll',
    code: 'SUREPAYROLL',
    emailDomain: 'surepayroll.com',
    url: 'https://www.surepayroll.com',
    quotingCoverages: ALL,
  },
  {
    name: 'Wave Payroll',
    code: 'WAVE',
    emailDomain: 'waveapps.com',
    url: 'https://www.waveapps.com/payroll',
    quotingCoverages: ALL,
  },
  {
    name: 'Namely',
    code: 'NAMELY',
    emailDomain: 'namely.com',
    url: 'https://www.namely.com',
    quotingCoverages: ['wc'],
  },
];
