import type { CarrierName, CoverageType, PaymentType } from '@coverline/contracts';

export interface CarrierSeed {
  name: CarrierName;
  agentUrl: string | null;
  clientUrl: string | null;
  email: string | null;
  phone: string | null;
  claimUrl: string | null;
  coverages: CoverageType[];
  paymentTypes: PaymentType[];
  initialQuoteMaxBackdatedDays: number;
  activeQuoteMaxBackdatedDays: number;
}

/**
 * The carriers quoted through sandbox adapters, with the lines each writes for small business.
 * Default carries the settings used for a carrier without its own. Contact details and portal
 * links are left for admins to fill in with the agency's own.
 */
export const CARRIERS: CarrierSeed[] = [
  {
    name: 'Hartford',
    agentUrl: null,
    clientUrl: 'https://www.thehartford.com',
    email: null,
    phone: null,
    claimUrl: null,
    coverages: ['wc', 'gl', 'bop', 'cyber'],
    paymentTypes: ['payAsYouGo', 'directBill', 'payments'],
    initialQuoteMaxBackdatedDays: 0,
    activeQuoteMaxBackdatedDays: 0,
  },
  {
    name: 'Employers',
    agentUrl: null,
    clientUrl: 'https://www.employers.com',
    email: null,
    phone: null,
    claimUrl: null,
    coverages: ['wc'],
    paymentTypes: ['payAsYouGo', 'directBill', 'payments'],
    initialQuoteMaxBackdatedDays: 0,
    activeQuoteMaxBackdatedDays: 0,
  },
  {
    name: 'Markel',
    agentUrl: null,
    clientUrl: 'https://www.markel.com',
    email: null,
    phone: null,
    claimUrl: null,
    coverages: ['wc', 'gl', 'bop'],
    paymentTypes: ['directBill', 'payments'],
    initialQuoteMaxBackdatedDays: 0,
    activeQuoteMaxBackdatedDays: 0,
  },
  {
    name: 'Coterie',
    agentUrl: null,
    clientUrl: 'https://coterieinsurance.com',
    email: null,
    phone: null,
    claimUrl: null,
    coverages: ['gl', 'bop'],
    paymentTypes: ['directBill', 'payments'],
    initialQuoteMaxBackdatedDays: 0,
    activeQuoteMaxBackdatedDays: 0,
  },
  {
    name: 'Cowbell',
    agentUrl: null,
    clientUrl: 'https://cowbell.insure',
    email: null,
    phone: null,
    claimUrl: null,
    coverages: ['cyber'],
    paymentTypes: ['directBill', 'payments'],
    initialQuoteMaxBackdatedDays: 0,
    activeQuoteMaxBackdatedDays: 0,
  },
  {
    name: 'AmTrust',
    agentUrl: null,
    clientUrl: 'https://amtrustfinancial.com',
    email: null,
    phone: null,
    claimUrl: null,
    coverages: ['wc', 'gl', 'bop'],
    paymentTypes: ['payAsYouGo', 'directBill', 'payments'],
    initialQuoteMaxBackdatedDays: 0,
    activeQuoteMaxBackdatedDays: 0,
  },
  {
    name: 'Default',
    agentUrl: null,
    clientUrl: null,
    email: null,
    phone: null,
    claimUrl: null,
    coverages: ['wc', 'gl', 'bop', 'cyber'],
    paymentTypes: ['directBill', 'payments'],
    initialQuoteMaxBackdatedDays: 0,
    activeQuoteMaxBackdatedDays: 0,
  },
];
