/**
 * Lays a document's blocks out as a real PDF with pdf-lib and the standard fonts (Helvetica for
 * text, Times for the typed signature): wrapped text, as many US Letter pages as it takes, a
 * running header with the lender and the title, and "Page n of N" on each page.
 *
 * Deterministic: the same content and date give the same bytes. pdf-lib would otherwise stamp
 * the creation and modification dates with the clock, and then no two downloads of one document
 * would share a SHA-256 — the audit page's hash must name what the borrower was shown.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Block, DocumentContent } from './content.js';
import type { Lender } from './facts.js';

export const PAGE = { width: 612, height: 792, margin: 56 } as const;
const BODY = 10.5;
const SMALL = 8.5;
const LEADING = 1.4;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/** Where a signature box landed, so signing can stamp it (pages counted from 0). */
export interface SignatureBox {
  readonly role: 'borrower' | 'notary';
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Rendered {
  readonly bytes: Uint8Array;
  readonly boxes: readonly SignatureBox[];
  readonly pageCount: number;
}

/**
 * The standard fonts speak WinAnsi only; a name typed with characters outside it (an emoji, CJK)
 * would make pdf-lib throw. Accents are kept where WinAnsi has them, dropped where it has not, and
 * what is left unencodable becomes '?'. Control characters never reach a page.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else {
      const stripped = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]+$/.test(stripped) ? stripped : '?';
    }
  }
  return out;
}

/**
 * Splits text into lines no wider than `width` (a word longer than a line is cut). Widths add up
 * word by word (the standard fonts are not kerned by pdf-lib), so a paragraph costs one measure per
 * word rather than one per word per line.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = font.widthOfTextAtSize(' ', size);
  let line = '';
  let lineWidth = 0;
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const wordWidth = font.widthOfTextAtSize(word, size);
    const candidate = line ? lineWidth + space + wordWidth : wordWidth;
    if (candidate <= width) {
      line = line ? `${line} ${word}` : word;
      lineWidth = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
    lineWidth = font.widthOfTextAtSize(rest, size);
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly script: PDFFont;
}

export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    script: await pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
  };
}

/** Pins the metadata to the record (dates from it, not the clock; a fixed producer), so the same record gives the same bytes and its SHA-256 means something. */
export function pinMetadata(pdf: PDFDocument, title: string, author: string, date: Date) {
  pdf.setTitle(winAnsi(title), { showInWindowTitleBar: true });
  pdf.setAuthor(winAnsi(author));
  pdf.setSubject(winAnsi(title));
  pdf.setCreator('HELOC portal sandbox');
  pdf.setProducer('pdf-lib');
  pdf.setLanguage('en-US');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
}

/** A cursor that flows text down pages, starting a new page when the next line would not fit. */
class Flow {
  page!: PDFPage;
  y = 0;
  pageIndex = -1;
  readonly width = PAGE.width - 2 * PAGE.margin;
  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly header: string,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pageIndex++;
    this.page.drawText(winAnsi(this.header), {
      x: PAGE.margin,
      y: PAGE.height - 34,
      size: SMALL,
      font: this.fonts.regular,
      color: MUTED,
    });
    this.page.drawLine({
      start: { x: PAGE.margin, y: PAGE.height - 40 },
      end: { x: PAGE.width - PAGE.margin, y: PAGE.height - 40 },
      thickness: 0.5,
      color: MUTED,
    });
    this.y = PAGE.height - PAGE.margin - 8;
  }
  need(height: number) {
    if (this.y - height < PAGE.margin + 20) this.newPage();
  }
  text(text: string, opts: { size?: number; font?: PDFFont; indent?: number; color?: ReturnType<typeof rgb> } = {}) {
    const size = opts.size ?? BODY;
    const font = opts.font ?? this.fonts.regular;
    const indent = opts.indent ?? 0;
    for (const line of wrap(text, font, size, this.width - indent)) {
      this.need(size * LEADING);
      this.y -= size * LEADING;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color: opts.color ?? INK });
    }
  }
  gap(points: number) {
    this.y -= points;
  }
}

