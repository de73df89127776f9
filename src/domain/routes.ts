/** Public routes of docs/product.md#routes, defined once for navigation, footer, sitemap and tests. */
export const routes = {
  home: '/',
  about: '/about',
  services: '/services',
  advertisements: '/advertisements',
  internshipApply: '/internship/apply',
  contact: '/contact',
  aim: '/future/aim',
  team: '/team',
  vision: '/future/vision',
  clients: '/clients',
  internship: '/future/internship',
  privacy: '/privacy',
  staffDetail: (id: string) => `/staff/${encodeURIComponent(id)}`,
  staffPanel: '/staff-panel',
  staffPanelDetail: (id: string) => `/staff-panel/${encodeURIComponent(id)}`,
} as const;

/** Every public page with a fixed path, for the sitemap and the route-by-route tests. */
export const publicPageRoutes: readonly string[] = [
  routes.home,
  routes.about,
  routes.services,
  routes.advertisements,
  routes.internshipApply,
  routes.contact,
  routes.aim,
  routes.team,
  routes.vision,
  routes.clients,
  routes.internship,
  routes.privacy,
];

export const brochureFileName = 'internship-brochure.pdf';

/** Paths relative to the hidden admin base. */
export const adminPaths = {
  dashboard: '',
  login: '/login',
  verifyEmail: '/verify-email',
  verifyPassword: '/verify-password',
  acceptInvite: '/accept-invite',
} as const;

export const ADMIN_BASE_PATTERN = /^\/[A-Za-z0-9_-]{8,}$/;
