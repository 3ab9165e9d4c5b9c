import {
  BINDABILITY_REASON_TEXTS,
  BINDABILITY_REASONS,
  Bindability,
  hasPremium,
  isStateCode,
  STATE_CODES,
  stateName,
} from '../src/domain';

describe('bindability', () => {
  it('every reason has a display text', () => {
    expect(BINDABILITY_REASONS.length).toBeGreaterThanOrEqual(25);
    for (const reason of BINDABILITY_REASONS) {
      expect(BINDABILITY_REASON_TEXTS[reason].length).toBeGreaterThan(10);
    }
    expect(BINDABILITY_REASON_TEXTS.GO_TO_CARRIER_SITE_TO_ADD_LOCATIONS).toBe(
      "Go to the carrier's site to add locations",
    );
    expect(BINDABILITY_REASON_TEXTS.LIABILITY_LIMIT_NOT_1M).toBe(
      'Liability limit entered is not 1M',
    );
  });

  it('only bindable and pending answers come with a premium', () => {
    expect(hasPremium(Bindability.BindableNotThruApi)).toBe(true);
    expect(hasPremium(Bindability.Referred)).toBe(false);
    expect(hasPremium(Bindability.Declined)).toBe(false);
  });
});

describe('states', () => {
  it('names all 50 states, DC and the 8 territories', () => {
    expect(STATE_CODES).toHaveLength(59);
    expect(STATE_CODES.every((code) => stateName(code).length > 3)).toBe(true);
    expect(isStateCode('PR')).toBe(true);
    expect(isStateCode('XX')).toBe(false);
  });
});
