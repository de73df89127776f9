import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../src/domain/messages.ts';
import { asHttpError } from '../../src/server/http/error-handler.server.ts';

const logged: unknown[] = [];
const request = { log: { error: (...args: unknown[]) => logged.push(args), warn: (...args: unknown[]) => logged.push(args) } } as unknown as FastifyRequest;

// Busboy reports a broken multipart body with plain errors; which one a handler meets depends on
// how the bytes arrived (the malformed-input run met the part's over a socket, as a 500).
test('every way busboy says a multipart body is broken is a 400 in our words, not a fault of ours', () => {
  for (const message of [
    'Multipart: Boundary not found',
    'Unexpected end of multipart data',
    'Unexpected end of form',
    'Malformed part header',
    'Part terminated early due to unexpected end of multipart data',
    'Preamble terminated early due to unexpected end of multipart data',
  ]) {
    const answer = asHttpError(new Error(message), request);
    assert.deepEqual([answer.status, answer.message], [400, messages.file.unreadable], message);
  }
  assert.deepEqual(logged, [], 'nothing was logged as a fault');
});

test('anything else unknown is a 500 in our words, logged once', () => {
  const answer = asHttpError(new Error('the disk caught fire'), request);
  assert.deepEqual([answer.status, answer.message], [500, messages.http.serverError]);
  assert.equal(logged.length, 1);
});
