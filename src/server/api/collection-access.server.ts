import { z } from 'zod';
import { validateWith, type CollectionDefinition, type CollectionOf } from '../../domain/collection.ts';
import type { RouteAccess } from '../http/route-access.server.ts';

type Operation = keyof CollectionDefinition['access'];

/** The route options of one operation, as the collection's definition grants it. */
export const accessTo = (definition: Pick<CollectionDefinition, 'access'>, operation: Operation): { config: { access: RouteAccess } } => ({
  config: { access: definition.access[operation] },
});

const bodies = new WeakMap<object, z.ZodType>();

/**
 * The body schema of a create or update call: the definition's shapes, then its SPEC rules, so
 * the handler receives the checked input typed (zod type provider) and a refusal is a 400 with
 * the rule's own words (src/server/http/error-handler.server.ts). The same check the admin's
 * forms run in the browser.
 */
export function bodyOf<Input>(definition: CollectionOf<Input>): z.ZodType<Input> {
  let body = bodies.get(definition);
  if (!body) {
    body = z.unknown().transform((sent, issues) => {
      const checked = validateWith(definition, sent);
      if (checked.ok) return checked.value;
      issues.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    });
    bodies.set(definition, body);
  }
  return body as z.ZodType<Input>;
}
