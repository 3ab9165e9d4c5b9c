import {
  base32Decode,
  base32Encode,
  hotp,
  matchingTotpStep,
  newTotpSecret,
  otpauthUri,
  totpCode,
} from './totp';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890". */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 SHA-1 test vector at T=%i', (seconds, expected) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(expected);
  });

  it('gives the RFC 4226 HOTP test values for counters 0 to 9', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  it('round-trips secrets through base32 and ignores case, spaces and padding', () => {
    const bytes = Buffer.from('12345678901234567890', 'ascii');
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET.toLowerCase().replace(/(.{4})/g, '$1 ') + '==')).toEqual(bytes);
    expect(() => base32Decode('not base32!')).toThrow('Not a base32 value');
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
  });

  it('accepts the code of the current step and one step either side, and nothing further', () => {
    const at = 1111111111 * 1000;
    const code = (offsetSteps: number) => totpCode(RFC_SECRET, at + offsetSteps * 30_000);
    const step = Math.floor(1111111111 / 30);
    expect(matchingTotpStep(RFC_SECRET, code(0), at)).toBe(step);
    expect(matchingTotpStep(RFC_SECRET, code(-1), at)).toBe(step - 1);
    expect(matchingTotpStep(RFC_SECRET, code(1), at)).toBe(step + 1);
    expect(matchingTotpStep(RFC_SECRET, code(-2), at)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, code(2), at)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, '12345', at)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, 'abcdef', at)).toBeNull();
  });

  it('writes the otpauth address authenticator apps read', () => {
    expect(otpauthUri('ABC234', 'ann@example.com', 'Coverline')).toBe(
      'otpauth://totp/Coverline%3Aann%40example.com?secret=ABC234&issuer=Coverline&algorithm=SHA1&digits=6&period=30',
    );
  });
});
