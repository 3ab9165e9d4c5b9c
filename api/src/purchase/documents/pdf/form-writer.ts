/**
 * The layout shared by every generated document: US Letter pages, a header, section bands,
 * rows of boxed fields and tables whose rows flow onto new pages (repeating the column heads),
 * a running title, "Page n of N" and an optional watermark. Renderers say what goes where; this
 * class decides where the page ends.
 */
import {
  degrees,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  PDFString,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { toWinAnsi, wrapText } from './text';

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;
const MARGIN = 36;
const TOP = PAGE_HEIGHT - MARGIN;
/** Room kept at the bottom of every page for the footer. */
const BOTTOM = 54;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.55, 0.57, 0.62);
const BAND = rgb(0.13, 0.24, 0.4);
const SHADE = rgb(0.91, 0.93, 0.96);
const NOTICE = rgb(1, 0.96, 0.8);
const WHITE = rgb(1, 1, 1);

export interface Cell {
  label: string;
  value: string;
  /** Share of the row's width; the cells of a row add up to 1. */
  width: number;
}

export interface Column {
  label: string;
  /** Share of the table's width; the columns add up to 1. */
  width: number;
  align?: 'left' | 'right';
  /**
   * Kept on one line: the value is printed smaller until it fits its cell (down to
   * `FIT_MIN_SIZE`), so a reference such as a policy number stays one string to find and copy.
   */
  fit?: boolean;
}

/** The smallest size a `fit` column prints at; longer values wrap at this size. */
export const FIT_MIN_SIZE = 5.5;

export interface FormOptions {
  title: string;
  subject: string;
  /** Printed at the top of every page after the first. */
  runningTitle: string;
  footer: string;
  /** Printed across every page, e.g. for sandbox documents. */
  watermark?: string;
}

export interface HeaderContent {
  agencyLines: string[];
  title: string;
  subtitle: string[];
}

