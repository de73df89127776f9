/** Small helpers for talking to a running server over real HTTP. */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** A signed-in list call: the whole list, whether the server answers an array or a page of items. */
export async function listAll<T>(url: string, token: string): Promise<T[]> {
  const response = await fetch(url, { headers: bearer(token) });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as T[] | { items: T[] };
  return Array.isArray(body) ? body : body.items;
}

export function contactEnquiry(index: number, runId: string) {
  return {
    name: `Durability ${index}`,
    email: `visitor${index}@example.com`,
    phone: '9847012345',
    message: `Enquiry ${runId}-${index}: please call me about a website.`,
    timestamp: new Date().toISOString(),
  };
}
