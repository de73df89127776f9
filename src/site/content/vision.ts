import { homeContent } from '../../domain/content/home.ts';
import { visionContent } from '../../domain/content/vision.ts';
import { routes } from '../../domain/routes.ts';
import { previewOf } from './schemas.ts';

/** Copy of /future/vision and its home preview (SPEC section 2), as shipped. */
export const visionPage = { ...visionContent.defaults, preview: previewOf(homeContent.defaults.vision, routes.vision) };
