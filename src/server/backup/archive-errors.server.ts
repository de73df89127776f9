/** Why an archive is refused; the message is the one the operator reads. */
export class ArchiveError extends Error {
  readonly reason: 'foreign' | 'damaged' | 'truncated' | 'passphrase-needed' | 'wrong-passphrase' | 'newer' | 'target-not-empty';

  constructor(reason: ArchiveError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

export const archiveErrors = {
  foreign: () => new ArchiveError('foreign', 'This file is not a backup of this site (it does not start like one).'),
  damaged: (what: string) => new ArchiveError('damaged', `This backup is damaged (${what}); nothing was restored.`),
  truncated: () => new ArchiveError('truncated', 'This backup is incomplete: the file ends before the archive does; nothing was restored.'),
  passphraseNeeded: () =>
    new ArchiveError('passphrase-needed', 'This backup is encrypted: set BACKUP_PASSPHRASE or type the passphrase when asked.'),
  wrongPassphrase: () => new ArchiveError('wrong-passphrase', 'The passphrase does not open this backup; nothing was restored.'),
};
