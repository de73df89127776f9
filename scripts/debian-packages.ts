/**
 * Installs tools from Debian's packages when their programs are missing (Chromium with the Noto
 * fonts, nginx, openssl and systemd-analyze for the tests; wrk, nginx, and Chromium with the Noto
 * fonts for the bench), as root or through sudo, in one apt-get call.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A program (or a file such as a font), and the Debian package that brings it. */
export type NeededProgram = [program: string, debianPackage: string];

/**
 * The Noto fonts a visitor's phone has for Malayalam, Tamil, Hindi, Arabic and the other scripts
 * of the site. Without them Chromium draws those pages in whatever it finds (or empty boxes):
 * widths no reader sees, for the browser tests that hold every page to the screen's width, and
 * a font search no phone makes, which Lighthouse counts as blocking time.
 */
export const NOTO_FONTS: NeededProgram = ['/usr/share/fonts/truetype/noto/NotoSansMalayalam-Regular.ttf', 'fonts-noto-core'];

function run(command: string, args: string[]): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ?? 1;
}

const apt = (...args: string[]) => (process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));

/** Exits with a clear message when a missing program's package cannot be installed. */
export function ensureDebianPackages(needed: NeededProgram[], neededFor: string): void {
  const missing = needed.filter(([program]) => !existsSync(program));
  if (!missing.length) return;
  const packages = missing.map(([, debianPackage]) => debianPackage);
  if (apt('update', '-qq') !== 0 || apt('install', '-y', '-qq', ...packages) !== 0 || missing.some(([program]) => !existsSync(program))) {
    console.error(`Could not install ${packages.join(', ')} from Debian packages; ${neededFor} need ${missing.map(([program]) => program).join(', ')}.`);
    process.exit(1);
  }
}
