import { ErrorCode } from '@coverline/contracts';
import {
  clientQuoteExpiredRefusal,
  initialEffectiveDateRefusal,
  submittedEffectiveDateRefusal,
} from './effective-date';

const today = '2025-03-10';

describe('backdated effective dates', () => {
  it('refuses a first submission further back than the carriers accept with 1219', () => {
    expect(initialEffectiveDateRefusal('2025-03-04', 5, today)).toBe(
      ErrorCode.InitialEffectiveDateExpired,
    );
  });

  it('accepts a first submission exactly as far back as the carriers accept', () => {
    expect(initialEffectiveDateRefusal('2025-03-05', 5, today)).toBeNull();
  });

  it('refuses rating a submission whose date lapsed since with 1220', () => {
    expect(submittedEffectiveDateRefusal('2025-03-09', 0, today)).toBe(
      ErrorCode.SubmittedEffectiveDateExpired,
    );
  });

  it('refuses a client a carrier quote further back than its carrier allows with 1213', () => {
    expect(clientQuoteExpiredRefusal('2025-02-01', 30, today)).toBe(
      ErrorCode.QuoteExpiredForClient,
    );
  });
});
