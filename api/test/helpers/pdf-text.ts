/** Reads a PDF back as text, page by page, so tests check what a reader would see. */
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

interface TextItem {
  str: string;
  transform: number[];
}
interface PageProxy {
  getTextContent(): Promise<{ items: TextItem[] }>;
}

/**
 * One string per page; the items of a line are joined by spaces, lines by newlines. The pdf.js
 * that pdf-parse bundles refuses the first file a process reads now and then ("Invalid PDF
 * structure") though Poppler, zlib and its own next read take the same bytes, so a refused first
 * read is tried once more and a second refusal fails the test.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  try {
    return await readPages(bytes);
  } catch {
    return readPages(bytes);
  }
}

async function readPages(bytes: Uint8Array): Promise<string[]> {
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
