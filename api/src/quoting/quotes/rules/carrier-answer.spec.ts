import { Bindability as B, BindabilityReason as R, ErrorCode } from '@coverline/contracts';
import {
  carrierAnswerRefusal,
  carrierToolRefusal,
  changedInCarrierTool,
  nothingBindableRefusal,
} from './carrier-answer';

const answer = (bindability: B | null, ...reasons: string[]) => ({ bindability, reasons });

describe("a carrier's answer at the cart", () => {
  it('lets a quote bindable through the API through', () => {
    expect(carrierAnswerRefusal(answer(B.BindableThruApi))).toBeNull();
  });

  it.each([
    [answer(B.BindableNotThruApi, R.REFERRAL_APPROVED), ErrorCode.BindableReferralApproved],
    [
      answer(B.BindableNotThruApi, R.GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS),
      ErrorCode.BindableAddLocations,
    ],
    [
      answer(B.BindabilityPending, R.EXPERIENCE_MOD_UNVERIFIED),
      ErrorCode.BindablePendingUnderwriting,
    ],
    [
      answer(B.BindabilityPending, R.FINISH_UNDERWRITING, R.GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS),
      ErrorCode.BindablePendingAddLocations,
    ],
    [answer(B.Referred, R.OPEN_CLAIMS), ErrorCode.Referred],
    [
      answer(
        B.BindableNotThruApi,
        R.GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS,
        R.CHANGED_IN_CARRIER_TOOL,
      ),
      ErrorCode.HartfordQuoteTouched,
    ],
    [answer(B.BindableNotThruApi, R.DEDUCTIBLE_DIFFERS), ErrorCode.NotApiBindable],
    [answer(B.Declined, R.STATE_NOT_WRITTEN), ErrorCode.NotApiBindable],
  ])('refuses %j with its own code', (quote, code) => {
    expect(carrierAnswerRefusal(quote)).toBe(code);
  });

  it('refuses nothing chosen with nothing bindable online with 1002', () => {
    expect(nothingBindableRefusal(null, [answer(B.Referred)])).toBe(ErrorCode.NoBindableViaApi);
    expect(nothingBindableRefusal(null, [answer(B.BindableThruApi)])).toBeNull();
    expect(nothingBindableRefusal('cq-1', [answer(B.Referred)])).toBeNull();
  });
});

describe("a quote changed in the carrier's own tool", () => {
  const quotes = [
    { carrier: 'Hartford', ...answer(B.BindableNotThruApi, R.CHANGED_IN_CARRIER_TOOL) },
    { carrier: 'Markel', ...answer(B.BindableThruApi) },
  ];

  it('names the carriers it happened to', () => {
    expect(changedInCarrierTool(quotes)).toEqual(['Hartford']);
  });

  it('refuses rating such a carrier again with 1102, not the others', () => {
    expect(carrierToolRefusal(['Hartford'], ['Hartford'])).toBe(ErrorCode.HartfordQuoteTouched);
    expect(carrierToolRefusal(['Markel'], ['Hartford'])).toBeNull();
    expect(carrierToolRefusal(undefined, ['Hartford'])).toBeNull();
  });
});
