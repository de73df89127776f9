import type { FastifyInstance } from 'fastify';
import { advertisementCollection } from '../../domain/advertisement.ts';
import { clientCollection } from '../../domain/client.ts';
import { advertisements, clients } from '../db/schema.server.ts';
import { registerManagedCollection } from './collection-routes.server.ts';
import { registerContactRoutes } from './contacts.server.ts';
import { registerDashboardRoute } from './dashboard.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { registerInquiryRoutes } from './internship-inquiries.server.ts';
import { registerTeamRoutes } from './team.server.ts';

/** The JSON API of docs/product.md#http-api under /api (auth, uploads and media are registered beside it). */
export function registerApiRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  const { siteData, advertisementSchedule, context } = dependencies;
  registerTeamRoutes(app, dependencies);
  registerManagedCollection(app, dependencies, {
    definition: clientCollection,
    table: clients,
    publicList: (language) => siteData(language).listClients(),
    keptPublicList: () => siteData.kept('clients'),
  });
  registerManagedCollection(app, dependencies, {
    definition: advertisementCollection,
    table: advertisements,
    publicList: (language) => siteData(language).listAdvertisements(),
    keptPublicList: () => siteData.kept('advertisements'),
    // A new advertisement is the one to show (docs/decisions/256-advertisement-campaigns.md): first in the home carousel.
    newRows: 'first',
    afterWrite: () => {
      advertisementSchedule.reschedule().catch((error: unknown) => context.log.error({ err: error }, 'advertisement schedule failed'));
    },
  });
  registerContactRoutes(app, dependencies);
  registerInquiryRoutes(app, dependencies);
  registerDashboardRoute(app, dependencies);
}
