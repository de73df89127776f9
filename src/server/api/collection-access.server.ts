import { z } from 'zod';
import { validateWith, type CollectionDefinition, type CollectionOf } from '../../domain/collection.ts';
import type { Result } from '../../domain/result.ts';
import type { RouteAccess } from '../http/route-access.server.ts';

type Operation = keyof CollectionDefinition['access'];

/** The route options of one operation, as the collection's definition grants it. */
export const accessTo = (definition: Pick<CollectionDefinition, 'access'>, operation: Operation): { config: { access: RouteAccess } } => ({
  config: { access: definition.access[operation] },
});

/**
 * A route body checked by one of the domain's validators: handlers receive the checked value,
 * typed (zod type provider), and a refusal is a 400 with the validator's own words
 * (src/server/http/error-handler.server.ts).
 */
export function checkedBody<T>(validate: (input: unknown) => Result<T>): z.ZodType<T> {
  return z.unknown().transform((sent, issues) => {
    const checked = validate(sent);
    if (checked.ok) return checked.value;
    // The field at fault is the issue's path and its code a parameter: the error handler answers both.
    const { error, field, code } = checked;
    issues.addIssue({ code: 'custom', message: error, path: field ? field.split('.') : [], params: code ? { code } : {} });
    return z.NEVER;
  }) as z.ZodType<T>;
}

const bodies = new WeakMap<object, z.ZodType>();

/**
 * The body of a create or update call: the definition's shapes, then its rules
 * (docs/product.md#rules), the same check the admin's forms run in the browser.
 */
export function bodyOf<Input>(definition: CollectionOf<Input>): z.ZodType<Input> {
  let body = bodies.get(definition);
  if (!body) bodies.set(definition, (body = checkedBody((sent) => validateWith(definition, sent))));
  return body as z.ZodType<Input>;
}
