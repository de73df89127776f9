/** Shapes shared by the copy files of the static pages (their words: src/domain/content). */
export interface TextBlock {
  title: string;
  text: string;
}

export interface PageIntro {
  /** <title> and the page's h1. */
  title: string;
  /** Meta description: one or two sentences, unique per page. */
  description: string;
  lead: string;
}

/** A home-page preview: heading, one line and the link to the full page. */
export interface PreviewCopy {
  heading: string;
  intro: string;
  link: { href: string; label: string };
}

export interface SizedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A home section of the 'home' document, with the address of the page it leads to. */
export const previewOf = (section: { heading: string; intro: string; linkLabel: string }, href: string): PreviewCopy => ({
  heading: section.heading,
  intro: section.intro,
  link: { href, label: section.linkLabel },
});

/** Markdown paragraphs of a document as the separate paragraphs these pages show. */
export const paragraphsOf = (text: string): string[] => text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
