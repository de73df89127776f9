import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCommand } from '../../../src/server/cli/start-command.server.ts';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const ADMIN_ACCOUNT = { email: 'resilience-admin@example.com', password: 'Str0ng!Passw0rd' };
export const ADMIN_BASE = '/console-resilience0a1b2c3d';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** The process's resident memory in bytes, from /proc. */
  rss(): number;
  /** kill -9: no shutdown hook runs. */
  crash(): Promise<void>;
  /** SIGTERM and wait for exit. */
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

export interface StartOptions {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * Where the server's stdout (its log) goes instead of to this process: a file, as nginx writes
   * its access log, so a load test does not also measure this process reading every line.
   */
  logFile?: string;
  /** Another copy of the site to run (an earlier release's code), as its own `npm start` runs it. */
  root?: string;
}

export function temporaryDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'site-resilience-'));
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Starts the real server binary as `npm start` does and waits until /healthz answers 200. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? temporaryDataDir();
  const url = `http://127.0.0.1:${options.port}`;
  const root = options.root ?? projectRoot;
  const start = startCommand(root);
  const logFd = options.logFile === undefined ? undefined : openSync(options.logFile, 'a');
  const child = spawn(process.execPath, start.args, {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_BASE,
      ADMIN_EMAIL: ADMIN_ACCOUNT.email,
      ADMIN_PASSWORD: ADMIN_ACCOUNT.password,
      DEMO_CONTENT: 'off',
      TRANSLATE_WIDGET_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  // The child has its own copy of the descriptor.
  if (logFd !== undefined) closeSync(logFd);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Never leave a server behind when the test runner itself stops: SIGTERM, so it stops its
  // embedded PostgreSQL server too (kill -9 would leave that running).
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const server: ServerProcess = {
    url,
    port: options.port,
    dataDir,
    child,
    exited,
    output: () => output,
    rss() {
      const status = readProcStatus(child.pid!);
      const match = /VmRSS:\s+(\d+) kB/.exec(status);
      return match ? Number(match[1]) * 1024 : 0;
    },
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.crash();
  throw new Error(`server did not become healthy within 90 s:\n${output}`);
}

function readProcStatus(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
}

/** Signs in through the real login call and returns the bearer token. */
export async function signIn(baseUrl: string, account = ADMIN_ACCOUNT): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
