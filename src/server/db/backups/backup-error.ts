/** A failure the person running a backup or restore can act on: its message is all they are shown. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
