import {
  ApplicationStatus as S,
  Bindability,
  CarrierSyncStatus,
  ErrorCode,
  QuoteMode,
  RatingState,
} from '@coverline/contracts';
import {
  carrierNotApiEnabledRefusal,
  carrierQuoteRefusal,
  choiceAfterRating,
  choiceClearedNote,
  isStaff,
  manualCarrierRefusal,
  manualModeRatingRefusal,
  ratingRefusal,
  type ChoosableQuote,
} from './carrier-quotes';
import { admin, agent, client, guestOf } from './testing';

const submitted = { active: true, status: S.InReview, submittedAt: new Date('2025-03-01') };
const rated: ChoosableQuote = {
  syncStatus: CarrierSyncStatus.UpToDate,
  ratingState: RatingState.Done,
  annualPremiumCents: 120_000,
  bindability: Bindability.BindableThruApi,
};

describe('rating a quote', () => {
  it('is refused for an inactive quote with 1210', () => {
    expect(ratingRefusal({ ...submitted, active: false }, 'everything')).toBe(
      ErrorCode.InactiveQuote,
    );
  });

  it('is refused before the quote was submitted with 1225', () => {
    expect(ratingRefusal({ ...submitted, submittedAt: null }, 'everything')).toBe(
      ErrorCode.StatusNotSubmittable,
    );
  });

  it('is refused once checkout started with 1225', () => {
    expect(ratingRefusal(submitted, 'effectiveDateOnly')).toBe(ErrorCode.StatusNotSubmittable);
  });

  it('is open for the active submitted quote', () => {
    expect(ratingRefusal(submitted, 'everything')).toBeNull();
  });

  it('is refused with 1216 for a carrier whose quote an agent entered', () => {
    expect(manualCarrierRefusal(['Markel'], ['Markel'])).toBe(ErrorCode.CarrierQuoteExists);
  });

  it('rates everyone else when no carrier is named', () => {
    expect(manualCarrierRefusal(undefined, ['Markel'])).toBeNull();
  });

  it('is refused with 1218 for a carrier named that cannot rate it through the API', () => {
    expect(carrierNotApiEnabledRefusal(['Cowbell'], ['Hartford', 'Markel'])).toBe(
      ErrorCode.CarrierQuoteNotApiEnabled,
    );
    expect(carrierNotApiEnabledRefusal(['Markel'], ['Hartford', 'Markel'])).toBeNull();
    expect(carrierNotApiEnabledRefusal(undefined, [])).toBeNull();
  });

  it('is refused with 1215 while the quote is manual', () => {
    expect(manualModeRatingRefusal(QuoteMode.Manual)).toBe(ErrorCode.QuoteNotApiEnabled);
    expect(manualModeRatingRefusal(QuoteMode.Api)).toBeNull();
  });
});

describe('choosing a carrier quote', () => {
  it('accepts a rated, bindable quote in sync with the submission', () => {
    expect(carrierQuoteRefusal(rated)).toBeNull();
  });

  it('refuses a quote rated from an older submission with 1222', () => {
    expect(carrierQuoteRefusal({ ...rated, syncStatus: CarrierSyncStatus.OutOfSync })).toBe(
      ErrorCode.CarrierQuoteOutOfSync,
    );
  });

  it('refuses a declined quote with 1103', () => {
    expect(carrierQuoteRefusal({ ...rated, bindability: Bindability.Declined })).toBe(
      ErrorCode.SelectedOptionNotBindable,
    );
  });

  it('refuses a quote without a premium with 1103', () => {
    expect(carrierQuoteRefusal({ ...rated, annualPremiumCents: null })).toBe(
      ErrorCode.SelectedOptionNotBindable,
    );
  });

  it('lets admins and agents choose whatever the effective date', () => {
    expect([admin, agent].map(isStaff)).toEqual([true, true]);
  });

  it('holds clients and guests to the carrier backdating limit', () => {
    expect([client, guestOf('q-1')].map(isStaff)).toEqual([false, false]);
  });
});

describe('the choice after its carrier rated the quote again', () => {
  it('stays while the carrier still prices it, the status following its bindability', () => {
    expect(choiceAfterRating(rated)).toEqual({ keep: true, status: S.ReadyToBind });
    expect(choiceAfterRating({ ...rated, bindability: Bindability.Referred })).toEqual({
      keep: true,
      status: S.InReview,
    });
  });

  it('is cleared, back to review, once the carrier declines, fails or gives no price', () => {
    for (const rerated of [
      { ...rated, bindability: Bindability.Declined },
      { ...rated, bindability: Bindability.Error, annualPremiumCents: null },
      { ...rated, annualPremiumCents: null },
      { ...rated, syncStatus: CarrierSyncStatus.OutOfSync },
    ]) {
      expect(choiceAfterRating(rerated)).toEqual({ keep: false, status: S.InReview });
    }
  });

  it('leaves a note that names the carrier and the day, ending with a full stop', () => {
    expect(choiceClearedNote('Employers', '2026-11-27')).toBe(
      'This quote was the one chosen until Employers rated it again on 2026-11-27 and no longer priced it; please choose a quote again.',
    );
  });
});
