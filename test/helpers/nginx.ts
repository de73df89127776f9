import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX = '/usr/sbin/nginx';
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const NGINX_CONF = path.join(projectRoot, 'deploy', 'nginx.conf');

export interface Certificate {
  /** PEM of the self-signed certificate: the `ca` a client trusts. */
  cert: Buffer;
  certFile: string;
  keyFile: string;
}

/** A self-signed certificate for `localhost` and 127.0.0.1, made with openssl, valid for a day. */
export function selfSignedCertificate(dir: string): Certificate {
  const certFile = path.join(dir, 'fullchain.pem');
  const keyFile = path.join(dir, 'privkey.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', keyFile, '-out', certFile], { stdio: 'pipe' });
  return { cert: readFileSync(certFile), certFile, keyFile };
}

/**
 * deploy/nginx.conf with only its ports and paths changed. Each change must match exactly once,
 * so an edit of the file that the test no longer follows fails here rather than going untested.
 */
export function renderSiteConf(changes: [from: string, to: string][]): string {
  let conf = readFileSync(NGINX_CONF, 'utf8');
  for (const [from, to] of changes) {
    const count = conf.split(from).length - 1;
    if (count === 0) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    conf = conf.split(from).join(to);
  }
  return conf;
}

export interface RunningNginx {
  dir: string;
  accessLog(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in the foreground with the site's server blocks inside a minimal main
 * configuration (on a server, Debian's /etc/nginx/nginx.conf includes them from conf.d), its
 * logs and temporary files in `dir`. Resolves once `readyPort` accepts connections.
 */
export async function startNginx(dir: string, siteConf: string, readyPort: number): Promise<RunningNginx> {
  // Worker processes run as an unprivileged user and write request bodies here.
  chmodSync(dir, 0o755);
  for (const temporary of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, temporary));
    chmodSync(path.join(dir, temporary), 0o777);
  }
  writeFileSync(path.join(dir, 'site.conf'), siteConf);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopOnExit = () => child.kill('SIGQUIT');
  process.once('exit', stopOnExit);
  const errorLog = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');

  const deadline = Date.now() + 10_000;
  while (!(await accepts(readyPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${output}\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    dir,
    accessLog: () => readFileSync(path.join(dir, 'access.log'), 'utf8'),
    async stop() {
      process.off('exit', stopOnExit);
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export const temporaryDir = () => mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
