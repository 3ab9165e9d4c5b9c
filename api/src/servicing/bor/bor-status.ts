/**
 * The broker-of-record application's status machine, as pure functions:
 * draft -> submitted (letter out for signature) -> signed -> sent to carrier -> accepted or
 * declined by carrier. The applicant drives the first steps, the signature the next two, staff
 * record the carrier's answer.
 */
export const BOR_STATUSES = [
  'draft',
  'submitted',
  'signed',
  'sent_to_carrier',
  'accepted',
  'declined_by_carrier',
] as const;
export type BorStatus = (typeof BOR_STATUSES)[number];

export type BorEvent = 'submit' | 'sign' | 'sendToCarrier' | 'accept' | 'decline';

const TRANSITIONS: Record<BorEvent, { from: readonly BorStatus[]; to: BorStatus }> = {
  submit: { from: ['draft'], to: 'submitted' },
  sign: { from: ['submitted'], to: 'signed' },
  sendToCarrier: { from: ['signed'], to: 'sent_to_carrier' },
  // A carrier may answer before our mail is confirmed delivered: a signed letter is enough.
  accept: { from: ['signed', 'sent_to_carrier'], to: 'accepted' },
  decline: { from: ['signed', 'sent_to_carrier'], to: 'declined_by_carrier' },
};

/** The status after the event, or null when the event does not fit the status. */
export function nextBorStatus(status: BorStatus, event: BorEvent): BorStatus | null {
  const transition = TRANSITIONS[event];
  return transition.from.includes(status) ? transition.to : null;
}

/** Only a draft is edited by the applicant: once submitted, the letter says what was signed. */
export function isBorEditable(status: BorStatus): boolean {
  return status === 'draft';
}

/**
 * Statuses staff may set by hand, with the event each one is. "Sent to carrier" is staff's when
 * the carrier has no email in settings: they send the signed letter themselves and say so.
 */
export const STAFF_BOR_DECISIONS = {
  sent_to_carrier: 'sendToCarrier',
  accepted: 'accept',
  declined_by_carrier: 'decline',
} as const;
export type StaffBorDecision = keyof typeof STAFF_BOR_DECISIONS;
