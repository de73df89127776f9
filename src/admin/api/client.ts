/**
 * The admin area's one way to reach the JSON API. Every call is same-origin and carries the
 * HttpOnly session cookie; no token is kept in JavaScript
 * (docs/decisions/017-sessions-and-cookies.md).
 */
import type { UploadKind } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A failed call: the HTTP status (0 when the server could not be reached), the server's own text
 * and, for a broken rule, the path of the field it names ('services.2.title').
 */
export class ApiError extends Error {
  status: number;
  serverMessage: string;
  field: string | undefined;

  constructor(status: number, serverMessage: string, field?: string) {
    super(`HTTP ${status}: ${serverMessage}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.field = field;
  }
}

const API_PREFIX = '/api';

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

/** The server's `{error}` text, or the product's fallback texts (docs/product.md#messages) when the body has none. */
async function errorFrom(response: Response, method: HttpMethod): Promise<ApiError> {
  if (!isJson(response)) {
    // docs/product.md#messages: a non-JSON answer to a delete reads 'Response is not JSON'.
    return new ApiError(response.status, method === 'DELETE' ? messages.admin.responseNotJson : messages.admin.unknownError);
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown; field?: unknown } | null;
  const text = typeof body?.error === 'string' && body.error ? body.error : messages.admin.unknownError;
  return new ApiError(response.status, text, typeof body?.field === 'string' ? body.field : undefined);
}

async function send(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, messages.admin.networkError);
  }
}

async function readBody<T>(response: Response, method: HttpMethod): Promise<T> {
  if (!response.ok) throw await errorFrom(response, method);
  if (response.status === 204 || !isJson(response)) return undefined as T;
  return (await response.json()) as T;
}

/** One JSON call to `/api{path}`; throws ApiError on any non-OK answer. */
export async function api<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return readBody<T>(await send(method, path, body), method);
}

export interface ListQuery {
  limit?: number;
  offset?: number;
  q?: string;
  /** Ask for the page that holds this row instead of the one at `offset`. */
  focus?: string;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  /** Where the page starts, when the server chose it (a `focus` it found). */
  offset?: number;
}

/** One page of a server-side list: the items and the total count from the X-Total-Count header. */
export async function apiList<T>(path: string, query: ListQuery = {}): Promise<ListPage<T>> {
  const params = new URLSearchParams();
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.focus) params.set('focus', query.focus);
  const search = params.toString();
  const response = await send('GET', search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path);
  const items = (await readBody<T[]>(response, 'GET')) ?? [];
  const header = Number(response.headers.get('x-total-count'));
  // Every paged list sends the header; a whole list (no paging asked for) is its own total.
  const total = response.headers.has('x-total-count') && Number.isFinite(header) ? header : items.length;
  const offset = response.headers.get('x-offset');
  return offset === null ? { items, total } : { items, total, offset: Number(offset) };
}

/**
 * Sends one file to POST /api/uploads and resolves its URL. XMLHttpRequest rather than fetch,
 * because only XHR reports upload progress for the progress bars.
 */
export function uploadFile(kind: UploadKind, file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // The server reads `kind` before the file streams in, so it must come first.
    form.append('kind', kind);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}/uploads`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    request.onerror = () => reject(new ApiError(0, messages.admin.networkError));
    request.onabort = () => reject(new ApiError(0, messages.admin.networkError));
    request.onload = () => {
      let body: { url?: unknown; error?: unknown } | null = null;
      try {
        body = JSON.parse(request.responseText) as { url?: unknown; error?: unknown };
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && typeof body?.url === 'string') {
        onProgress?.(1);
        resolve(body.url);
        return;
      }
      const text = typeof body?.error === 'string' && body.error ? body.error : messages.admin.unknownError;
      reject(new ApiError(request.status || 0, text));
    };
    request.send(form);
  });
}

/**
 * The text of docs/product.md#messages for a failed admin call:
 * 'Failed to {action} {what}: HTTP error! Status: {code}, Message: {server error or Unknown error}'.
 */
export function failureMessage(action: string, what: string, error: unknown): string {
  if (error instanceof ApiError) return messages.adminError(action, what, error.status, error.serverMessage);
  return messages.adminError(action, what, 0, error instanceof Error ? error.message : undefined);
}

/** Every item of a server-side list, fetched page by page (for short lists shown whole, such as the staff panel). */
export async function apiListAll<T>(path: string, pageSize = 100): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const page = await apiList<T>(path, { limit: pageSize, offset: items.length });
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}
