import { BOR_STATUSES, isBorEditable, nextBorStatus, type BorEvent } from './bor-status';

describe('the broker-of-record status machine', () => {
  it('walks draft, submitted, signed, sent to carrier, accepted', () => {
    expect(nextBorStatus('draft', 'submit')).toBe('submitted');
    expect(nextBorStatus('submitted', 'sign')).toBe('signed');
    expect(nextBorStatus('signed', 'sendToCarrier')).toBe('sent_to_carrier');
    expect(nextBorStatus('sent_to_carrier', 'accept')).toBe('accepted');
    expect(nextBorStatus('sent_to_carrier', 'decline')).toBe('declined_by_carrier');
  });

  it('lets staff record the carrier answer once the letter is signed', () => {
    expect(nextBorStatus('signed', 'accept')).toBe('accepted');
    expect(nextBorStatus('signed', 'decline')).toBe('declined_by_carrier');
  });

  it('refuses a carrier answer before the letter is signed', () => {
    expect(nextBorStatus('draft', 'accept')).toBeNull();
    expect(nextBorStatus('submitted', 'decline')).toBeNull();
  });

  it('refuses every event in a final status', () => {
    const events: BorEvent[] = ['submit', 'sign', 'sendToCarrier', 'accept', 'decline'];
    for (const status of ['accepted', 'declined_by_carrier'] as const) {
      for (const event of events) expect(nextBorStatus(status, event)).toBeNull();
    }
  });

  it('refuses submitting twice and signing a draft', () => {
    expect(nextBorStatus('submitted', 'submit')).toBeNull();
    expect(nextBorStatus('draft', 'sign')).toBeNull();
  });

  it('lets only a draft be edited', () => {
    expect(BOR_STATUSES.filter(isBorEditable)).toEqual(['draft']);
  });
});
