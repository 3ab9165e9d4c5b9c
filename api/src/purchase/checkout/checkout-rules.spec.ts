import { ErrorCode } from '@coverline/contracts';
import { detailsMayDifferRefusal } from './checkout-rules';

describe("the buyer's details and the carrier quote's", () => {
  const quote = { firstName: 'Pat', lastName: 'Owner' };

  it('refuses a signed-in client under another name with 1501 until they confirm', () => {
    const casey = { firstName: 'Casey', lastName: 'Client' };
    expect(detailsMayDifferRefusal(casey, quote, false)).toBe(ErrorCode.UserDetailsMayDiffer);
    expect(detailsMayDifferRefusal(casey, quote, true)).toBeNull();
  });

  it('lets the same name through, whatever its case and spacing', () => {
    expect(
      detailsMayDifferRefusal({ firstName: ' pat', lastName: 'OWNER ' }, quote, false),
    ).toBeNull();
  });

  it('does not ask guests, staff or about a quote without a name', () => {
    expect(detailsMayDifferRefusal(null, quote, false)).toBeNull();
    const unnamed = { firstName: null, lastName: null };
    expect(
      detailsMayDifferRefusal({ firstName: 'Casey', lastName: 'Client' }, unnamed, false),
    ).toBeNull();
  });
});
