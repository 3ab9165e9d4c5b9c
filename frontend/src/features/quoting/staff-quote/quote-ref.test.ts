import { quoteIdIn } from './quote-ref';

const ID = '0b9f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';

describe('reading a quote id from what staff paste', () => {
  it('finds the id alone, in a staff link and in a wizard link', () => {
    expect(quoteIdIn(` ${ID} `)).toBe(ID);
    expect(quoteIdIn(`https://app.example.com/dashboard/quote/${ID}`)).toBe(ID);
    expect(quoteIdIn(`/quotation?quoteId=${ID.toUpperCase()}&guestToken=x`)).toBe(ID);
  });

  it('answers null for a search term', () => {
    expect(quoteIdIn('Harbor Bakery')).toBeNull();
  });
});
