import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { limits } from '../domain/limits.ts';
import { ADMIN_BASE_PATTERN } from '../domain/routes.ts';

const onOff = z.enum(['on', 'off']);
const MiB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/** BACKUP_SCHEDULE's names; a number of hours ('12h') is accepted too. */
const backupIntervals: Record<string, number | null> = { off: null, hourly: HOUR_MS, daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS };
const backupInterval = (value: string) => (value in backupIntervals ? backupIntervals[value]! : Number(value.slice(0, -1)) * HOUR_MS);

/** An address, a CIDR range, or one of the names proxy-addr knows (`loopback`, `linklocal`, `uniquelocal`). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    ADMIN_BASE: z
      .string()
      .regex(ADMIN_BASE_PATTERN, 'must start with / followed by at least 8 letters, digits, - or _')
      .optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    NOTIFY_EMAIL: z.email().optional(),
    DEMO_CONTENT: onOff.default('on'),
    TRANSLATE_WIDGET_URL: z.string().optional(),
    SUBMISSION_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
      .refine((entries) => entries.every(isProxyAddress), 'must be addresses or CIDR ranges, separated by commas'),
    // At least one largest resume and a little more, or no resume could be sent at all.
    UNCLAIMED_UPLOADS_MB: z.coerce.number().int().min(limits.resumeBytes / MiB + 1).max(1_000_000).default(200),
    RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_SCHEDULE: z
      .string()
      .default('daily')
      .refine((value) => value in backupIntervals || /^[1-9]\d{0,3}h$/.test(value), 'must be daily, hourly, weekly, off, or a number of hours such as 12h'),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
    BACKUP_S3_BUCKET: z.string().min(1).optional(),
    BACKUP_S3_ENDPOINT: z.url().optional(),
    BACKUP_S3_REGION: z.string().min(1).optional(),
    BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    BACKUP_S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/, 'must be letters, digits, dots, dashes, underscores and slashes')
      .optional(),
    BACKUP_PASSPHRASE: z.string().min(8, 'must be at least 8 characters').optional(),
    BACKUP_BEFORE_MIGRATE: onOff.default('on'),
    VISITOR_STATS: onOff.default('on'),
    STATS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    ALERT_EMAIL: z.email().optional(),
  })
  .refine((env) => !env.S3_BUCKET || env.S3_ENDPOINT || env.S3_REGION, {
    message: 'S3_BUCKET needs S3_ENDPOINT or S3_REGION',
    path: ['S3_BUCKET'],
  })
  .refine((env) => !env.BACKUP_S3_BUCKET || env.BACKUP_S3_ENDPOINT || env.BACKUP_S3_REGION, {
    message: 'BACKUP_S3_BUCKET needs BACKUP_S3_ENDPOINT or BACKUP_S3_REGION',
    path: ['BACKUP_S3_BUCKET'],
  })
  // Without a target the prefix would be ignored, and the operator would believe in copies that
  // were never made. The uploads' bucket (S3_*) is not one: off-site copies go somewhere else.
  .refine((env) => !env.BACKUP_S3_PREFIX || env.BACKUP_S3_BUCKET, {
    message: 'BACKUP_S3_PREFIX needs a bucket to copy backups to: set BACKUP_S3_BUCKET (with BACKUP_S3_ENDPOINT or BACKUP_S3_REGION), or remove BACKUP_S3_PREFIX',
    path: ['BACKUP_S3_PREFIX'],
  });

export const DEFAULT_TRANSLATE_WIDGET_URL =
  'https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface Env {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  s3?: S3Settings;
  adminBase?: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  notifyEmail?: string;
  demoContent: boolean;
  translateWidgetUrl: string;
  submissionLimit: number;
  logLevel: string;
  /** Reverse proxies whose X-Forwarded-For is believed: addresses, CIDR ranges or proxy-addr's names. */
  trustProxy: string[];
  /** Bytes that uploaded resumes not yet part of an application may hold together. */
  unclaimedUploadBytes: number;
  /** Contacts and decided inquiries older than this since their last change are purged daily. */
  retentionDays: number;
  /** VISITOR_STATS: whether public page views are counted (docs/decisions/255). */
  visitorStats: boolean;
  /** How often each process adds what it counted to the stored figures. */
  statsFlushSeconds: number;
  /** How long the audit trail is kept. */
  auditRetentionDays: number;
  backup: {
    /** Where backups are written and kept (owner-only). */
    dir: string;
    /** How often the running site makes one; null: never. */
    intervalMs: number | null;
    /** How many good backups are kept. */
    keep: number;
    /** Set: every good backup is copied to this S3-compatible bucket (not the uploads' one), under `prefix`. */
    s3?: S3Settings & { prefix: string };
    /** Set: archives are encrypted with a key derived from it. */
    passphrase?: string;
    /** Back up before applying pending migrations to a database with data. */
    beforeMigrate: boolean;
  };
  /** Set: GET /metrics answers callers other than this machine that send it as a bearer token. */
  metricsToken?: string;
  /** Where failed backups, stalled mail and a full disk are reported; unset: the notification address. */
  alertEmail?: string;
}

export class EnvError extends Error {}

/** For the server and the commands: the environment, or its message on stderr and exit code 1. */
export function parseEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "unset", except TRANSLATE_WIDGET_URL where empty means "no widget".
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => value !== '' || key === 'TRANSLATE_WIDGET_URL'),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    adminBase: env.ADMIN_BASE,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    notifyEmail: env.NOTIFY_EMAIL,
    demoContent: env.DEMO_CONTENT === 'on',
    translateWidgetUrl: env.TRANSLATE_WIDGET_URL ?? DEFAULT_TRANSLATE_WIDGET_URL,
    submissionLimit: env.SUBMISSION_LIMIT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    unclaimedUploadBytes: env.UNCLAIMED_UPLOADS_MB * MiB,
    retentionDays: env.RETENTION_DAYS,
    visitorStats: env.VISITOR_STATS === 'on',
    statsFlushSeconds: env.STATS_FLUSH_SECONDS,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    backup: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
      intervalMs: backupInterval(env.BACKUP_SCHEDULE),
      keep: env.BACKUP_KEEP,
      s3: env.BACKUP_S3_BUCKET
        ? {
            endpoint: env.BACKUP_S3_ENDPOINT,
            bucket: env.BACKUP_S3_BUCKET,
            region: env.BACKUP_S3_REGION ?? 'us-east-1',
            accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
            secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
            prefix: env.BACKUP_S3_PREFIX?.replace(/\/+$/, '') ?? '',
          }
        : undefined,
      passphrase: env.BACKUP_PASSPHRASE,
      beforeMigrate: env.BACKUP_BEFORE_MIGRATE === 'on',
    },
    metricsToken: env.METRICS_TOKEN,
    alertEmail: env.ALERT_EMAIL,
  };
}
