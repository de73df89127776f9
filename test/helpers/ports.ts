import net from 'node:net';

const tryPort = (port: number) =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const bound = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(bound));
    });
  });

/**
 * A port for a server a test starts: the preferred one of the files range (3500-3599) when it
 * is free, otherwise any free port, so parallel runs of the suite on this shared machine do not
 * fail each other.
 */
export async function availablePort(preferred: number): Promise<number> {
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}
