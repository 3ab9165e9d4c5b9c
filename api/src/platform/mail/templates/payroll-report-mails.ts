/**
 * The mails of pay-as-you-go reporting: a payroll report overdue (to the client, and to the
 * payroll company's reps), and a client with nothing reported for 30 days (to the reps and staff).
 */
import { inertText, layout, type RenderedMail } from './layout';
import { dateInWords } from './words';

interface ReportingRef {
  policyNumber: string;
  /** The business as registered for pay-as-you-go (typed text). */
  businessName: string;
  /** The last day the reports cover. */
  reportedThrough: string;
  firstUnreportedDay: string;
  daysUnreported: number;
  portalUrl: string;
}

export interface PayrollReportMailTemplates {
  'payroll-report-late': ReportingRef;
  'payroll-report-late-partner': ReportingRef;
  'payroll-report-unreported': ReportingRef;
}

type Renderers = {
  [K in keyof PayrollReportMailTemplates]: (data: PayrollReportMailTemplates[K]) => RenderedMail;
};

function mail(subject: string, lines: string[], url: string, label: string): RenderedMail {
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${label}: ${url}\n`,
    html: layout(subject, lines, { label, url }),
  };
}

const since = (d: ReportingRef) =>
  `No payroll has been reported since ${dateInWords(d.firstUnreportedDay)} (${d.daysUnreported} days).`;

export const payrollReportMailRenderers: Renderers = {
  'payroll-report-late': (d) =>
    mail(
      `Your payroll report for policy ${d.policyNumber} is late`,
      [
        'Hello,',
        `The premium of your pay-as-you-go workers' compensation policy ${d.policyNumber} is figured from each payroll your payroll company reports to us. ${since(d)}`,
        'Please check that your payroll company is sending your payroll reports. The premium of each report is charged to the card or bank account you paid with.',
      ],
      d.portalUrl,
      'See your payroll reports',
    ),
  'payroll-report-late-partner': (d) =>
    mail(
      `Payroll report overdue: ${inertText(d.businessName)}, policy ${d.policyNumber}`,
      [
        'Hello,',
        `${inertText(d.businessName)} is on pay-as-you-go workers' compensation (policy ${d.policyNumber}) with your company as its payroll company. ${since(d)}`,
        'Please post the payroll reports of the periods run since then.',
      ],
      d.portalUrl,
      'See the payroll reports',
    ),
  'payroll-report-unreported': (d) =>
    mail(
      `No payroll reported for 30 days: ${inertText(d.businessName)}, policy ${d.policyNumber}`,
      [
        'Hello,',
        `${inertText(d.businessName)} is on pay-as-you-go workers' compensation (policy ${d.policyNumber}). ${since(d)}`,
        'Premium is not being collected for this policy. Please follow up with the client and the payroll company.',
      ],
      d.portalUrl,
      'Open the policy',
    ),
};
