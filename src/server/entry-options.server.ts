import { productVersion } from './product-version.server.ts';

/**
 * The server entry's own options. `--version` and `--help` print and exit before anything starts
 * (an operator asking which release is installed must not start a second server, open the
 * database or seed demo content); any other argument is refused, since the server is configured
 * by its environment alone.
 */
const HELP = `Kerala IT site ${productVersion}: the public website, its admin area and staff panel, in one process.

Usage: npm start                 serve the site (configured by environment variables: README.md)
       npm start -- --version    print the version and exit
       npm start -- --help       print this and exit

Operator commands: npm run doctor (checks an install), npm run upgrade (backup, migrate, start),
npm run backup, npm run restore -- FILE, npm run user -- --help.
Documents: README.md, docs/deploy.md, docs/operations.md, CHANGELOG.md.
`;

/** Handles `argv` (the arguments after the script) and exits when it asked for anything. */
export function handleEntryOptions(argv: readonly string[]): void {
  const [option, ...rest] = argv;
  if (option === undefined) return;
  if ((option === '--version' || option === '-v') && rest.length === 0) {
    process.stdout.write(`${productVersion}\n`);
    process.exit(0);
  }
  if ((option === '--help' || option === '-h') && rest.length === 0) {
    process.stdout.write(HELP);
    process.exit(0);
  }
  process.stderr.write(`Unknown argument: ${argv.join(' ')}. The server takes no arguments but --version and --help; it is configured by environment variables (README.md).\n`);
  process.exit(2);
}
