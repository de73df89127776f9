import { createHmac } from 'node:crypto';
import type { AppContext } from '../context.server.ts';
import { serverSecret } from '../auth/server-secret.server.ts';

/**
 * Who sent an anonymous upload, as the uploads table keeps it: an HMAC of the caller's
 * client-address key (an IPv4 address, an IPv6 /64) with a server secret. Equal for one
 * address, so its share of the unclaimed-upload budget can be counted; the address itself is
 * never stored, and the secret is in no backup (docs/decisions/253).
 */
export async function senderHash(context: AppContext, addressKey: string): Promise<string> {
  return createHmac('sha256', await serverSecret(context.db, 'upload-sender')).update(addressKey).digest('base64url');
}
