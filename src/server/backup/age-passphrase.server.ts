import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, type Identity, type Recipient, Stanza } from 'age-encryption';
import { ArchiveError, archiveErrors } from './archive-errors.server.ts';

/**
 * Encrypted archives are age files (age-encryption.org/v1) with one passphrase recipient, so
 * `age -d` opens them without the site. The age-encryption package writes and reads the file;
 * the passphrase stanza is made here with Node's scrypt and ChaCha20-Poly1305 instead of the
 * package's pure-JS scrypt, which would hold the site's event loop (and its visitors) for the
 * whole derivation. The stanza is the one age specifies: scrypt(passphrase, label ‖ salt) wraps
 * the file key with a zero nonce.
 */
const LABEL = 'age-encryption.org/v1/scrypt';
/**
 * 2^15: about 100 ms and 32 MiB per archive written or read, as the earlier envelope spent, in a
 * site process that is given little memory. A passphrase of BACKUP_PASSPHRASE's eight characters
 * or more carries the rest.
 */
const WRITE_LOG2_N = 15;
/** age's own reader takes up to 2^22; 2^20 (1 GiB) bounds what a file handed to restore makes us allocate. */
const MAX_LOG2_N = 20;
const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n', 'ascii');

const base64NoPad = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64').replace(/=+$/, '');

function wrappingKey(passphrase: string, salt: Buffer, log2N: number): Promise<Buffer> {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) =>
    scrypt(Buffer.from(passphrase, 'utf8'), Buffer.concat([Buffer.from(LABEL, 'ascii'), salt]), 32, { N, r: 8, p: 1, maxmem: 2 * 128 * 8 * N }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const zeroNonce = () => Buffer.alloc(12);

/** The web stream the package reads, from Node's chunks (pulled on demand: backpressure holds). */
const webStream = (source: AsyncIterable<Uint8Array>) => NodeReadableStream.from(source) as unknown as ReadableStream<Uint8Array>;
const chunksOf = (stream: ReadableStream<Uint8Array>) => stream as unknown as AsyncIterable<Uint8Array>;

class PassphraseRecipient implements Recipient {
  private readonly passphrase: string;
  constructor(passphrase: string) {
    this.passphrase = passphrase;
  }
  async wrapFileKey(fileKey: Uint8Array): Promise<Stanza[]> {
    const salt = randomBytes(16);
    const cipher = createCipheriv('chacha20-poly1305', await wrappingKey(this.passphrase, salt, WRITE_LOG2_N), zeroNonce(), { authTagLength: 16 });
    const body = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
    return [new Stanza(['scrypt', base64NoPad(salt), String(WRITE_LOG2_N)], body)];
  }
}

class PassphraseIdentity implements Identity {
  private readonly passphrase: string;
  /** Set once a passphrase stanza was seen: a file without one was encrypted to a key, not a passphrase. */
  sawPassphraseStanza = false;
  constructor(passphrase: string) {
    this.passphrase = passphrase;
  }
  async unwrapFileKey(stanzas: Stanza[]): Promise<Uint8Array | null> {
    const stanza = stanzas.find((candidate) => candidate.args[0] === 'scrypt');
    if (!stanza) return null;
    this.sawPassphraseStanza = true;
    const [, saltText = '', costText = ''] = stanza.args;
    const salt = Buffer.from(saltText, 'base64');
    // age allows a passphrase stanza only alone in a header; anything else is not one age wrote.
    if (stanzas.length !== 1 || stanza.args.length !== 3 || salt.length !== 16 || !/^[1-9]\d?$/.test(costText) || stanza.body.length !== 32) {
      throw archiveErrors.damaged('an unreadable age header');
    }
    const log2N = Number(costText);
    if (log2N > MAX_LOG2_N) throw archiveErrors.damaged(`an age passphrase cost of 2^${log2N}, above the 2^${MAX_LOG2_N} this site reads`);
    const decipher = createDecipheriv('chacha20-poly1305', await wrappingKey(this.passphrase, salt, log2N), zeroNonce(), { authTagLength: 16 });
    decipher.setAuthTag(stanza.body.subarray(16));
    try {
      return Buffer.concat([decipher.update(stanza.body.subarray(0, 16)), decipher.final()]);
    } catch {
      throw archiveErrors.wrongPassphrase();
    }
  }
}

/** True when the bytes start as every age file in the binary (not armored) form does. */
export const startsLikeAge = (head: Buffer) => head.subarray(0, AGE_MAGIC.length).equals(AGE_MAGIC);
export const AGE_HEAD_LENGTH = AGE_MAGIC.length;

/** `source` as an age file encrypted with `passphrase`, streamed. */
export async function* ageEncrypt(source: AsyncIterable<Uint8Array>, passphrase: string): AsyncGenerator<Uint8Array> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(new PassphraseRecipient(passphrase));
  yield* chunksOf(await encrypter.encrypt(webStream(source)));
}

/** Library errors are worded for developers; the operator reads what the archive is. */
function asArchiveError(error: unknown): ArchiveError {
  if (error instanceof ArchiveError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return /unexpected end|truncat|premature|too short|EOF/i.test(message) ? archiveErrors.truncated() : archiveErrors.damaged(`age: ${message}`);
}

/**
 * The plain bytes of the age file read from `source`. The header (and so the passphrase) is
 * checked before this resolves; every 64 KiB chunk is authenticated as it is read, and a file
 * cut short fails at its end.
 */
export async function ageDecrypt(source: AsyncIterable<Uint8Array>, passphrase: string): Promise<AsyncIterable<Uint8Array>> {
  const decrypter = new Decrypter();
  const identity = new PassphraseIdentity(passphrase);
  decrypter.addIdentity(identity);
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = await decrypter.decrypt(webStream(source));
  } catch (error) {
    if (!(error instanceof ArchiveError) && !identity.sawPassphraseStanza && /no identity matched/i.test(String(error))) {
      throw new ArchiveError('foreign', 'This age file is encrypted to a key, not a passphrase: open it with `age -d -i KEYFILE`; the site restores passphrase archives only.');
    }
    throw asArchiveError(error);
  }
  return (async function* () {
    try {
      yield* chunksOf(plain);
    } catch (error) {
      throw asArchiveError(error);
    }
  })();
}
