import { ApplicationStatus as S, ErrorCode } from '@coverline/contracts';
import {
  editDecision,
  effectiveDateOnlyRefusal,
  isGuestResumable,
  wholeQuoteRefusal,
} from './edit-access';
import { admin, client, guestOf } from './testing';

const open = { status: S.InProcess, locked: false, guestResumable: true };
const guest = guestOf('q-1');

describe('changing a quote', () => {
  it('lets an admin change a bound quote entirely', () => {
    expect(editDecision(admin, { ...open, status: S.Bound })).toEqual({ scope: 'everything' });
  });

  it('closes a completed quote with 1204', () => {
    expect(editDecision(client, { ...open, status: S.Completed })).toEqual({
      refusal: ErrorCode.QuoteCompleted,
    });
  });

  it('closes a bound quote with 1205', () => {
    expect(editDecision(client, { ...open, status: S.Bound })).toEqual({
      refusal: ErrorCode.QuoteBound,
    });
  });

  it('closes a locked quote to a guest with 1211', () => {
    expect(editDecision(guest, { ...open, locked: true })).toEqual({
      refusal: ErrorCode.NotGuestEditable,
    });
  });

  it('closes a quote a guest may no longer resume with 1211', () => {
    expect(editDecision(guest, { ...open, guestResumable: false })).toEqual({
      refusal: ErrorCode.NotGuestEditable,
    });
  });

  it('closes a locked quote to a client with 1212', () => {
    expect(editDecision(client, { ...open, locked: true })).toEqual({
      refusal: ErrorCode.NotClientModifiable,
    });
  });

  it('closes an archived quote to a client with 1212', () => {
    expect(editDecision(client, { ...open, status: S.Archive })).toEqual({
      refusal: ErrorCode.NotClientModifiable,
    });
  });

  it('opens only the effective date once checkout started', () => {
    expect(editDecision(client, { ...open, status: S.PurchasePending })).toEqual({
      scope: 'effectiveDateOnly',
    });
  });

  it('opens everything while the quote is in review', () => {
    expect(editDecision(client, { ...open, status: S.InReview })).toEqual({ scope: 'everything' });
  });

  it('refuses a save changing more than the effective date in checkout with 1214', () => {
    expect(effectiveDateOnlyRefusal('effectiveDateOnly', ['effectiveDate', 'glLimit'])).toBe(
      ErrorCode.OnlyEffectiveDateModifiable,
    );
  });

  it('accepts a save of the effective date alone in checkout', () => {
    expect(effectiveDateOnlyRefusal('effectiveDateOnly', ['effectiveDate'])).toBeNull();
  });

  it('refuses other changes than a save in checkout with 1214', () => {
    expect(wholeQuoteRefusal('effectiveDateOnly')).toBe(ErrorCode.OnlyEffectiveDateModifiable);
  });
});

describe('resuming a quote as a guest', () => {
  const quote = { status: S.InReview, locked: false };
  const noAccount = { userId: null, emailHasAccount: false };

  it('is possible while the client has no account and the submission may change', () => {
    expect(isGuestResumable(quote, noAccount)).toBe(true);
  });

  it('ends once an account exists for the email', () => {
    expect(isGuestResumable(quote, { ...noAccount, emailHasAccount: true })).toBe(false);
  });

  it('ends once the client is linked to an account', () => {
    expect(isGuestResumable(quote, { ...noAccount, userId: 'user-1' })).toBe(false);
  });

  it('ends once checkout started', () => {
    expect(isGuestResumable({ ...quote, status: S.PurchasePending }, noAccount)).toBe(false);
  });

  it('ends once the quote is locked', () => {
    expect(isGuestResumable({ ...quote, locked: true }, noAccount)).toBe(false);
  });
});
