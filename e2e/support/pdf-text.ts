/** Reads a downloaded PDF back as text, so journeys check what a reader of the document sees. */
import pdfParse from 'pdf-parse/lib/pdf-parse.js';

/**
 * The whole text of the document, every run of whitespace as one space. The pdf.js that
 * pdf-parse bundles fails its first read of some pdf-lib files ("Invalid PDF structure") that
 * Poppler and its own second read take without a warning, so a refused first read is retried once
 * and a second refusal fails the journey.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const read = async () => (await pdfParse(Buffer.from(bytes))).text.replace(/\s+/g, ' ');
  try {
    return await read();
  } catch {
    return read();
  }
}

/** Cents the way the documents write them: "$12,345.67". */
export function usd(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
