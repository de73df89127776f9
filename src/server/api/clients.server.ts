import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validateClientInput, type ClientInput } from '../../domain/client.ts';
import { messages } from '../../domain/messages.ts';
import { clients, searchExpressions } from '../db/schema.server.ts';
import { registerCollectionRoutes } from './collection-routes.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { nextPosition } from './records.server.ts';

/** /api/clients: public list; signed-in create, update, delete and order. */
export function registerClientRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  registerCollectionRoutes(app, dependencies, {
    path: '/api/clients',
    auditEntity: 'client',
    table: clients,
    search: searchExpressions.clients,
    validate: validateClientInput,
    media: [{ field: 'logo', kind: 'logo' }],
    deletedMessage: messages.client.deleted,
    publicList: () => dependencies.siteData.listClients(),
    store: {
      insert: (db, values: ClientInput) => db.insert(clients).values({ ...values, position: nextPosition(clients) }).returning(),
      update: (db, id, values) => db.update(clients).set({ ...values, updatedAt: new Date() }).where(eq(clients.id, id)).returning(),
      remove: (db, id) => db.delete(clients).where(eq(clients.id, id)).returning(),
    },
  });
}
