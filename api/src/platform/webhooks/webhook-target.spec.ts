import { createHmac } from 'node:crypto';
import { isPublicAddress, urlProblem } from './webhook-target';
import { signatureHeader, signatureOf } from './webhook-signature';

describe('webhook targets', () => {
  it('tells public addresses from loopback, private and link-local ones', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      'not-an-ip',
    ]) {
      expect([a, isPublicAddress(a)]).toEqual([a, false]);
    }
  });

  it('allows only public https addresses unless private targets are allowed', () => {
    expect(urlProblem('https://hooks.example.com/in', false)).toBeNull();
    expect(urlProblem('http://hooks.example.com/in', false)).toBe('not https');
    expect(urlProblem('https://127.0.0.1/in', false)).toBe('a private address');
    expect(urlProblem('https://[::1]/in', false)).toBe('a private address');
    expect(urlProblem('https://localhost/in', false)).toBe('a local name');
    expect(urlProblem('https://user:pw@hooks.example.com/', false)).toBe('credentials in the URL');
    expect(urlProblem('not a url', true)).toBe('not a URL');
    expect(urlProblem('http://127.0.0.1:4000/in', true)).toBeNull();
    expect(urlProblem('ftp://127.0.0.1/in', true)).toBe('not https');
  });
});

describe('webhook signatures', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256, one v1 per secret', () => {
    expect(signatureOf('secret', 1700000000, '{}')).toBe(
      createHmac('sha256', 'secret').update('1700000000.{}').digest('hex'),
    );
    const header = signatureHeader(['a', 'b'], 1, 'x');
    expect(header).toBe(`v1=${signatureOf('a', 1, 'x')},v1=${signatureOf('b', 1, 'x')}`);
  });
});
