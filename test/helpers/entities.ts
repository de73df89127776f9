import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './accounts.ts';

/** Valid bodies for each entity; tests override the field they are about. */
export const staffBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anjali Menon',
  role: 'Flutter Developer',
  employeeId: `EMP-${Math.random().toString(36).slice(2, 8)}`,
  joiningDate: '2024-06-03',
  bloodGroup: 'O+',
  status: 'Currently Working',
  emergencyPhone: '+919847012345',
  shortBio: 'B.Tech, Government Engineering College Thrissur',
  fullBio: 'Thrissur, Kerala',
  skills: ['Flutter', 'Dart'],
  achievements: 'Shipped three apps',
  quotes: 'Build small, ship often.',
  ...overrides,
});

export const clientBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Periyar Logistics',
  shortDescription: 'Freight across Kerala',
  fullDescription: 'A regional logistics company.',
  collaboration: 'Fleet tracking app',
  impact: 'Deliveries 20% faster',
  website: 'https://periyar-logistics.example',
  ...overrides,
});

export const advertisementBody = (overrides: Record<string, unknown> = {}) => ({ title: 'Flutter internship 2026', ...overrides });

export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rahul Nair',
  email: 'rahul@example.com',
  phone: '9847012345',
  message: 'I would like a quote for a mobile app.',
  timestamp: new Date().toISOString(),
  ...overrides,
});

export const inquiryBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fathima K',
  email: 'fathima@example.com',
  role: 'Flutter Developer',
  message: 'I am a final-year student and would like to join.',
  resume: null,
  resumeUrl: '',
  ...overrides,
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call, signed in when a token is given. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string; payload?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

/** Creates an entity through the API and returns it; fails the test on anything but 201. */
export async function created<T = Record<string, unknown>>(
  app: FastifyInstance,
  token: string,
  path: string,
  payload: unknown,
): Promise<T & { id: string }> {
  const response = await call(app, 'POST', path, { token, payload });
  if (response.statusCode !== 201) throw new Error(`POST ${path}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/**
 * An error answer `{ error, field?, code }` without its code: the text (and field) that tests
 * written before the codes assert. The codes are asserted by test/api/error-codes.test.ts.
 */
export function withoutCode(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { code: _code, ...rest } = body as Record<string, unknown>;
  return rest;
}
