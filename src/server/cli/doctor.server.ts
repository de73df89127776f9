import { EnvError, parseEnv } from '../env.server.ts';
import { checkBackups, checkCertificate, checkConfiguration, checkDatabase, checkDisk, checkFolders, checkNode, type Finding } from '../doctor/doctor-checks.server.ts';
import { runCommand } from './run-command.server.ts';

/**
 * `npm run doctor`: looks at this install as the site's environment describes it (run it with
 * the same variables as the site, e.g. `sudo -u site env $(cat /etc/site.env) npm run doctor`)
 * and prints one line per thing looked at; each problem with its fix. Exits 1 when any problem
 * was found, so it can gate an upgrade or run from a monitor.
 */
async function main(): Promise<number> {
  const findings: Finding[] = [checkNode()];
  try {
    const env = parseEnv();
    findings.push(...(await checkConfiguration(env)));
    findings.push(...checkFolders(env));
    findings.push(...(await checkDisk(env)));
    findings.push(...(await checkDatabase(env)));
    findings.push(...(await checkBackups(env)));
    findings.push(...(await checkCertificate(env)));
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    // Each invalid variable is a problem of its own; nothing else can be looked at without them.
    for (const line of error.message.split('\n').slice(1)) {
      findings.push({ ok: false, what: line.trim(), fix: 'README, "Configuration", describes every variable' });
    }
  }
  for (const finding of findings) console.log(finding.ok ? `ok       ${finding.what}` : `PROBLEM  ${finding.what} → ${finding.fix}`);
  const problems = findings.filter((finding) => !finding.ok).length;
  console.log(problems === 0 ? '\nNo problems found.' : `\n${problems} problem${problems === 1 ? '' : 's'} found.`);
  return problems === 0 ? 0 : 1;
}

runCommand(main);
