import type { CarrierName, CoverageType, EntityType, QuestionSetKind } from '@coverline/contracts';
import type { Question } from '../questions/entities/question-set.entity';

export interface QuestionSetSeed {
  kind: QuestionSetKind;
  carrier: CarrierName;
  coverage: CoverageType;
  questions: Question[];
}

const yesNo = (id: string, text: string, helpText: string | null = null): Question => ({
  id,
  text,
  answerType: 'yesNo',
  required: true,
  helpText,
  options: [],
  min: null,
  max: null,
});

const number = (
  id: string,
  text: string,
  min: number,
  max: number | null,
  helpText: string | null = null,
): Question => ({
  id,
  text,
  answerType: 'number',
  required: true,
  helpText,
  options: [],
  min,
  max,
});

const select = (id: string, text: string, options: Array<[string, string]>): Question => ({
  id,
  text,
  answerType: 'select',
  required: true,
  helpText: null,
  options: options.map(([value, label]) => ({ value, label })),
  min: null,
  max: null,
});

const text = (id: string, question: string, required = false): Question => ({
  id,
  text: question,
  answerType: 'text',
  required,
  helpText: null,
  options: [],
  min: null,
  max: null,
});

/** The payroll step, asked per state and class code. */
const PAYROLL_WC: Question[] = [
  number(
    'annualPayroll',
    'Estimated gross annual payroll for this class code, in dollars',
    0,
    100_000_000,
    'Wages, salaries, commissions and bonuses before taxes; exclude included owners, who are added separately.',
  ),
  number('fullTimeEmployees', 'Number of full-time employees in this class code', 0, 9999),
  number('partTimeEmployees', 'Number of part-time employees in this class code', 0, 9999),
  yesNo('usesSubcontractors', 'Do you hire subcontractors for this work?'),
  number(
    'subcontractorCost',
    'Estimated annual cost of subcontractors, in dollars',
    0,
    100_000_000,
    'Enter 0 when you hire none. Uninsured subcontractors may be added to your payroll at audit.',
  ),
  yesNo(
    'subcontractorsInsured',
    'Do all your subcontractors carry their own workers\u2019 compensation?',
  ),
  select('payFrequency', 'How often do you run payroll?', [
    ['Weekly', 'Weekly'],
    ['Biweekly', 'Every two weeks'],
    ['Semi-monthly', 'Twice a month'],
    ['Monthly', 'Monthly'],
  ]),
];

const PAYROLL_GL: Question[] = [
  number('annualRevenue', 'Estimated gross annual sales, in dollars', 0, 1_000_000_000),
  number('annualPayroll', 'Estimated gross annual payroll, in dollars', 0, 100_000_000),
  number(
    'subcontractorCost',
    'Estimated annual cost of subcontractors, in dollars',
    0,
    100_000_000,
  ),
];

const EMPLOYERS_UNDERWRITING: Question[] = [
  yesNo('workAboveThreeStories', 'Does any employee work above three stories or 30 feet?'),
  yesNo(
    'workBelowGround',
    'Does any employee work below ground, in trenches deeper than 5 feet or in confined spaces?',
  ),
  yesNo('hazardousMaterials', 'Do employees handle hazardous materials, explosives or asbestos?'),
  yesNo(
    'outOfStateWork',
    'Do employees travel or work outside the states listed on the application?',
  ),
  yesNo('seasonalEmployees', 'Do you employ seasonal, temporary or leased workers?'),
  yesNo('employeesUnder16', 'Do you employ anyone under 16 years old?'),
  yesNo('healthPlan', 'Do you offer group health insurance to employees?'),
  yesNo('safetyProgram', 'Do you have a written safety program?'),
  yesNo(
    'priorCoverageDeclined',
    'Has workers\u2019 compensation coverage been declined, cancelled or not renewed in the last three years?',
  ),
  yesNo('vehiclesUsed', 'Do employees drive company or personal vehicles for work?'),
  number(
    'yearsInBusiness',
    'How many years has the business operated under current ownership?',
    0,
    200,
  ),
  text('operationsDescription', 'Briefly describe what your employees do day to day', true),
];

