import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { archiveErrors } from './archive-errors.server.ts';
import { ByteReader } from './byte-reader.server.ts';
import type { Sink } from './sink.server.ts';

/**
 * The outside of every archive and stored file of a backup: a magic word and a format version,
 * then either the plain bytes or the bytes encrypted with BACKUP_PASSPHRASE.
 *
 * Encrypted: AES-256-GCM in chunks of 64 KiB, each with its own tag, so a file of any size is
 * checked and opened while streaming. The passphrase gives a key through scrypt (salt and cost in
 * the header); each file gets a key of its own from that one (HKDF with a random salt), so chunk
 * counters can serve as nonces. The last chunk is marked in its authenticated data: a file cut
 * short, reordered or lengthened fails. A key check value tells a wrong passphrase from damage.
 */
const MAGIC = Buffer.from('NILAVUBK', 'ascii');
const VERSION = 1;
const PLAIN = 0;
const ENCRYPTED = 1;
const CHUNK = 64 * 1024;
const TAG = 16;
const FINAL = 0x8000_0000;
const SCRYPT_LOG2_N = 15;

export interface BackupKey {
  key: Buffer;
  salt: Buffer;
  log2N: number;
}

// Deriving takes ~100 ms and 32 MiB on purpose; one backup run reuses its key for every file,
// and reading back a store of files written by a few runs derives each run's key once.
const derived = new Map<string, Promise<BackupKey>>();

/** The key for `passphrase` (a new random salt unless given), derived once per salt and passphrase. */
export function deriveKey(passphrase: string, salt: Buffer = randomBytes(16), log2N = SCRYPT_LOG2_N): Promise<BackupKey> {
  const id = `${salt.toString('hex')}:${log2N}:${createHmac('sha256', salt).update(passphrase).digest('hex')}`;
  let found = derived.get(id);
  if (!found) {
    found = new Promise((resolve, reject) =>
      scrypt(passphrase.normalize('NFC'), salt, 32, { N: 2 ** log2N, r: 8, p: 1, maxmem: 256 * 2 ** log2N * 8 }, (error, key) =>
        error ? reject(error) : resolve({ key, salt, log2N }),
      ),
    );
    if (derived.size >= 32) derived.delete(derived.keys().next().value!);
    derived.set(id, found);
  }
  return found;
}

/** A short name for the key, in stored file names: a file stored under another passphrase is stored again. */
export const keyId = (backupKey: BackupKey) => createHmac('sha256', backupKey.key).update('nilavu-backup key id').digest('hex').slice(0, 12);

const keyCheck = (key: Buffer) => createHmac('sha256', key).update('nilavu-backup key check').digest().subarray(0, 16);
const fileKey = (key: Buffer, fileSalt: Buffer) => Buffer.from(hkdfSync('sha256', key, fileSalt, 'nilavu-backup file key', 32));
const nonceOf = (counter: number) => {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(counter), 4);
  return nonce;
};
const aadOf = (counter: number, final: boolean) => {
  const aad = Buffer.alloc(9);
  aad.writeBigUInt64BE(BigInt(counter));
  aad[8] = final ? 1 : 0;
  return aad;
};

/** Writes the envelope's header to `sink` and returns the sink its content is written to. */
export async function envelopeSink(sink: Sink, backupKey?: BackupKey): Promise<Sink> {
  const header = Buffer.alloc(MAGIC.length + 2);
  MAGIC.copy(header);
  header[MAGIC.length] = VERSION;
  header[MAGIC.length + 1] = backupKey ? ENCRYPTED : PLAIN;
  if (!backupKey) {
    await sink.write(header);
    return sink;
  }
  const fileSalt = randomBytes(16);
  await sink.write(Buffer.concat([header, Buffer.from([backupKey.log2N]), backupKey.salt, fileSalt, keyCheck(backupKey.key)]));
  const key = fileKey(backupKey.key, fileSalt);
  let counter = 0;
  let pending: Buffer[] = [];
  let pendingLength = 0;
  const seal = async (plain: Buffer, final: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonceOf(counter));
    cipher.setAAD(aadOf(counter, final));
    const length = Buffer.alloc(4);
    length.writeUInt32BE((plain.length | (final ? FINAL : 0)) >>> 0);
    const body = cipher.update(plain);
    cipher.final();
    await sink.write(Buffer.concat([length, body, cipher.getAuthTag()]));
    counter += 1;
  };
  return {
    async write(bytes) {
      pending.push(bytes);
      pendingLength += bytes.length;
      if (pendingLength < CHUNK) return;
      let all = Buffer.concat(pending);
      while (all.length >= CHUNK) {
        await seal(all.subarray(0, CHUNK), false);
        all = all.subarray(CHUNK);
      }
      pending = all.length > 0 ? [all] : [];
      pendingLength = all.length;
    },
    async end() {
      await seal(Buffer.concat(pending), true);
      pending = [];
      await sink.end();
    },
  };
}

/** The content of an envelope read from `source`, checked chunk by chunk; `passphrase` opens an encrypted one. */
export async function* openEnvelope(
  source: AsyncIterable<Buffer>,
  passphrase: string | undefined,
): AsyncGenerator<Buffer> {
  const reader = new ByteReader(source);
  const header = await reader.read(MAGIC.length + 2).catch(() => {
    throw archiveErrors.foreign();
  });
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw archiveErrors.foreign();
  if (header[MAGIC.length] !== VERSION) throw archiveErrors.damaged('an unknown archive format version');
  const mode = header[MAGIC.length + 1];
  if (mode === PLAIN) {
    yield* reader.rest();
    return;
  }
  if (mode !== ENCRYPTED) throw archiveErrors.damaged('an unknown archive mode');
  const [log2N = 0] = await reader.read(1);
  const salt = await reader.read(16);
  const fileSalt = await reader.read(16);
  const check = await reader.read(16);
  if (!passphrase) throw archiveErrors.passphraseNeeded();
  if (log2N < 10 || log2N > 22) throw archiveErrors.damaged('an impossible key cost');
  const backupKey = await deriveKey(passphrase, salt, log2N);
  if (!timingSafeEqual(keyCheck(backupKey.key), check)) throw archiveErrors.wrongPassphrase();
  const key = fileKey(backupKey.key, fileSalt);
  for (let counter = 0; ; counter += 1) {
    const word = (await reader.read(4)).readUInt32BE();
    const final = (word & FINAL) !== 0;
    const length = word & ~FINAL;
    if (length > CHUNK) throw archiveErrors.damaged('a chunk longer than any written');
    const body = await reader.read(length + TAG);
    const decipher = createDecipheriv('aes-256-gcm', key, nonceOf(counter));
    decipher.setAAD(aadOf(counter, final));
    decipher.setAuthTag(body.subarray(length));
    let plain: Buffer;
    try {
      plain = Buffer.concat([decipher.update(body.subarray(0, length)), decipher.final()]);
    } catch {
      throw archiveErrors.damaged('an encrypted chunk fails its check');
    }
    if (plain.length > 0) yield plain;
    if (final) {
      if (!(await reader.atEnd())) throw archiveErrors.damaged('bytes after the end');
      return;
    }
  }
}

/** True when the file's header says it is encrypted (false for anything else, foreign files included). */
export async function isEncryptedEnvelope(source: AsyncIterable<Buffer>): Promise<boolean> {
  const reader = new ByteReader(source);
  const header = await reader.read(MAGIC.length + 2).catch(() => null);
  return Boolean(header && header.subarray(0, MAGIC.length).equals(MAGIC) && header[MAGIC.length + 1] === ENCRYPTED);
}
