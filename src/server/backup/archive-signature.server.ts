import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ArchiveError } from './archive-errors.server.ts';
import type { Manifest, ManifestSignature } from './manifest.server.ts';

/**
 * The tamper check of an unencrypted archive (docs/decisions/253). Its manifest lists the size
 * and SHA-256 of every other entry, so an HMAC of the manifest covers the whole archive; the
 * HMAC sits in the manifest itself (`signature`), over the manifest's JSON without it, so that
 * earlier releases, which refuse any entry they do not know, still read the archive. The key is
 * DATA_DIR's own, made on first use and never put in an archive: whoever holds an archive alone
 * cannot make one this site takes as its own. An age archive needs none: age authenticates
 * every chunk with the passphrase.
 */

/** In DATA_DIR: the operator copies it beside a restore on another machine. */
export const SIGNING_KEY_FILE = 'backup-signing.key';

const keyIdOf = (key: Buffer) => createHash('sha256').update('nilavu-backup-signing-key-id').update(key).digest('hex').slice(0, 16);
/** The manifest as signed: its JSON without the signature (JSON.parse then stringify gives the same text back). */
const hmacOf = (key: Buffer, manifest: Manifest) => {
  const { signature: _signature, ...signed } = manifest;
  return createHmac('sha256', key).update(JSON.stringify(signed)).digest();
};

const keyPath = (dataDir: string) => path.join(dataDir, SIGNING_KEY_FILE);

async function readKey(dataDir: string): Promise<Buffer | null> {
  try {
    const key = Buffer.from((await readFile(keyPath(dataDir), 'utf8')).trim(), 'base64url');
    return key.length >= 32 ? key : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * DATA_DIR's signing key, made now when there is none (mode 0600; `own` gives it to the site's
 * user when a command runs as root). Two processes making it at once: one file wins, both read it.
 */
export async function signingKey(dataDir: string, own: (file: string) => Promise<void>): Promise<Buffer> {
  const existing = await readKey(dataDir);
  if (existing) return existing;
  try {
    await writeFile(keyPath(dataDir), `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    await own(keyPath(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const made = await readKey(dataDir);
  if (!made) throw new Error(`${keyPath(dataDir)} does not hold a backup signing key`);
  return made;
}

/** The manifest's signature with `key`. */
export const signManifest = (key: Buffer, manifest: Manifest): ManifestSignature => ({
  algorithm: 'HMAC-SHA256',
  keyId: keyIdOf(key),
  hmac: hmacOf(key, manifest).toString('hex'),
});

/** Why an unencrypted archive could not be checked; a restore goes on only when told to. */
export type Unchecked = 'unsigned' | 'no-key' | 'other-key';

const uncheckedReasons: Record<Unchecked, string> = {
  unsigned: 'it carries no signature (it was made before backups were signed)',
  'no-key': `this DATA_DIR has no ${SIGNING_KEY_FILE}`,
  'other-key': `it was signed with another ${SIGNING_KEY_FILE} than this DATA_DIR's`,
};

export const signatureErrors = {
  altered: () =>
    new ArchiveError(
      'altered',
      'This backup was changed after it was made: its signature does not match what it holds. It is not restored; use another backup. Nothing was changed.',
    ),
  unchecked: (why: Unchecked) =>
    new ArchiveError(
      'unchecked',
      `This backup is not encrypted, and this site cannot check it against tampering: ${uncheckedReasons[why]}. ` +
        `Copy ${SIGNING_KEY_FILE} from the DATA_DIR of the site that made it into this DATA_DIR and run the restore again, ` +
        'or, if you know where the file has been, run it with --unchecked. Nothing was changed.',
    ),
};

/**
 * Checks an unencrypted archive's signature with DATA_DIR's key (none is made here): null when
 * it matches; the reason when it cannot be checked. A signature made with this key that does
 * not match is an altered archive, refused whatever the caller allows.
 */
export async function checkSignature(dataDir: string, manifest: Manifest): Promise<Unchecked | null> {
  const signature: Partial<ManifestSignature> | undefined = manifest.signature;
  if (signature === undefined) return 'unsigned';
  if (signature?.algorithm !== 'HMAC-SHA256' || typeof signature.keyId !== 'string' || typeof signature.hmac !== 'string') throw signatureErrors.altered();
  const key = await readKey(dataDir);
  if (!key) return 'no-key';
  if (signature.keyId !== keyIdOf(key)) return 'other-key';
  const expected = hmacOf(key, manifest);
  const given = Buffer.from(signature.hmac, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw signatureErrors.altered();
  return null;
}