export class FormWriter {
  private page!: PDFPage;
  private y = TOP;
  /** The section being written, named again where its table continues on a new page. */
  private sectionTitle = '';

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly options: FormOptions,
  ) {
    this.addPage();
  }

  static async create(options: FormOptions): Promise<FormWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(options.title);
    doc.setSubject(options.subject);
    doc.setCreator('Coverline');
    doc.setProducer('Coverline');
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new FormWriter(doc, regular, bold, options);
  }

  /** The agency at the left, the document's title and references at the right. */
  header(content: HeaderContent): void {
    const top = this.y;
    let left = top - 12;
    content.agencyLines.forEach((line, i) => {
      this.write(line, MARGIN, left, i === 0 ? 12 : 8.5, i === 0 ? this.bold : this.regular);
      left -= i === 0 ? 14 : 10.5;
    });
    let right = top - 14;
    this.writeRight(content.title, PAGE_WIDTH - MARGIN, right, 15, this.bold);
    right -= 15;
    for (const line of content.subtitle) {
      this.writeRight(line, PAGE_WIDTH - MARGIN, right, 8.5, this.regular, MUTED);
      right -= 10.5;
    }
    this.y = Math.min(left, right) - 2;
    this.rule(1.5, BAND);
    this.y -= 8;
  }

  /**
   * A coloured band naming the section, moved to a new page unless `keepWith` points of what
   * follows fit under it: a band is never left alone at the foot of a page.
   */
  section(title: string, keepWith = 40): void {
    this.ensure(21 + keepWith);
    this.sectionTitle = title;
    this.band(title);
  }

  /** One row of boxed fields: a small label over the value, which wraps inside its box. */
  fields(cells: Cell[], minHeight = 0): void {
    const lead = 10.5;
    const laidOut = this.columns(cells).map(({ x, width, item }) => ({
      x,
      width,
      label: item.label,
      lines: this.wrap(item.value, this.regular, 9, width - 8),
    }));
    const lines = Math.max(...laidOut.map((c) => c.lines.length));
    const height = Math.max(minHeight, 12 + lines * lead + 3);
    this.ensure(height);
    for (const cell of laidOut) {
      this.box(cell.x, this.y - height, cell.width, height);
      this.write(cell.label.toUpperCase(), cell.x + 4, this.y - 7.5, 6, this.regular, MUTED);
      cell.lines.forEach((line, i) => {
        this.write(line, cell.x + 4, this.y - 10 - lead * (i + 1) + 1.5, 9, this.regular);
      });
    }
    this.y -= height;
  }

  /** A table; rows that do not fit continue on the next page under repeated column heads. */
  table(columns: Column[], rows: string[][], emptyText: string): void {
    const laidOut = this.columns(columns);
    const headLines = laidOut.map((c) => this.wrap(c.item.label, this.bold, 7, c.width - 6));
    const headHeight = Math.max(...headLines.map((l) => l.length)) * 8.5 + 6;
    const drawHead = () => {
      for (const [i, c] of laidOut.entries()) {
        this.box(c.x, this.y - headHeight, c.width, headHeight, SHADE);
        headLines[i].forEach((line, j) => {
          this.writeCell(line, c.x, c.width, this.y - 9 - j * 8.5, 7, this.bold, c.item.align);
        });
      }
      this.y -= headHeight;
    };
    if (!rows.length) {
      this.ensure(headHeight + 18);
      drawHead();
      this.box(MARGIN, this.y - 18, WIDTH, 18);
      this.write(emptyText, MARGIN + 4, this.y - 12, 8.5, this.regular, MUTED);
      this.y -= 18;
      return;
    }
    const lead = 10;
    rows.forEach((row, r) => {
      const cells = laidOut.map((c, i) => this.cellText(row[i] ?? '', c.width - 6, c.item.fit));
      const cellLines = cells.map((c) => c.lines);
      const height = Math.max(...cellLines.map((l) => l.length)) * lead + 6;
      if (r === 0) {
        this.ensure(headHeight + height);
        drawHead();
      } else if (this.y - height < BOTTOM) {
        this.addPage();
        this.band(`${this.sectionTitle} (continued)`);
        drawHead();
      }
      for (const [i, c] of laidOut.entries()) {
        this.box(c.x, this.y - height, c.width, height);
        cellLines[i].forEach((line, j) => {
          this.writeCell(
            line,
            c.x,
            c.width,
            this.y - 10 - j * lead,
            cells[i].size,
            this.regular,
            c.item.align,
          );
        });
      }
      this.y -= height;
    });
  }

  paragraph(text: string, size = 9, bold = false): void {
    const font = bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, WIDTH)) {
      this.ensure(size + 3);
      this.write(line, MARGIN, this.y - size, size, font);
      this.y -= size + 3;
    }
  }

  /** A highlighted box, for what the reader must not miss. */
  notice(text: string): void {
    const lines = this.wrap(text, this.bold, 9, WIDTH - 12);
    const height = lines.length * 11.5 + 8;
    this.ensure(height);
    this.box(MARGIN, this.y - height, WIDTH, height, NOTICE);
    lines.forEach((line, i) => this.write(line, MARGIN + 6, this.y - 13 - i * 11.5, 9, this.bold));
    this.y -= height;
  }

  /**
   * A boxed link with its QR code at the left: a title, a sentence, and the address on one line
   * (smaller when long, so it is copied whole). Code and address both open the link in a viewer.
   */
  async linkWithCode(content: { title: string; text: string; url: string; qrPng: Uint8Array }) {
    const code = 64;
    const pad = 6;
    const textX = MARGIN + code + 2 * pad;
    const textWidth = WIDTH - code - 3 * pad;
    const lines = this.wrap(content.text, this.regular, 8.5, textWidth);
    const url = toWinAnsi(this.regular, content.url);
    const urlSize = Math.min(9, (9 * textWidth) / this.regular.widthOfTextAtSize(url, 9));
    const height = Math.max(code + 2 * pad, 2 * pad + 12 + lines.length * 10.5 + 14);
    this.ensure(height + 6);
    this.y -= 6;
    const top = this.y;
    this.box(MARGIN, top - height, WIDTH, height);
    const image = await this.doc.embedPng(content.qrPng);
    this.page.drawImage(image, { x: MARGIN + pad, y: top - pad - code, width: code, height: code });
    this.write(content.title, textX, top - pad - 9, 9.5, this.bold);
    lines.forEach((line, i) =>
      this.write(line, textX, top - pad - 21 - i * 10.5, 8.5, this.regular),
    );
    const urlY = top - pad - 21 - lines.length * 10.5 - 3;
    this.write(url, textX, urlY, urlSize, this.regular, BAND);
    const urlWidth = this.regular.widthOfTextAtSize(url, urlSize);
    this.annotateLink(content.url, [
      MARGIN + pad,
      top - pad - code,
      MARGIN + pad + code,
      top - pad,
    ]);
    this.annotateLink(content.url, [textX, urlY - 2, textX + urlWidth, urlY + urlSize]);
    this.y -= height;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Page numbers, footer and watermark on every page, then the bytes. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      this.page = page;
      this.write(this.options.footer, MARGIN, 30, 7, this.regular, MUTED);
      this.writeRight(
        `Page ${i + 1} of ${pages.length}`,
        PAGE_WIDTH - MARGIN,
        30,
        7,
        this.regular,
        MUTED,
      );
      if (this.options.watermark) {
        const text = toWinAnsi(this.bold, this.options.watermark);
        // Across the page's diagonal, with room to spare at both corners.
        const diagonal = Math.hypot(PAGE_WIDTH, PAGE_HEIGHT);
        const size = Math.min(48, (diagonal * 0.7) / this.bold.widthOfTextAtSize(text, 1));
        const width = this.bold.widthOfTextAtSize(text, size);
        const angle = Math.atan2(PAGE_HEIGHT, PAGE_WIDTH);
        page.drawText(text, {
          x: PAGE_WIDTH / 2 - (Math.cos(angle) * width) / 2,
          y: PAGE_HEIGHT / 2 - (Math.sin(angle) * width) / 2,
          size,
          font: this.bold,
          color: rgb(0.8, 0.1, 0.1),
          opacity: 0.12,
          rotate: degrees((angle * 180) / Math.PI),
        });
      }
    });
    return this.doc.save();
  }

  private addPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = TOP;
    if (this.doc.getPageCount() > 1) {
      this.write(this.options.runningTitle, MARGIN, this.y - 8, 8, this.bold, MUTED);
      this.y -= 14;
      this.rule(0.5, RULE);
      this.y -= 8;
    }
  }

  /** A clickable area of the page opening the address. */
  private annotateLink(url: string, rect: [number, number, number, number]): void {
    const annotation = this.doc.context.register(
      this.doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: rect,
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    );
    this.page.node.addAnnot(annotation);
  }

  private band(title: string): void {
    this.y -= 6;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 15, width: WIDTH, height: 15, color: BAND });
    this.write(title.toUpperCase(), MARGIN + 5, this.y - 10.5, 8.5, this.bold, WHITE);
    this.y -= 15;
  }

  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.addPage();
  }

  private columns<T extends { width: number }>(
    items: T[],
  ): { x: number; width: number; item: T }[] {
    let x = MARGIN;
    return items.map((item) => {
      const width = item.width * WIDTH;
      const placed = { x, width, item };
      x += width;
      return placed;
    });
  }

  /** A table cell's lines and size: 8.5 points, or smaller for a `fit` column's one line. */
  private cellText(text: string, width: number, fit = false): { lines: string[]; size: number } {
    const size = 8.5;
    if (!fit) return { lines: this.wrap(text, this.regular, size, width), size };
    const safe = toWinAnsi(this.regular, text).trim();
    const natural = this.regular.widthOfTextAtSize(safe, size);
    if (natural <= width) return { lines: [safe], size };
    const fitted = Math.floor(((size * width) / natural) * 10) / 10;
    if (fitted >= FIT_MIN_SIZE) return { lines: [safe], size: fitted };
    return { lines: this.wrap(safe, this.regular, FIT_MIN_SIZE, width), size: FIT_MIN_SIZE };
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    return wrapText(font, size, toWinAnsi(font, text), width);
  }

  private rule(thickness: number, color: ReturnType<typeof rgb>): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness,
      color,
    });
  }

  private box(
    x: number,
    y: number,
    width: number,
    height: number,
    fill?: ReturnType<typeof rgb>,
  ): void {
    this.page.drawRectangle({
      x,
      y,
      width,
      height,
      borderColor: RULE,
      borderWidth: 0.5,
      ...(fill ? { color: fill } : {}),
    });
  }

  private write(
    text: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont,
    color = INK,
  ): void {
    this.page.drawText(toWinAnsi(font, text), { x, y, size, font, color });
  }

  private writeRight(
    text: string,
    right: number,
    y: number,
    size: number,
    font: PDFFont,
    color = INK,
  ): void {
    const safe = toWinAnsi(font, text);
    this.page.drawText(safe, {
      x: right - font.widthOfTextAtSize(safe, size),
      y,
      size,
      font,
      color,
    });
  }

  private writeCell(
    line: string,
    x: number,
    width: number,
    y: number,
    size: number,
    font: PDFFont,
    align: Column['align'],
  ): void {
    if (align === 'right') this.writeRight(line, x + width - 3, y, size, font);
    else this.write(line, x + 3, y, size, font);
  }
}
