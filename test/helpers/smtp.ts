import { SMTPServer } from 'smtp-server';
import { availablePort } from './ports.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for reading text and links. */
  decoded: string;
  subject: string;
}

/** Undoes quoted-printable encoding (what nodemailer uses for mostly-ASCII text and HTML parts). */
export const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server on a local port that keeps what it receives. `failing` makes it refuse
 * every message with a temporary error, as a mail provider's outage would.
 */
export async function startSmtp(port: number) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const state = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failing) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = decodeQuotedPrintable(raw);
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          decoded,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // A client dropping its connection is reported as a server error; for a test server that is noise.
  server.on('error', () => {});
  const boundPort = await availablePort(port);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(boundPort, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  /** Resolves with the first message (received now or later) that matches. */
  async function waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching mail within ${timeoutMs} ms; received: ${received.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    state,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first verification link in a message. */
export function verificationLinkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/[^\s"<>]+\/verify-(?:email|password)\?[^\s"<>]+/.exec(mail.decoded);
  if (!match) throw new Error(`no verification link in: ${mail.decoded}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
