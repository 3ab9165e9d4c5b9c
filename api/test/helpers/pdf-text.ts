/** Reads a PDF back as text, page by page, so tests check what a reader would see. */
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

interface TextItem {
  str: string;
  transform: number[];
}
interface PageProxy {
  getTextContent(): Promise<{ items: TextItem[] }>;
}

/** One string per page; the items of a line are joined by spaces, lines by newlines. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pages: string[] = [];
  await pdfParse(Buffer.from(bytes), {
    pagerender: async (page: PageProxy) => {
      const { items } = await page.getTextContent();
      const lines = new Map<number, string[]>();
      for (const item of items) {
        const y = Math.round(item.transform[5]);
        lines.set(y, [...(lines.get(y) ?? []), item.str]);
      }
      const text = [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, parts]) => parts.join(' '))
        .join('\n');
      pages.push(text);
      return text;
    },
  });
  return pages;
}
