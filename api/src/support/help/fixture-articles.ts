/** A few help articles in the shape the help module publishes them, for the assistant's tests. */
import type { HelpArticleText } from './help-index';

export const FIXTURE_ARTICLES: HelpArticleText[] = [
  {
    slug: 'workers-comp-who-must-carry',
    title: 'Does my business need workers compensation?',
    summary: 'Most states require workers compensation once you have employees.',
    lines: ['wc'],
    states: [],
    tags: ['required', 'mandatory', 'law', 'employees', 'sole proprietor'],
    body: [
      'Almost every state requires employers to carry workers compensation. In most states the duty starts with your first employee.',
      'Sole proprietors with no employees are usually not required to cover themselves.',
    ].join('\n\n'),
  },
  {
    slug: 'texas-workers-comp-opt-out',
    title: 'Texas non-subscribers',
    summary: 'Texas lets private employers choose not to carry workers compensation.',
    lines: ['wc'],
    states: ['TX'],
    tags: ['Texas', 'TX', 'non-subscriber', 'opt out', 'optional'],
    body: [
      'Texas is the only state where private employers may choose not to carry workers compensation. Employers who opt out are called non-subscribers.',
      'A non-subscriber must tell the state that it does not carry workers compensation, and must tell its employees.',
    ].join('\n\n'),
  },
  {
    slug: 'workers-compensation-cover',
    title: 'What workers compensation covers',
    summary: 'Medical bills and lost wages of employees hurt at work.',
    lines: ['wc'],
    states: [],
    tags: ['workers compensation', 'workers comp', 'WC', 'employers liability', 'injury'],
    body: 'Workers compensation pays medical bills and part of lost wages when an employee is hurt at work.\n\nEmployers liability covers lawsuits over those injuries.',
  },
  {
    slug: 'certificates-of-insurance',
    title: 'Getting a certificate of insurance',
    summary:
      'Download or request a certificate of insurance for a customer, landlord or contractor.',
    lines: ['wc', 'gl', 'bop', 'cyber'],
    states: [],
    tags: ['certificate', 'COI', 'certificate of insurance', 'proof of insurance', 'ACORD 25'],
    body: [
      '## How to get one',
      'Open your policy in your account and choose Certificates. Enter the certificate holder and we issue an ACORD 25 certificate within minutes.',
      'A certificate shows cover; it does not change the policy.',
    ].join('\n\n'),
  },
  {
    slug: 'paying-and-instalments',
    title: 'Paying for your policy and instalment plans',
    summary: 'Pay in full or in instalments, by card or bank account.',
    lines: ['wc', 'gl', 'bop', 'cyber'],
    states: [],
    tags: ['payment', 'pay', 'instalments', 'installments', 'monthly', 'down payment', 'card'],
    body: [
      'You pay in the cart when you buy a policy.',
      'Many carriers offer monthly instalments after a down payment. The plans a carrier offers are shown beside its price.',
    ].join('\n\n'),
  },
  {
    slug: 'owners-and-officers',
    title: 'Including or excluding owners and officers',
    summary: 'Whether the owners are covered by the workers compensation policy.',
    lines: ['wc'],
    states: [],
    tags: ['owners', 'officers', 'include', 'exclude', 'partners', 'members'],
    body: 'Owners and officers may often choose to be excluded from workers compensation.',
  },
];

export const FIXTURE_ARTICLES_ES: HelpArticleText[] = [
  {
    slug: 'paying-and-instalments',
    title: 'Pagar su póliza y planes de cuotas',
    summary: 'Pague todo de una vez o en cuotas, con tarjeta o cuenta bancaria.',
    lines: ['wc', 'gl', 'bop', 'cyber'],
    states: [],
    tags: ['pago', 'pagar', 'cuotas', 'mensual', 'pago inicial', 'tarjeta'],
    body: 'Muchas aseguradoras ofrecen cuotas mensuales después de un pago inicial.',
  },
  {
    slug: 'certificates-of-insurance',
    title: 'Obtener un certificado de seguro',
    summary: 'Descargue o pida un certificado de seguro para un cliente, arrendador o contratista.',
    lines: ['wc', 'gl', 'bop', 'cyber'],
    states: [],
    tags: ['certificado', 'COI', 'certificado de seguro', 'prueba de seguro'],
    body: 'Abra su póliza en su cuenta y elija Certificados.',
  },
  {
    slug: 'texas-workers-comp-opt-out',
    title: 'No suscriptores de Texas',
    summary:
      'Texas permite que los empleadores privados decidan no tener compensación para trabajadores.',
    lines: ['wc'],
    states: ['TX'],
    tags: ['Texas', 'TX', 'no suscriptor', 'opcional'],
    body: 'Texas es el único estado donde los empleadores privados pueden decidir no tener compensación para trabajadores.',
  },
];
