import { ArchiveWriter } from './archive-format.server.ts';
import { archiveEntries } from './archive-reader.server.ts';
import { deriveKey, envelopeSink } from './envelope.server.ts';
import type { Sink } from './sink.server.ts';

/**
 * A backup kept in BACKUP_DIR as one archive that holds everything: the same entries, with
 * every file's bytes inside instead of its stored name. Encrypted again (a fresh salt) when
 * BACKUP_PASSPHRASE is set. Streams: a download of any size holds one frame at a time.
 */
export async function exportArchive(storedArchive: string, passphrase: string | undefined, sink: Sink): Promise<void> {
  const writer = new ArchiveWriter(await envelopeSink(sink, passphrase ? await deriveKey(passphrase) : undefined));
  for await (const entry of archiveEntries(storedArchive, passphrase)) await writer.entry(entry.header, entry.data);
  await writer.finish();
}
