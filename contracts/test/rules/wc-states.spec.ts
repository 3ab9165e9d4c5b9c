import {
  allowedEmployersLiabilityLevels,
  checkEmployersLiabilityLevel,
  isMonopolisticWcState,
  minimumEmployersLiabilityLevel,
  stateFundFor,
} from '../../src/domain';

describe('monopolistic workers compensation states', () => {
  it.each(['OH', 'WA', 'ND', 'WY'])(
    '%s is written only by its state fund, with a link',
    (state) => {
      expect(isMonopolisticWcState(state)).toBe(true);
      expect(stateFundFor(state)?.url).toMatch(/^https:\/\//);
    },
  );

  it.each(['CA', 'TX', 'NY', 'AK'])('%s is written by private carriers', (state) => {
    expect(isMonopolisticWcState(state)).toBe(false);
    expect(stateFundFor(state)).toBeNull();
  });
});

describe('employers liability levels', () => {
  it('California requires level 3', () => {
    expect(minimumEmployersLiabilityLevel('CA')).toBe(3);
    expect(checkEmployersLiabilityLevel('CA', 2)).toBe(
      'California requires employers liability level 3',
    );
    expect(checkEmployersLiabilityLevel('CA', 3)).toBeNull();
  });

  it('Oregon allows level 2 or 3', () => {
    expect(allowedEmployersLiabilityLevels('OR')).toEqual([2, 3]);
    expect(checkEmployersLiabilityLevel('OR', 1)).toBe(
      'Oregon requires employers liability level 2 or 3',
    );
    expect(checkEmployersLiabilityLevel('OR', 2)).toBeNull();
  });

  it('other states allow every level', () => {
    expect(allowedEmployersLiabilityLevels('TX')).toEqual([1, 2, 3]);
    expect(checkEmployersLiabilityLevel('TX', 1)).toBeNull();
  });
});
