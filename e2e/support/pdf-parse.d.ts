/** pdf-parse ships no types; its library entry is required directly (the index runs a self-test). */
declare module 'pdf-parse/lib/pdf-parse.js' {
  export default function pdfParse(data: Buffer): Promise<{ numpages: number; text: string }>;
}
