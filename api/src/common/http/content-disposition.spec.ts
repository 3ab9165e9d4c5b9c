import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives the exact name in UTF-8 and an ASCII stand-in', () => {
    expect(contentDisposition('Zoë – 日本.pdf')).toBe(
      `attachment; filename="Zo_ _ __.pdf"; filename*=UTF-8''Zo%C3%AB%20%E2%80%93%20%E6%97%A5%E6%9C%AC.pdf`,
    );
  });

  it("escapes the characters RFC 5987 keeps out of a value: ' ( ) *", () => {
    expect(contentDisposition("O'Brien (copy)*.pdf")).toBe(
      `attachment; filename="O'Brien (copy)*.pdf"; filename*=UTF-8''O%27Brien%20%28copy%29%2A.pdf`,
    );
  });

  it('keeps quotes and backslashes out of the quoted name', () => {
    expect(contentDisposition('a"b\\c.pdf')).toMatch(/^attachment; filename="a_b_c\.pdf";/);
  });
});
