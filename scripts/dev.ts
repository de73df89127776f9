/**
 * Development server with reload: rebuilds the site when page, admin or domain code changes
 * and restarts the server after each build or server change. A build takes a few seconds;
 * the server always serves the last good build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';

const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? './data',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};
let server: ChildProcess | undefined;
let building = false;
let buildAgain = false;
let timer: NodeJS.Timeout | undefined;

function startServer(): void {
  const previous = server;
  const launch = () => {
    server = spawn(process.execPath, ['src/server/main.server.ts'], { stdio: 'inherit', env });
  };
  if (previous && previous.exitCode === null) {
    previous.once('exit', launch);
    previous.kill('SIGTERM');
  } else {
    launch();
  }
}

function build(): void {
  if (building) {
    buildAgain = true;
    return;
  }
  building = true;
  const child = spawn('npx', ['astro', 'build'], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' } });
  child.on('exit', (code) => {
    building = false;
    if (code === 0) startServer();
    else console.error('Build failed; still serving the last good build.');
    if (buildAgain) {
      buildAgain = false;
      build();
    }
  });
}

function schedule(action: () => void): void {
  clearTimeout(timer);
  timer = setTimeout(action, 250);
}

for (const dir of ['src/site', 'src/admin', 'src/ui', 'src/domain', 'public']) {
  watch(dir, { recursive: true }, () => schedule(build));
}
watch('src/server', { recursive: true }, () => schedule(startServer));

process.on('SIGINT', () => {
  server?.kill('SIGTERM');
  process.exit(0);
});
build();
