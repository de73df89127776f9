/**
 * The ceiling the site is measured against: Debian's nginx serving the same page HTML as a real
 * deployment serves a static page: the file pre-compressed beside it (gzip_static), sendfile,
 * and its access log on. One worker process, as the site is one Node process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { waitFor } from './lighthouse-runner.ts';

export const NGINX = '/usr/sbin/nginx';

export interface StaticServer {
  url: string;
  pid: number;
  close(): Promise<void>;
}

function config(directory: string, port: number): string {
  const inside = (name: string) => path.join(directory, name);
  return `
worker_processes 1;
daemon off;
pid ${inside('nginx.pid')};
error_log ${inside('error.log')} warn;
events { worker_connections 1024; }
http {
  default_type application/octet-stream;
  types { text/html html; }
  access_log ${inside('access.log')} combined;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${inside('body')};
  proxy_temp_path ${inside('proxy')};
  fastcgi_temp_path ${inside('fastcgi')};
  uwsgi_temp_path ${inside('uwsgi')};
  scgi_temp_path ${inside('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${inside('site')};
    index index.html;
    gzip_static on;
    gzip_vary on;
  }
}
`;
}

/** nginx serving `html` (and its gzip form) at `/`, with its own prefix in a temporary folder. */
export async function startNginx(port: number, html: string): Promise<StaticServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user, who must be able to read the page.
  chmodSync(directory, 0o755);
  mkdirSync(path.join(directory, 'site'));
  writeFileSync(path.join(directory, 'site', 'index.html'), html);
  writeFileSync(path.join(directory, 'site', 'index.html.gz'), gzipSync(html, { level: 9 }));
  writeFileSync(path.join(directory, 'nginx.conf'), config(directory, port));
  const child: ChildProcess = spawn(NGINX, ['-p', directory, '-c', path.join(directory, 'nginx.conf'), '-e', path.join(directory, 'error.log')], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}/`;
  const close = async () => {
    // QUIT: nginx's graceful stop (workers finish, the master exits).
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitFor(url, 10_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid: child.pid!, close };
}
