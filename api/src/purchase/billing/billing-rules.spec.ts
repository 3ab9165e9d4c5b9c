import { ErrorCode } from '@coverline/contracts';
import { expiredEffectiveDateRefusal } from './billing-rules';

describe('buying a carrier quote whose effective date lapsed', () => {
  const today = '2026-05-10';

  it('is refused with 1502 once the date lies further back than the carrier backdates', () => {
    expect(expiredEffectiveDateRefusal('2026-05-06', 3, today)).toBe(
      ErrorCode.ExpiredEffectiveDateAccessed,
    );
    expect(expiredEffectiveDateRefusal('2026-05-09', 0, today)).toBe(
      ErrorCode.ExpiredEffectiveDateAccessed,
    );
  });

  it('is allowed within the backdating, from today on, and for a quote without a date', () => {
    expect(expiredEffectiveDateRefusal('2026-05-07', 3, today)).toBeNull();
    expect(expiredEffectiveDateRefusal('2026-05-10', 0, today)).toBeNull();
    expect(expiredEffectiveDateRefusal(null, 0, today)).toBeNull();
  });
});
