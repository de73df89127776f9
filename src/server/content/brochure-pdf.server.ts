/**
 * The internship brochure's PDF (served by brochure.server.ts), drawn with pdf-lib from the
 * published content. Loaded only when a brochure is made: pdf-lib weighs about 3.4 MB of heap.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { formatAddress } from '../../domain/content/company.ts';
import type { SiteContent } from '../../domain/content/index.ts';

/** What the brochure is made from. */
export type BrochureContent = Pick<SiteContent, 'company' | 'apply' | 'internship'>;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BRAND = rgb(10 / 255, 61 / 255, 145 / 255);
const TEXT = rgb(0.13, 0.15, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);

interface Fonts { regular: PDFFont; bold: PDFFont }

/**
 * What the standard fonts cannot draw is shown as '?': they know the letters of WinAnsi only, and
 * editors may type any (white space is left alone, the lines are made of the words between).
 */
const drawable = (font: PDFFont) => {
  const known = new Set(font.getCharacterSet());
  return (text: string) => Array.from(text, (character) => (/\s/.test(character) || known.has(character.codePointAt(0)!) ? character : '?')).join('');
};

/** Writes flowing text top to bottom, starting a new page when the current one is full. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly document: PDFDocument;
  private readonly fonts: Fonts;
  private readonly footer: string;
  private readonly drawable: (text: string) => string;

  constructor(document: PDFDocument, fonts: Fonts, footer: string) {
    this.document = document;
    this.fonts = fonts;
    this.drawable = drawable(fonts.regular);
    this.footer = this.drawable(footer);
    this.newPage();
  }

  private newPage(): void {
    this.page = this.document.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const result: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        result.push(line);
        line = word;
      }
    }
    if (line) result.push(line);
    return result;
  }

  text(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; after?: number } = {}): void {
    const { size = 11, bold = false, color = TEXT, indent = 0, after = 6 } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const leading = size * 1.4;
    for (const line of this.lines(this.drawable(text), font, size, A4.width - 2 * MARGIN - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
    this.y -= after;
  }

  bullet(text: string): void {
    this.ensure(16);
    this.page.drawCircle({ x: MARGIN + 6, y: this.y - 11, size: 1.8, color: BRAND });
    this.text(text, { indent: 16, after: 2 });
  }

  heading(text: string, size = 16): void {
    this.ensure(size * 3);
    this.y -= 10;
    this.text(text, { size, bold: true, color: BRAND, after: 4 });
  }

  rule(): void {
    this.ensure(16);
    this.y -= 8;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.75, color: rgb(0.85, 0.87, 0.9) });
    this.y -= 8;
  }

  /** The footer line and page numbers at the foot of every page. */
  finish(): void {
    const pages = this.document.getPages();
    pages.forEach((page, index) => {
      page.drawText(this.footer, { x: MARGIN, y: MARGIN - 20, size: 8, font: this.fonts.regular, color: MUTED });
      const number = `${index + 1} / ${pages.length}`;
      const width = this.fonts.regular.widthOfTextAtSize(number, 8);
      page.drawText(number, { x: A4.width - MARGIN - width, y: MARGIN - 20, size: 8, font: this.fonts.regular, color: MUTED });
    });
  }
}

/** The brochure as PDF bytes: the same content always gives the same bytes. */
export async function renderBrochure({ company, apply, internship }: BrochureContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // A fixed date keeps the file byte-for-byte the same while the content is.
  const fixedDate = new Date(`${company.foundedOn}T00:00:00Z`);
  document.setTitle(`${company.name}: ${internship.intro.title}`);
  document.setAuthor(company.name);
  document.setSubject(apply.heading);
  document.setKeywords(apply.programmes.map((programme) => programme.title));
  document.setLanguage('en-IN');
  document.setCreator(company.name);
  document.setProducer(company.name);
  document.setCreationDate(fixedDate);
  document.setModificationDate(fixedDate);

  const fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  const writer = new Writer(document, fonts, `${company.name} · ${company.phone} · ${company.email}`);

  writer.text(company.name.toUpperCase(), { size: 10, bold: true, color: MUTED, after: 2 });
  writer.text(apply.heading, { size: 24, bold: true, color: BRAND, after: 8 });
  writer.text(apply.intro, { size: 12, after: 10 });

  const { overview } = internship;
  writer.heading(overview.heading);
  writer.text(overview.text);
  writer.bullet(`Duration: ${overview.duration}.`);
  writer.bullet(`Eligibility: ${overview.eligibility}`);
  writer.bullet(`Roles: ${overview.roles.join(', ')}.`);

  writer.heading(apply.keyPoints.heading);
  for (const point of apply.keyPoints.items) writer.bullet(`${point.title}: ${point.text}`);

  writer.heading('Programmes');
  for (const programme of apply.programmes) {
    writer.rule();
    writer.text(programme.title, { size: 14, bold: true, color: BRAND, after: 2 });
    writer.text(programme.description);
    writer.text('Skills covered', { bold: true, after: 2 });
    for (const skill of programme.skills) writer.bullet(skill);
    writer.text(`Duration: ${programme.duration}`, { after: 2 });
    writer.text(programme.notes, { color: MUTED });
  }

  writer.heading(internship.howToApply.heading);
  internship.howToApply.steps.forEach((step, index) => writer.text(`${index + 1}. ${step.title}: ${step.text}`));

  writer.heading('Contact');
  writer.text(formatAddress(company.address), { after: 2 });
  writer.text(`Phone: ${company.phone}`, { after: 2 });
  writer.text(`E-mail: ${company.email}`);

  writer.finish();
  return document.save();
}
