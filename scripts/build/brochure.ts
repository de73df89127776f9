/**
 * The internship brochure: a real PDF made at build time from the same content the site shows
 * (programmes, key points, overview, company details), so it never drifts from the pages.
 * The Astro integration writes it to the site root of the build under its fixed name;
 * `node scripts/build/brochure.ts out.pdf` writes it anywhere for a look.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { brochureFileName } from '../../src/domain/routes.ts';
import { company, formatAddress } from '../../src/domain/settings.ts';
import { internshipApply } from '../../src/site/content/internship-apply.ts';
import { internshipPage } from '../../src/site/content/internship.ts';
import { programmes } from '../../src/site/content/programmes.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BRAND = rgb(10 / 255, 61 / 255, 145 / 255);
const TEXT = rgb(0.13, 0.15, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
/** A fixed date keeps the file byte-for-byte the same from build to build. */
const FIXED_DATE = new Date(`${company.foundedOn}T00:00:00Z`);

interface Fonts { regular: PDFFont; bold: PDFFont }

/** Writes flowing text top to bottom, starting a new page when the current one is full. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly document: PDFDocument;
  private readonly fonts: Fonts;

  constructor(document: PDFDocument, fonts: Fonts) {
    this.document = document;
    this.fonts = fonts;
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
    for (const line of this.lines(text, font, size, A4.width - 2 * MARGIN - indent)) {
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

  /** Company name and page numbers at the foot of every page. */
  finish(): void {
    const pages = this.document.getPages();
    pages.forEach((page, index) => {
      const footer = `${company.name} · ${company.phone.display} · ${company.email}`;
      page.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font: this.fonts.regular, color: MUTED });
      const number = `${index + 1} / ${pages.length}`;
      const width = this.fonts.regular.widthOfTextAtSize(number, 8);
      page.drawText(number, { x: A4.width - MARGIN - width, y: MARGIN - 20, size: 8, font: this.fonts.regular, color: MUTED });
    });
  }
}

/** The brochure as PDF bytes. */
export async function renderBrochure(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const title = `${company.name}: ${internshipPage.intro.title}`;
  document.setTitle(title);
  document.setAuthor(company.name);
  document.setSubject(internshipApply.heading);
  document.setKeywords(programmes.map((programme) => programme.title));
  document.setLanguage('en-IN');
  document.setCreator(company.name);
  document.setProducer(company.name);
  document.setCreationDate(FIXED_DATE);
  document.setModificationDate(FIXED_DATE);

  const fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  const writer = new Writer(document, fonts);

  writer.text(company.name.toUpperCase(), { size: 10, bold: true, color: MUTED, after: 2 });
  writer.text(internshipApply.heading, { size: 24, bold: true, color: BRAND, after: 8 });
  writer.text(internshipApply.intro, { size: 12, after: 10 });

  const { overview } = internshipPage;
  writer.heading(overview.heading);
  writer.text(overview.text);
  writer.bullet(`Duration: ${overview.duration}.`);
  writer.bullet(`Eligibility: ${overview.eligibility}`);
  writer.bullet(`Roles: ${overview.roles.join(', ')}.`);

  writer.heading(internshipApply.keyPoints.heading);
  for (const point of internshipApply.keyPoints.items) writer.bullet(`${point.title}: ${point.text}`);

  writer.heading('Programmes');
  for (const programme of programmes) {
    writer.rule();
    writer.text(programme.title, { size: 14, bold: true, color: BRAND, after: 2 });
    writer.text(programme.description);
    writer.text('Skills covered', { bold: true, after: 2 });
    for (const skill of programme.skills) writer.bullet(skill);
    writer.text(`Duration: ${programme.duration}`, { after: 2 });
    writer.text(programme.notes, { color: MUTED });
  }

  writer.heading(internshipPage.howToApply.heading);
  internshipPage.howToApply.steps.forEach((step, index) => writer.text(`${index + 1}. ${step.title}: ${step.text}`));

  writer.heading('Contact');
  writer.text(formatAddress(), { after: 2 });
  writer.text(`Phone: ${company.phone.display}`, { after: 2 });
  writer.text(`E-mail: ${company.email}`);

  writer.finish();
  return document.save();
}

/** Astro integration: after each build, the brochure is at the site root under its fixed name. */
export function brochure() {
  return {
    name: 'internship-brochure',
    hooks: {
      'astro:build:done': async ({ dir }: { dir: URL }) => {
        await writeFile(new URL(brochureFileName, dir), await renderBrochure());
      },
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = process.argv[2];
  if (!target) {
    console.error('Usage: node scripts/build/brochure.ts <output.pdf>');
    process.exit(1);
  }
  await writeFile(target, await renderBrochure());
  console.log(`Wrote ${fileURLToPath(pathToFileURL(target))}`);
}
