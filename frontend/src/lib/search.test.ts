import * as z from 'zod/mini';
import {
  flagParam,
  oneOf,
  oneOfParam,
  returnPathParam,
  searchParams,
  text,
  textParam,
} from './search';

describe('search parameters', () => {
  const schema = z.object({
    type: oneOfParam(['expire']),
    redirect: returnPathParam,
    token: textParam,
    emailResume: flagParam,
  });

  it('keeps the values a page understands', () => {
    expect(
      schema.parse({
        type: 'expire',
        redirect: '/client/my-account',
        token: 'abc',
        emailResume: true,
      }),
    ).toEqual({ type: 'expire', redirect: '/client/my-account', token: 'abc', emailResume: true });
  });

  it('drops what it does not understand instead of failing the page', () => {
    expect(
      schema.parse({
        type: 'other',
        redirect: '//evil.example.com',
        token: {},
        emailResume: 'yes',
        x: 1,
      }),
    ).toEqual({});
    expect(schema.parse({ redirect: 'https://evil.example.com' })).toEqual({});
  });

  it('reads number-like tokens as text', () => {
    expect(schema.parse({ token: 12345 })).toEqual({ token: '12345' });
  });

  it('reads parameters the same way with the plain functions', () => {
    const parse = searchParams({ type: oneOf(['expire']), token: text });
    expect(parse({ type: 'expire', token: 12345 })).toEqual({ type: 'expire', token: '12345' });
    expect(parse({ type: 'other', token: {}, x: 1 })).toEqual({});
  });
});
