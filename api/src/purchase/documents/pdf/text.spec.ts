import { PDFDocument, StandardFonts } from 'pdf-lib';
import { toWinAnsi, wrapText } from './text';

describe('text for the standard fonts', () => {
  let font: Awaited<ReturnType<PDFDocument['embedFont']>>;

  beforeAll(async () => {
    font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  });

  it('keeps what WinAnsi encodes, accents and typographic marks included', () => {
    const text = 'Café Zürich – “Smith’s” • €100 ½';
    expect(toWinAnsi(font, text)).toBe(text);
  });

  it('replaces what it cannot encode instead of failing: base letters, else "?"', () => {
    expect(toWinAnsi(font, 'Łódź Dvořák Ősz')).toBe('?ódz Dvorák Osz');
    expect(toWinAnsi(font, '北京 Иван 🚀 ok')).toBe('?? ???? ? ok');
    expect(() => font.encodeText(toWinAnsi(font, '北京 🚀 Łódź'))).not.toThrow();
  });

  it('turns line breaks and tabs into single spaces', () => {
    expect(toWinAnsi(font, 'Suite 4\n\tBack door')).toBe('Suite 4 Back door');
  });

  it('wraps at word boundaries within the width, cutting only words longer than a line', () => {
    const lines = wrapText(font, 10, 'landscape maintenance crews including drivers', 100);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
    expect(lines.join(' ')).toBe('landscape maintenance crews including drivers');
    const long = wrapText(font, 10, 'https://a-very-long-website-address.example/path', 80);
    expect(long.join('')).toBe('https://a-very-long-website-address.example/path');
    expect(wrapText(font, 10, '', 80)).toEqual(['']);
  });
});
