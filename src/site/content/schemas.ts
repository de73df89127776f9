import { z } from 'zod';

/** Shapes shared by the copy files of the static pages. */
export const textBlock = z.object({ title: z.string().min(1), text: z.string().min(1) });
export type TextBlock = z.infer<typeof textBlock>;

export const pageIntro = z.object({
  /** <title> and the page's h1. */
  title: z.string().min(1),
  /** Meta description: one or two sentences, unique per page. */
  description: z.string().min(20).max(170),
  lead: z.string().min(1),
});
export type PageIntro = z.infer<typeof pageIntro>;

/** A home-page preview: heading, one line and the link to the full page. */
export const previewCopy = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1),
  link: z.object({ href: z.string().min(1), label: z.string().min(1) }),
});
export type PreviewCopy = z.infer<typeof previewCopy>;

export const sizedImage = z.object({
  src: z.string().startsWith('/images/'),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type SizedImage = z.infer<typeof sizedImage>;
