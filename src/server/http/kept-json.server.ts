import type { FastifyReply } from 'fastify';

// Keyed by the kept value itself: a new value (the cache read the table again) is serialised
// afresh, and one the cache has let go of takes its JSON with it.
const serialised = new WeakMap<object, Buffer>();

/**
 * Sends a value kept by the read-through cache (a public list) as JSON serialised once per value,
 * not once per request: serialising and encoding the list was most of an anonymous list call's
 * CPU. Kept values are never changed in place (every caller shares them), so their JSON stays true.
 */
export function sendKeptJson(reply: FastifyReply, value: object): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(keptJsonBody(value));
}

/** A kept value's JSON, serialised on first use. */
export function keptJsonBody(value: object): Buffer {
  let body = serialised.get(value);
  if (!body) {
    body = Buffer.from(JSON.stringify(value));
    serialised.set(value, body);
  }
  return body;
}
