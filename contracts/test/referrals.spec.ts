import { ApplicationStatus } from '../src/domain/quotes';
import {
  csvCell,
  csvLine,
  initialReferralStatus,
  isFinalReferralStatus,
  REFERRAL_STATUSES,
  ReferralStatus,
  referralStatusForBor,
  referralStatusForQuote,
  ReferralType,
} from '../src/domain/referrals';

describe('referral statuses', () => {
  it('lists the fifteen statuses of the specification', () => {
    expect(REFERRAL_STATUSES).toHaveLength(15);
  });

  it('follows the attached quote: rated work in progress is Quoted, a bound policy Processed', () => {
    expect(referralStatusForQuote(ApplicationStatus.InProcess, false)).toBe('In Progress');
    expect(referralStatusForQuote(ApplicationStatus.InProcess, true)).toBe('Quoted');
    expect(referralStatusForQuote(ApplicationStatus.ReadyToBind, true)).toBe('Quoted');
    expect(referralStatusForQuote(ApplicationStatus.InReview, true)).toBe('In Review');
    expect(referralStatusForQuote(ApplicationStatus.AwaitingSignatures, true)).toBe(
      'Awaiting client signatures',
    );
    expect(referralStatusForQuote(ApplicationStatus.Bound, true)).toBe('Processed');
    expect(referralStatusForQuote(ApplicationStatus.Archive, true)).toBeNull();
  });

  it('follows the broker-of-record application of a BOR referral to the carrier’s answer', () => {
    expect(referralStatusForBor('draft')).toBe('In Progress');
    expect(referralStatusForBor('submitted')).toBe('Awaiting client signatures');
    expect(referralStatusForBor('sent_to_carrier')).toBe('In Review');
    expect(referralStatusForBor('accepted')).toBe('Processed');
    expect(referralStatusForBor('declined_by_carrier')).toBe('BOR declined by carrier');
    expect(referralStatusForBor('unknown')).toBeNull();
  });

  it('starts BOR referrals as Not Started and the others as Submitted', () => {
    expect(initialReferralStatus(ReferralType.BOR)).toBe('Not Started');
    expect(initialReferralStatus(ReferralType.NewBizWC)).toBe('Submitted');
  });

  it('ends with Processed and the closing statuses', () => {
    expect(isFinalReferralStatus(ReferralStatus.Processed)).toBe(true);
    expect(isFinalReferralStatus(ReferralStatus.RecentOrDuplicate)).toBe(true);
    expect(isFinalReferralStatus(ReferralStatus.Quoted)).toBe(false);
  });
});

describe('CSV cells', () => {
  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-10')).toBe("'-10");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('Harbor Bakery')).toBe('Harbor Bakery');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Smith, Jones')).toBe('"Smith, Jones"');
    expect(csvCell('the "best"')).toBe('"the ""best"""');
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(csvLine(['a', null, 12.5])).toBe('a,,12.5');
  });
});
