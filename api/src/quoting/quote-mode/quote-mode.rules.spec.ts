import { ApplicationStatus as S, ErrorCode, QuoteMode } from '@coverline/contracts';
import {
  carrierQuotesFrozenRefusal,
  manualEntryRefusal,
  manualQuoteProblems,
  statusWithoutSelection,
} from './quote-mode.rules';

describe('changing how a quote is quoted', () => {
  it.each([S.InProcess, S.InReview, S.ReadyToBind, S.Archive])('is open in %s', (status) => {
    expect(carrierQuotesFrozenRefusal(status)).toBeNull();
  });

  it.each([S.Completed, S.Bound])('is refused in %s with 1221', (status) => {
    expect(carrierQuotesFrozenRefusal(status)).toBe(ErrorCode.CarrierQuoteBoundOrCompleted);
  });

  it.each([S.PurchasePending, S.AwaitingSignatures])('is refused in %s with 1214', (status) => {
    expect(carrierQuotesFrozenRefusal(status)).toBe(ErrorCode.OnlyEffectiveDateModifiable);
  });
});

describe('entering a carrier quote by hand', () => {
  it('is refused with 1217 while the quote is quoted through the API', () => {
    expect(manualEntryRefusal({ quoteMode: QuoteMode.Api, status: S.InReview })).toBe(
      ErrorCode.NotManualEnabled,
    );
  });

  it('is open on a manual quote in review', () => {
    expect(manualEntryRefusal({ quoteMode: QuoteMode.Manual, status: S.InReview })).toBeNull();
  });

  it('is refused on a bound manual quote with 1221', () => {
    expect(manualEntryRefusal({ quoteMode: QuoteMode.Manual, status: S.Bound })).toBe(
      ErrorCode.CarrierQuoteBoundOrCompleted,
    );
  });
});

describe('a manual carrier quote', () => {
  const input = { carrier: 'Markel', effectiveDate: '2026-03-01', expirationDate: '2027-03-01' };

  it('is accepted for a carrier of the line with a period that ends after it starts', () => {
    expect(manualQuoteProblems(input, ['Hartford', 'Markel'])).toEqual([]);
  });

  it('names the carriers of the line when another is given', () => {
    expect(manualQuoteProblems(input, ['Hartford', 'Employers'])).toEqual([
      'carrier must be one of the carriers of this coverage: Hartford, Employers',
    ]);
  });

  it('refuses a period that ends on or before its start', () => {
    expect(
      manualQuoteProblems({ ...input, expirationDate: input.effectiveDate }, ['Markel']),
    ).toEqual(['expirationDate must be after effectiveDate']);
  });
});

describe('losing the chosen carrier quote', () => {
  it('returns a quote ready to bind to review', () => {
    expect(statusWithoutSelection(S.ReadyToBind)).toBe(S.InReview);
  });

  it('leaves other statuses as they are', () => {
    expect(statusWithoutSelection(S.InReview)).toBe(S.InReview);
    expect(statusWithoutSelection(S.Archive)).toBe(S.Archive);
  });
});
