import { applyContent, type ProgrammeIcon as Icon } from '../../domain/content/apply.ts';
import { slugOf } from '../../domain/text.ts';

/** The internship programmes of SPEC section 3 as shown on /internship/apply (and in the brochure), as shipped. */
export type ProgrammeIcon = Icon;

export interface ProgrammeIllustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Programme {
  slug: string;
  title: string;
  description: string;
  skills: string[];
  duration: string;
  notes: string;
  icon: ProgrammeIcon;
  images: ProgrammeIllustration[];
}


export const programmes: Programme[] = applyContent.defaults.programmes.map((programme) => ({
  ...programme,
  slug: slugOf(programme.title),
  images: programme.images.map((image) => ({ ...image, width: 480, height: 300 })),
}));
