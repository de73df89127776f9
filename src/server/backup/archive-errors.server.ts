/** Why an archive is refused; the message is the one the operator reads. */
export class ArchiveError extends Error {
  readonly reason: 'foreign' | 'older' | 'damaged' | 'truncated' | 'passphrase-needed' | 'wrong-passphrase' | 'newer' | 'target-not-empty' | 'altered' | 'unchecked';

  constructor(reason: ArchiveError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

/** The last release that wrote (and reads) the framed `.backup` format of decision 250. */
export const OLDER_FORMAT_RELEASE = '0.1.0';

export const archiveErrors = {
  foreign: () => new ArchiveError('foreign', 'This file is not a backup of this site (it is neither a .tar.gz nor an age file holding one).'),
  older: () =>
    new ArchiveError('older', `This backup was made in an older format (a .backup file): restore it with version ${OLDER_FORMAT_RELEASE}'s code, then make a new backup.`),
  damaged: (what: string) => new ArchiveError('damaged', `This backup is damaged (${what}); nothing was restored.`),
  truncated: () => new ArchiveError('truncated', 'This backup is incomplete: the file ends before the archive does; nothing was restored.'),
  passphraseNeeded: () =>
    new ArchiveError('passphrase-needed', 'This backup is encrypted: set BACKUP_PASSPHRASE or type the passphrase when asked.'),
  wrongPassphrase: () => new ArchiveError('wrong-passphrase', 'The passphrase does not open this backup; nothing was restored.'),
};
