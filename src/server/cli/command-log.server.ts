/**
 * The log a command hands to the site's code (backups, migrations): the command prints its own
 * outcome, so only warnings (a stored file missing, say) reach the terminal, as a line each.
 */
export const commandLog = {
  info: () => {},
  warn: (data: object, message: string) => console.warn(message, JSON.stringify(data)),
  error: () => {},
};
