import * as z from 'zod/mini';
import { flagParam, oneOfParam, returnPathParam, textParam } from './search';

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
});
