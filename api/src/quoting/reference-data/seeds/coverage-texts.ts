import type { ContentStatus, CoverageTextKind } from '@coverline/contracts';

export interface CoverageTextSeed {
  name: string;
  kind: CoverageTextKind;
  status: ContentStatus;
  title: string;
  body: string;
  whatIsCovered: string[];
  whatIsNotCovered: string[];
  freeText: string;
}

/** What's covered pages of the four coverages, and the pop-ups of the wizard's harder questions. */
export const COVERAGE_TEXTS: CoverageTextSeed[] = [
  {
    name: 'wc',
    kind: 'covered',
    status: 'published',
    title: "Workers' Compensation",
    body: "Workers' compensation pays for medical care and lost wages when an employee is hurt or becomes ill because of their job, and protects your business from most lawsuits over those injuries. Nearly every state requires it once you have employees.",
    whatIsCovered: [
      'Medical bills for work-related injuries and illnesses, from the first visit to rehabilitation',
      'Part of the wages an employee loses while unable to work',
      'Ongoing care and disability benefits after a lasting injury',
      'Death benefits and funeral costs for the family of a worker who dies from a job injury',
      "Employers' liability: your legal defense and damages if an employee sues over a work injury",
    ],
    whatIsNotCovered: [
      'Injuries to independent contractors, who need their own coverage',
      'Injuries caused by intoxication, drug use or horseplay',
      'Self-inflicted injuries, or injuries while committing a crime',
      'Injuries while commuting to and from work',
      'Damage to property, and injuries to customers or other people who are not your employees',
    ],
    freeText:
      'Premium is based on your payroll for each job classification. Ohio, North Dakota, Washington and Wyoming only sell workers\u2019 compensation through their state fund.',
  },
  {
    name: 'gl',
    kind: 'covered',
    status: 'published',
    title: 'General Liability',
    body: 'General liability protects your business when someone who is not an employee says you injured them or damaged their property, or that your advertising harmed them. It pays for your legal defense and for settlements or judgments up to your limits.',
    whatIsCovered: [
      'Injuries to customers, visitors and other third parties at your premises or job sites',
      "Damage you cause to other people's property while you work",
      'Injuries or damage caused by products you sell or work you completed',
      'Claims of libel, slander, copyright infringement in your advertising and similar personal injury',
      'Legal defense costs, even if the claim turns out to be groundless',
    ],
    whatIsNotCovered: [
      'Injuries to your own employees (covered by workers\u2019 compensation)',
      'Damage to your own property, tools or equipment',
      'Mistakes in professional advice or services (professional liability)',
      'Accidents involving vehicles your business owns or uses (commercial auto)',
      'Intentional damage, and the cost of redoing faulty work itself',
    ],
    freeText:
      'Many landlords, clients and general contractors ask for a certificate of insurance showing general liability before you start work.',
  },
  {
    name: 'bop',
    kind: 'covered',
    status: 'published',
    title: "Business Owner's Policy",
    body: "A business owner's policy packages general liability with commercial property coverage and business income protection, usually for less than buying each on its own. It suits small businesses with a physical location, equipment or inventory.",
    whatIsCovered: [
      'Everything general liability covers: third-party injuries, property damage and advertising injury',
      'Your building, if you own it, and your business personal property: equipment, furniture and inventory',
      'Lost income and ongoing expenses while you cannot operate after a covered loss such as a fire',
      'Extra expenses to keep running, such as a temporary location',
      'Damage from fire, theft, vandalism, windstorm and hail, subject to the policy terms',
    ],
    whatIsNotCovered: [
      'Floods and earthquakes, which need separate policies',
      'Injuries to your employees (workers\u2019 compensation)',
      'Vehicles (commercial auto) and professional mistakes (professional liability)',
      'Wear and tear, mold and gradual deterioration',
      'Cyber attacks and data breaches (cyber liability)',
    ],
    freeText:
      'Choose limits for your building and business personal property that match what it would cost to replace them today.',
  },
  {
    name: 'cyber',
    kind: 'covered',
    status: 'published',
    title: 'Cyber Liability',
    body: 'Cyber liability helps your business respond and recover when data is stolen, systems are locked by ransomware or a scam tricks you into sending money. It pays for experts, notifications, lost income and claims from people whose data was exposed.',
    whatIsCovered: [
      'Forensic investigation, data recovery and restoring your systems after an attack',
      'Notifying affected customers, credit monitoring and a call center for them',
      'Ransomware response, including negotiation and, where lawful, the extortion payment',
      'Business income lost while your systems are down',
      'Lawsuits and regulatory fines and penalties where insurable after a data breach',
      'Funds lost to social engineering and fraudulent transfer instructions, up to the sublimit',
    ],
    whatIsNotCovered: [
      'Upgrading your systems beyond their condition before the attack',
      'Losses from attacks that happened before the policy started',
      'Theft of your own intellectual property and its lost value',
      'Physical damage to computers and other hardware (commercial property)',
      'Failures of utilities and the internet infrastructure you rely on',
    ],
    freeText:
      'Multi-factor authentication, regular offline backups and employee phishing training lower your premium and your risk.',
  },
  {
    name: 'popup-waiver-of-subrogation',
    kind: 'popup',
    status: 'published',
    title: 'Waiver of subrogation',
    body: 'A waiver of subrogation stops your insurer from recovering what it paid on a claim from a third party, such as the client whose site you worked at. Clients often require it in their contracts. A blanket waiver applies to every party your written contracts require it for, for a small additional premium.',
    whatIsCovered: [],
    whatIsNotCovered: [],
    freeText: '',
  },
  {
    name: 'popup-employers-liability-limits',
    kind: 'popup',
    status: 'published',
    title: "Employers' liability limits",
    body: "Employers' liability covers lawsuits over employee injuries that workers' compensation does not settle. Limits are per accident, per policy for disease, and per employee for disease: 100k/500k/100k is standard, 500k/500k/500k and 1M/1M/1M cost slightly more. California requires 1M/1M/1M; Oregon requires at least 500k/500k/500k.",
    whatIsCovered: [],
    whatIsNotCovered: [],
    freeText: '',
  },
  {
    name: 'popup-owner-inclusion',
    kind: 'popup',
    status: 'published',
    title: 'Including or excluding owners',
    body: "Owners and officers can usually choose whether workers' compensation covers them. An included owner is protected if hurt on the job, and their payroll is added to the premium at the amount the state sets for owners. An excluded owner pays nothing for themselves but has no coverage. In Alaska, members owning under 10% are always included.",
    whatIsCovered: [],
    whatIsNotCovered: [],
    freeText: '',
  },
  {
    name: 'popup-additional-insured',
    kind: 'popup',
    status: 'published',
    title: 'Blanket additional insured',
    body: 'An additional insured is a person or company, often a client, landlord or general contractor, that your general liability policy also protects for claims arising from your work. A blanket endorsement adds everyone your written contracts require, without naming each one.',
    whatIsCovered: [],
    whatIsNotCovered: [],
    freeText: '',
  },
];
