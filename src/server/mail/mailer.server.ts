import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Env } from '../env.server.ts';

/** One e-mail with its plain-text and HTML parts. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Sends or files one message; throws when the SMTP server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  /** Whether mail can leave: the SMTP server answers and accepts the credentials; the outbox can be written. */
  verify(): Promise<void>;
  close(): void;
}


/** SMTP when SMTP_URL is set; otherwise one .eml file per message in DATA_DIR/outbox. */
export function createMailer(env: Env, log: Logger): Mailer {
  return env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : createOutboxMailer(env, log);
}

type Nodemailer = (typeof import('nodemailer'))['default'];

/**
 * A transport made with the first message: nodemailer weighs about 4.5 MB of heap, which a
 * server that has sent nothing since it started does not need.
 */
function transportOnFirstUse<Info>(make: (nodemailer: Nodemailer) => Transporter<Info>) {
  let transport: Promise<Transporter<Info>> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer))),
    close: () => void transport?.then((made) => made.close()),
  };
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Short time-outs: a hung server must not hold a queue worker for minutes.
  const transport = transportOnFirstUse((nodemailer) =>
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  return {
    kind: 'smtp',
    async send(message) {
      await (await transport.get()).sendMail({ from, ...message });
    },
    async verify() {
      await (await transport.get()).verify();
    },
    close: transport.close,
  };
}

function createOutboxMailer(env: Env, log: Logger): Mailer {
  const folder = path.join(env.dataDir, 'outbox');
  const transport = transportOnFirstUse((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport.get()).sendMail({ from: env.mailFrom, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // Written whole, then renamed: whoever watches the outbox never reads half a message.
      await writeMade(folder, `${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      // Only the file: its recipient, subject and links (a token each) are read from it, not the log.
      log.info({ file }, 'mail written to outbox');
    },
    async verify() {
      await mkdir(folder, { recursive: true });
      await access(folder, constants.W_OK);
    },
    close: transport.close,
  };
}

/**
 * Writes a file, making its folder only when it is missing: a flood of enquiries files a message
 * each, and a `mkdir` before every write was a system call and a thread-pool trip each.
 */
async function writeMade(folder: string, file: string, content: Buffer): Promise<void> {
  try {
    await writeFile(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(folder, { recursive: true });
    await writeFile(file, content);
  }
}
