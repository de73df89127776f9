import { z } from 'zod';
import { routes } from '../../domain/routes.ts';

const notFoundSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  heading: z.string().min(1),
  text: z.string().min(1),
  links: z.array(z.object({ href: z.string().startsWith('/'), label: z.string().min(1) })).min(1),
});

/** Copy of the 404 page. */
export const notFoundPage = notFoundSchema.parse({
  title: 'Page not found',
  description: 'The page you asked for does not exist on our site.',
  heading: 'Page not found',
  text: 'The address may be mistyped, or the page may have moved. These pages are a good place to continue:',
  links: [
    { href: routes.home, label: 'Home' },
    { href: routes.services, label: 'Our services' },
    { href: routes.internship, label: 'Internship opportunity' },
    { href: routes.contact, label: 'Contact us' },
  ],
});