const EMPLOYERS_OWNER: Question[] = [
  yesNo('performsFieldWork', 'Does this owner do the same physical work as employees?'),
  number('hoursPerWeek', 'Hours this owner works in the business each week', 0, 168),
  yesNo(
    'otherCoverage',
    'Is this owner covered by workers\u2019 compensation through another business?',
  ),
  select('duties', 'Which best describes this owner\u2019s duties?', [
    ['clerical', 'Office and management only'],
    ['sales', 'Outside sales and estimating'],
    ['field', 'Field or hands-on work'],
    ['mixed', 'A mix of office and field work'],
  ]),
];

/** General liability underwriting, for carriers without their own set. */
const GL_UNDERWRITING: Question[] = [
  yesNo('premisesVisitors', 'Do customers or the public visit your premises?'),
  yesNo('workAtCustomerSites', "Do you or your employees work at customers' homes or job sites?"),
  yesNo('ownProducts', 'Do you make, import or sell products under your own name?'),
  yesNo('usesSubcontractors', 'Do you hire subcontractors?'),
  yesNo('alcoholSales', 'Do you sell or serve alcohol?'),
  yesNo(
    'priorCoverageDeclined',
    'Has liability coverage been declined, cancelled or not renewed in the last three years?',
  ),
  text('operationsDescription', 'Briefly describe what your business does', true),
];

const BOP_UNDERWRITING: Question[] = [
  ...GL_UNDERWRITING,
  yesNo('burglarAlarm', 'Do your premises have a central-station burglar alarm?'),
  yesNo('cookingOnPremises', 'Is there commercial cooking on the premises?'),
];

/** The security controls cyber carriers price on; the rating reads mfa, edr, backups, training. */
const CYBER_UNDERWRITING: Question[] = [
  yesNo('mfa', 'Do you require multi-factor authentication for email and remote access?'),
  yesNo('edr', 'Do you run endpoint detection and response (EDR) software on your computers?'),
  yesNo('backups', 'Do you keep regular backups offline or in a separate cloud account?'),
  yesNo(
    'training',
    'Do employees take phishing and security awareness training at least once a year?',
  ),
  yesNo('paymentCards', 'Do you accept payment cards?'),
  number(
    'personalRecords',
    'About how many records with personal information (customers and employees) do you keep?',
    0,
    100_000_000,
  ),
];

export const QUESTION_SETS: QuestionSetSeed[] = [
  { kind: 'payroll', carrier: 'Default', coverage: 'wc', questions: PAYROLL_WC },
  { kind: 'payroll', carrier: 'Default', coverage: 'gl', questions: PAYROLL_GL },
  { kind: 'payroll', carrier: 'Default', coverage: 'bop', questions: PAYROLL_GL },
  { kind: 'underwriting', carrier: 'Employers', coverage: 'wc', questions: EMPLOYERS_UNDERWRITING },
  { kind: 'owner', carrier: 'Employers', coverage: 'wc', questions: EMPLOYERS_OWNER },
];

/** The underwriting steps of the other lines, added after the first data set. */
export const QUESTION_SETS_V2: QuestionSetSeed[] = [
  { kind: 'underwriting', carrier: 'Default', coverage: 'gl', questions: GL_UNDERWRITING },
  { kind: 'underwriting', carrier: 'Default', coverage: 'bop', questions: BOP_UNDERWRITING },
  { kind: 'underwriting', carrier: 'Default', coverage: 'cyber', questions: CYBER_UNDERWRITING },
];

export const OWNER_TITLES: Array<{ entityType: EntityType; titles: string[] }> = [
  { entityType: 'Sole Proprietor', titles: ['Owner', 'Sole Proprietor'] },
  { entityType: 'Partnership', titles: ['General Partner', 'Limited Partner', 'Managing Partner'] },
  { entityType: 'LLC', titles: ['Member', 'Managing Member', 'Manager'] },
  {
    entityType: 'Corporation',
    titles: [
      'President',
      'Vice President',
      'Secretary',
      'Treasurer',
      'Chief Executive Officer',
      'Chief Financial Officer',
      'Chief Operating Officer',
      'Director',
      'Shareholder',
    ],
  },
  {
    entityType: 'Non-Profit',
    titles: [
      'Executive Director',
      'President',
      'Vice President',
      'Secretary',
      'Treasurer',
      'Board Member',
    ],
  },
];
