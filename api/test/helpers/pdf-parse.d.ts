/** pdf-parse ships no types; its library entry is required directly (the index runs a self-test). */
declare module 'pdf-parse/lib/pdf-parse.js' {
  interface Options {
    pagerender?: (page: never) => Promise<string>;
  }
  export default function pdfParse(
    data: Buffer,
    options?: Options,
  ): Promise<{ numpages: number; text: string }>;
}
