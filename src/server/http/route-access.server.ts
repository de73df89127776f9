import type { FastifyInstance, RouteOptions } from 'fastify';
import { requireOwner, requireSignIn } from '../auth/auth-plugin.server.ts';

/** Anyone; any signed-in account (owner or editor); owners only (docs/product.md#roles). */
export type RouteAccess = 'public' | 'signed-in' | 'owner';
const ROUTE_ACCESS: readonly RouteAccess[] = ['public', 'signed-in', 'owner'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call an /api route. Every /api route must say; the sign-in check is added here. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every /api route with its access, as registered: the auth-matrix test walks it. */
    apiRoutes: ApiRoute[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

/** Route options of a call only signed-in staff may make. */
export const signedInOnly = { config: { access: 'signed-in' } } as const;
/** Route options of a call only owners may make: accounts, backups, privacy tools, Activity. */
export const ownersOnly = { config: { access: 'owner' } } as const;
/** Route options of a call anyone may make (its handler still checks what it must). */
export const openToAll = { config: { access: 'public' } } as const;

/**
 * Access is declared, never assumed: an /api route that does not say who may call it stops the
 * server at start-up, and every 'signed-in' route gets the sign-in check before anything else
 * runs (401 JSON without a valid session), every 'owner' route that and the role check after it
 * (403 `owners_only` for an editor), so no route can forget either.
 */
export function enforceRouteAccess(app: FastifyInstance): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    const methods = [route.method].flat().join(',');
    if (!access || !ROUTE_ACCESS.includes(access)) {
      throw new Error(`${methods} ${route.url} must declare config.access (${ROUTE_ACCESS.map((each) => `'${each}'`).join(', ')})`);
    }
    routes.push({ method: methods, url: route.url, access });
    const checks = access === 'owner' ? [requireSignIn, requireOwner] : access === 'signed-in' ? [requireSignIn] : [];
    if (checks.length) route.onRequest = [...checks, ...[route.onRequest ?? []].flat()];
  });
}
