import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validateAdvertisementInput, type AdvertisementInput } from '../../domain/advertisement.ts';
import { messages } from '../../domain/messages.ts';
import { advertisements, searchExpressions } from '../db/schema.server.ts';
import { registerCollectionRoutes } from './collection-routes.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { nextPosition } from './records.server.ts';

/** /api/advertisements: public list; signed-in create, update, delete and order. */
export function registerAdvertisementRoutes(app: FastifyInstance, dependencies: ApiDependencies): void {
  registerCollectionRoutes(app, dependencies, {
    path: '/api/advertisements',
    auditEntity: 'advertisement',
    table: advertisements,
    search: searchExpressions.advertisements,
    validate: validateAdvertisementInput,
    media: [
      { field: 'image', kind: 'ad-image' },
      { field: 'video', kind: 'video' },
    ],
    deletedMessage: messages.advertisement.deleted,
    publicList: () => dependencies.siteData.listAdvertisements(),
    store: {
      insert: (db, values: AdvertisementInput) =>
        db.insert(advertisements).values({ ...values, position: nextPosition(advertisements) }).returning(),
      update: (db, id, values) =>
        db.update(advertisements).set({ ...values, updatedAt: new Date() }).where(eq(advertisements.id, id)).returning(),
      remove: (db, id) => db.delete(advertisements).where(eq(advertisements.id, id)).returning(),
    },
  });
}
