/**
 * Text for pdf-lib's standard fonts, which encode WinAnsi only: anything else is replaced
 * (an accented letter by its base letter, the rest by "?") instead of failing the whole render.
 */
import type { PDFFont } from 'pdf-lib';

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

export function toWinAnsi(font: PDFFont, text: string): string {
  const set = characterSet(font);
  const encodable = (s: string) => [...s].every((c) => set.has(c.codePointAt(0) ?? -1));
  let out = '';
  for (const char of text.replace(/\s+/g, ' ')) {
    if (encodable(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base && encodable(base) ? base : '?';
  }
  return out;
}

/** Lines of at most `width` points; a word longer than a line is cut. */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
  const measure = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (measure(rest) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
