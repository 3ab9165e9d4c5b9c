/** The words mails use for a change request's type and status. */
import type { PolicyChangeStatus, PolicyChangeType } from '@coverline/contracts';

export const CHANGE_TYPE_WORDS: Record<PolicyChangeType, string> = {
  add_location: 'add a location',
  change_payroll: 'change payroll',
  add_additional_insured: 'add an additional insured',
  change_address: 'change an address',
  cancel: 'cancel the policy',
  other: 'other service',
};

export const CHANGE_STATUS_WORDS: Record<PolicyChangeStatus, string> = {
  submitted: 'submitted',
  in_progress: 'in progress',
  completed: 'completed',
  declined: 'declined',
};
