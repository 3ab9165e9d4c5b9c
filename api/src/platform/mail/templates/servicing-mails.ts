/**
 * The mails of a bound policy's servicing: a change request reaching staff and its answer
 * reaching the client, and a first notice of loss reaching the carrier and staff.
 */
import type { PolicyChangeStatus, PolicyChangeType } from '@coverline/contracts';
import { layout, type RenderedMail } from './layout';
import { changeStatusWords, changeTypeWords } from './policy-change-words';
import { businessWords } from './words';

interface PolicyRef {
  businessName: string | null;
  coverage: string;
  carrier: string;
  policyNumber: string;
}

export interface ServicingMailTemplates {
  'policy-change-submitted': PolicyRef & {
    clientName: string;
    clientEmail: string;
    changeType: PolicyChangeType;
    details: string;
    staffUrl: string;
  };
  'policy-change-answered': PolicyRef & {
    firstName: string | null;
    changeType: PolicyChangeType;
    status: PolicyChangeStatus;
    answer: string | null;
    portalUrl: string;
  };
  'claim-reported': PolicyRef & {
    clientName: string;
    clientEmail: string;
    clientPhone: string | null;
    dateOfLoss: string;
    amountOfLoss: string;
    claimStatus: string;
    description: string;
  };
}

type Renderers = {
  [K in keyof ServicingMailTemplates]: (data: ServicingMailTemplates[K]) => RenderedMail;
};

const policyLine = ({ businessName, coverage, carrier, policyNumber }: PolicyRef) =>
  `${businessWords(businessName)}: ${coverage} policy ${policyNumber} with ${carrier}.`;

export const servicingMailRenderers: Renderers = {
  'policy-change-submitted': (data) => {
    const change = changeTypeWords(data.changeType);
    const subject = `Policy change request: ${change} for ${businessWords(data.businessName)}`;
    const lines = [
      `${data.clientName} (${data.clientEmail}) asks for a policy change.`,
      policyLine(data),
      `Request: ${change}.`,
      data.details,
      'Answer it on the quote page, where the client will see your answer.',
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nOpen the quote: ${data.staffUrl}\n`,
      html: layout(subject, lines, { label: 'Open the quote', url: data.staffUrl }),
    };
  },
  'policy-change-answered': (data) => {
    const status = changeStatusWords(data.status);
    const subject = `Your policy change request: ${status}`;
    const lines = [
      `Hello ${data.firstName ?? 'there'},`,
      `Your request (${changeTypeWords(data.changeType)}) on ${policyLine(data)}`,
      `Status: ${status}.`,
      ...(data.answer ? [`Our answer: ${data.answer}`] : []),
    ];
    return {
      subject,
      text: `${lines.join('\n\n')}\n\nSee your policy: ${data.portalUrl}\n`,
      html: layout(subject, lines, { label: 'See your policy', url: data.portalUrl }),
    };
  },
  'claim-reported': (data) => {
    const subject = `First notice of loss: ${businessWords(data.businessName)}, policy ${data.policyNumber}`;
    const lines = [
      `A first notice of loss was filed through Coverline for ${policyLine(data)}`,
      `Insured contact: ${data.clientName}, ${data.clientEmail}${data.clientPhone ? `, ${data.clientPhone}` : ''}.`,
      `Date of loss: ${data.dateOfLoss}. Amount of loss: ${data.amountOfLoss}. Status: ${data.claimStatus}.`,
      `Description: ${data.description}`,
    ];
    return { subject, text: `${lines.join('\n\n')}\n`, html: layout(subject, lines) };
  },
};
