import type { FastifyInstance } from 'fastify';
import { registerAdvertisementRoutes } from './advertisements.server.ts';
import { registerClientRoutes } from './clients.server.ts';
import { registerContactRoutes } from './contacts.server.ts';
import { registerDashboardRoute } from './dashboard.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { registerInquiryRoutes } from './internship-inquiries.server.ts';
import { registerTeamRoutes } from './team.server.ts';

/** The JSON API of SPEC section 7 under /api (auth, uploads and media are registered beside it). */
export function registerApiRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  registerTeamRoutes(app, dependencies);
  registerClientRoutes(app, dependencies);
  registerAdvertisementRoutes(app, dependencies);
  registerContactRoutes(app, dependencies);
  registerInquiryRoutes(app, dependencies);
  registerDashboardRoute(app, dependencies);
}
