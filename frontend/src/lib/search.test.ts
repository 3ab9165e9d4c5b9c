import { flag, oneOf, returnPath, searchParams, text } from './search';

describe('search parameters', () => {
  const parse = searchParams({
    type: oneOf(['expire']),
    redirect: returnPath,
    token: text,
    emailResume: flag,
  });

  it('keeps the values a page understands', () => {
    expect(
      parse({ type: 'expire', redirect: '/client/my-account', token: 'abc', emailResume: true }),
    ).toEqual({ type: 'expire', redirect: '/client/my-account', token: 'abc', emailResume: true });
  });

  it('drops what it does not understand instead of failing the page', () => {
    expect(
      parse({ type: 'other', redirect: '//evil.example.com', token: {}, emailResume: 'yes', x: 1 }),
    ).toEqual({});
    expect(parse({ redirect: 'https://evil.example.com' })).toEqual({});
  });

  it('reads number-like tokens as text', () => {
    expect(parse({ token: 12345 })).toEqual({ token: '12345' });
  });
});