function drawBlock(flow: Flow, block: Block, boxes: SignatureBox[]) {
  const { fonts } = flow;
  switch (block.t) {
    case 'h2':
      flow.need(BODY * 4); // a heading never ends a page alone
      flow.gap(6);
      flow.text(block.text, { size: 12, font: fonts.bold });
      flow.gap(2);
      return;
    case 'p':
      flow.text(block.text, {
        size: block.small ? SMALL : BODY,
        font: block.bold ? fonts.bold : fonts.regular,
        color: block.small ? MUTED : INK,
      });
      flow.gap(5);
      return;
    case 'list':
      for (const item of block.items) {
        flow.need(BODY * LEADING);
        const y = flow.y - BODY * LEADING;
        flow.page.drawText('•', { x: PAGE.margin + 4, y, size: BODY, font: fonts.regular, color: INK });
        flow.text(item, { indent: 16 });
        flow.gap(2);
      }
      flow.gap(4);
      return;
    case 'rows': {
      const labelWidth = 170;
      for (const [label, value] of block.rows) {
        const valueLines = wrap(value, fonts.regular, BODY, flow.width - labelWidth);
        const labelLines = wrap(label, fonts.bold, BODY, labelWidth - 10);
        const lines = Math.max(valueLines.length, labelLines.length);
        flow.need(lines * BODY * LEADING);
        const top = flow.y;
        labelLines.forEach((l, i) =>
          flow.page.drawText(l, {
            x: PAGE.margin,
            y: top - (i + 1) * BODY * LEADING,
            size: BODY,
            font: fonts.bold,
            color: INK,
          }),
        );
        valueLines.forEach((l, i) =>
          flow.page.drawText(l, {
            x: PAGE.margin + labelWidth,
            y: top - (i + 1) * BODY * LEADING,
            size: BODY,
            font: fonts.regular,
            color: INK,
          }),
        );
        flow.y = top - lines * BODY * LEADING - 3;
      }
      flow.gap(6);
      return;
    }
    case 'signature': {
      const height = block.role === 'notary' ? 96 : 64;
      flow.need(height + 28);
      flow.gap(10);
      const boxY = flow.y - height;
      flow.page.drawRectangle({ x: PAGE.margin, y: boxY, width: 300, height, borderColor: MUTED, borderWidth: 0.75 });
      flow.page.drawText(winAnsi(block.label), {
        x: PAGE.margin,
        y: boxY - 12,
        size: SMALL,
        font: fonts.regular,
        color: MUTED,
      });
      boxes.push({ role: block.role, page: flow.pageIndex, x: PAGE.margin, y: boxY, width: 300, height });
      flow.y = boxY - 22;
      return;
    }
  }
}

/** Numbers every page "Page n of N" with the loan number, once the page count is known. */
export function numberPages(pdf: PDFDocument, font: PDFFont, loanNumber: string) {
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const label = winAnsi(`Loan ${loanNumber} · Page ${i + 1} of ${pages.length}`);
    page.drawText(label, {
      x: PAGE.width - PAGE.margin - font.widthOfTextAtSize(label, SMALL),
      y: 30,
      size: SMALL,
      font,
      color: MUTED,
    });
  });
}

export async function renderPdf(
  content: DocumentContent,
  lender: Lender,
  loanNumber: string,
  date: Date,
): Promise<Rendered> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pinMetadata(pdf, content.title, lender.name, date);
  const fonts = await embedFonts(pdf);
  const flow = new Flow(pdf, fonts, `${lender.name} · NMLS #${lender.nmls} · ${lender.address}`);
  flow.text(content.title, { size: 17, font: fonts.bold });
  flow.text(content.regulation, { size: SMALL, color: MUTED });
  flow.gap(10);
  const boxes: SignatureBox[] = [];
  for (const block of content.blocks) drawBlock(flow, block, boxes);
  numberPages(pdf, fonts.regular, loanNumber);
  return { bytes: await pdf.save(), boxes, pageCount: pdf.getPageCount() };
}
