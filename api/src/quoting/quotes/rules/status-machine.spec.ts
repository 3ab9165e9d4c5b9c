import { ApplicationStatus as S, Bindability, ErrorCode } from '@coverline/contracts';
import {
  changeStatus,
  nextVersion,
  staleVersionRefusal,
  statusAfterPurchaseEvent,
  statusAfterSelecting,
  submitRefusal,
  submittedQuoteRefusal,
} from './status-machine';

const person = { admin: false };

describe('the application status machine', () => {
  it('moves one step along the path', () => {
    expect(
      changeStatus({ status: S.ReadyToBind, statusBeforeArchive: null }, S.PurchasePending, person),
    ).toEqual({
      status: S.PurchasePending,
      statusBeforeArchive: null,
    });
  });

  it('refuses skipping a step', () => {
    expect(
      changeStatus({ status: S.InProcess, statusBeforeArchive: null }, S.ReadyToBind, person),
    ).toBeNull();
  });

  it('remembers the status it archives from', () => {
    expect(
      changeStatus({ status: S.InReview, statusBeforeArchive: null }, S.Archive, person),
    ).toEqual({
      status: S.Archive,
      statusBeforeArchive: S.InReview,
    });
  });

  it('unarchives to the status held before', () => {
    expect(
      changeStatus({ status: S.Archive, statusBeforeArchive: S.InReview }, S.InReview, person),
    ).toEqual({
      status: S.InReview,
      statusBeforeArchive: null,
    });
  });

  it('refuses unarchiving to another status', () => {
    expect(
      changeStatus({ status: S.Archive, statusBeforeArchive: S.InReview }, S.Bound, person),
    ).toBeNull();
  });

  it('lets an admin set any status', () => {
    expect(
      changeStatus({ status: S.Bound, statusBeforeArchive: null }, S.InProcess, { admin: true }),
    ).toEqual({
      status: S.InProcess,
      statusBeforeArchive: null,
    });
  });

  it('refuses sending a submission in checkout with 1225', () => {
    expect(submitRefusal(S.PurchasePending)).toBe(ErrorCode.StatusNotSubmittable);
  });

  it('accepts sending a submission again from Ready to bind', () => {
    expect(submitRefusal(S.ReadyToBind)).toBeNull();
  });

  it('refuses choosing on an inactive quote with 1210', () => {
    expect(
      submittedQuoteRefusal({ active: false, status: S.InReview, submittedAt: new Date() }),
    ).toBe(ErrorCode.InactiveQuote);
  });

  it('refuses choosing before the quote was submitted with 1225', () => {
    expect(submittedQuoteRefusal({ active: true, status: S.InProcess, submittedAt: null })).toBe(
      ErrorCode.StatusNotSubmittable,
    );
  });

  it('makes the application ready to bind when the chosen quote binds through the API', () => {
    expect(statusAfterSelecting(Bindability.BindableThruApi)).toBe(S.ReadyToBind);
  });

  it('keeps the application in review when the chosen quote was referred', () => {
    expect(statusAfterSelecting(Bindability.Referred)).toBe(S.InReview);
  });
});

describe('versions', () => {
  it('refuses a write naming an older version with 1226', () => {
    expect(staleVersionRefusal(4, 3)).toBe(ErrorCode.StatusHasChanged);
  });

  it('accepts a write naming the stored version', () => {
    expect(staleVersionRefusal(4, 4)).toBeNull();
  });

  it('accepts a write that names no version', () => {
    expect(staleVersionRefusal(4, undefined)).toBeNull();
  });

  it('moves the version on by one with every write', () => {
    expect(nextVersion(4)).toBe(5);
  });
});

describe('statusAfterPurchaseEvent', () => {
  const { ReadyToBind, PurchasePending, AwaitingSignatures, Completed, InReview } = S;

  it('moves a purchase forward one step at a time', () => {
    expect(statusAfterPurchaseEvent(ReadyToBind, 'checkoutStarted')).toBe(PurchasePending);
    expect(statusAfterPurchaseEvent(PurchasePending, 'paid')).toBe(AwaitingSignatures);
    expect(statusAfterPurchaseEvent(AwaitingSignatures, 'signed')).toBe(Completed);
  });

  it('returns a pending purchase to Ready to bind when its checkout closes unpaid', () => {
    expect(statusAfterPurchaseEvent(PurchasePending, 'checkoutClosed')).toBe(ReadyToBind);
    expect(statusAfterPurchaseEvent(AwaitingSignatures, 'checkoutClosed')).toBeNull();
  });

  it('ignores events that do not fit the status', () => {
    expect(statusAfterPurchaseEvent(InReview, 'checkoutStarted')).toBeNull();
    expect(statusAfterPurchaseEvent(ReadyToBind, 'paid')).toBeNull();
    expect(statusAfterPurchaseEvent(Completed, 'signed')).toBeNull();
  });
});
