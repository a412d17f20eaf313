import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  mailOutboxRepository,
  type MailAttachment,
  type OutboxRow,
} from './mail-outbox.repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it over SMTP when SMTP_URL is set. */
  send(mail: OutgoingMail): Promise<void>;
  /** Tries again to deliver outbox mail that is due; answers how many went out. */
  deliverUnsent(): Promise<number>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** Wait before the first retry; each later retry waits twice the one before, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** How often unsent mail is retried in the background; 0 turns the timer off. */
  sweepIntervalMs?: number;
}

/**
 * How long a row being sent is left to its sender before a sweep may take it: longer than the
 * longest SMTP conversation the timeouts below allow, so no mail is sent twice by two senders;
 * a sender that died mid-way leaves its row to be retried after it.
 */
const SENDING_LEASE_MS = 10 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
const BATCH = 20;

/**
 * Whether the SMTP server refused the mail for good (a 5xx reply: unknown mailbox, rejected
 * content). Anything else (no connection, a timeout, a 4xx "try later") may work later.
 */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Mail always lands in the outbox table first, so nothing is lost when SMTP is down; with SMTP
 * configured it is then sent and marked. A delivery that fails is retried by a sweep (on
 * whichever instance gets to it first) after a wait that doubles each time, for as long as it
 * takes; a permanent refusal (5xx) is marked failed and never retried. See
 * docs/decisions/mail.md.
 */
export function createMailer(
  config: Config,
  database: Database,
  options: MailerOptions = {},
): Mailer {
  const {
    firstDelayMs = config.mailRetry.firstDelayMs,
    maxDelayMs = 60 * 60_000,
    sweepIntervalMs = config.mailRetry.sweepIntervalMs,
  } = options;
  const { db } = database;
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;

  /** Sends one row whose attempt number this is, and records how it went. */
  async function deliver(row: OutboxRow, attempt: number): Promise<boolean> {
    if (!transport) return false;
    try {
      const { to, subject, text, html, attachments } = row;
      await transport.sendMail({
        from: config.mailFrom,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        ...(attachments?.length
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.contentBase64, 'base64'),
              })),
            }
          : {}),
      });
      await mailOutboxRepository.markSent(db, row.id, attempt);
      return true;
    } catch (error) {
      const retryInMs = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempt - 1));
      await mailOutboxRepository.markFailedAttempt(db, row.id, {
        attempt,
        error: String(error),
        retryInMs: isPermanentRefusal(error) ? null : retryInMs,
      });
      return false;
    }
  }

  async function deliverUnsent(): Promise<number> {
    if (!transport) return 0;
    const rows = await mailOutboxRepository.claimDue(db, BATCH, SENDING_LEASE_MS);
    let sent = 0;
    for (const row of rows) if (await deliver(row, row.attempts)) sent += 1;
    return sent;
  }

  let sweeping: Promise<unknown> | null = null;
  const timer =
    transport && sweepIntervalMs > 0
      ? setInterval(() => {
          sweeping ??= deliverUnsent()
            .catch(() => undefined)
            .finally(() => (sweeping = null));
        }, sweepIntervalMs).unref()
      : undefined;

  return {
    async send(mail) {
      const row = await mailOutboxRepository.insert(db, mail, transport ? SENDING_LEASE_MS : 0);
      await deliver(row, 1);
    },
    deliverUnsent,
    async close() {
      clearInterval(timer);
      await sweeping;
      transport?.close();
    },
  };
}
