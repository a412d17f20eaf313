import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The first `text/plain` part, decoded (quoted-printable or base64). */
  text: string;
  /** The Subject header, decoded from RFC 2047 words. */
  subject: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves with the next mail to `to` (already received or still coming), or fails after `ms`. */
  waitFor(to: string, ms?: number): Promise<ReceivedMail>;
  /** Refuses the next `count` messages to `to` (451: a temporary failure; 550: for good). */
  refuse(to: string, count: number, responseCode?: number): void;
  /**
   * Holds the next message to `to` after its data has arrived: never answered (nor kept) until
   * the server stops; resolves once it is held, i.e. the mail is being sent.
   */
  hold(to: string): Promise<void>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
}

/** Pulls the plain-text part out of a MIME message as nodemailer writes it. */
function parse(raw: string): Pick<ReceivedMail, 'text' | 'subject'> {
  const subject = decodeHeaderWords(
    /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '',
  );
  const part =
    /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(
      raw,
    );
  if (!part) return { subject, text: '' };
  const [, encoding, body] = part as unknown as [string, string, string];
  const lower = encoding.toLowerCase();
  const text =
    lower === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : lower === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject, text };
}

/** A real SMTP server on 127.0.0.1 (a random port, or `port`) that keeps what it receives. */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const refusals = new Map<string, { count: number; responseCode: number }>();
  const holds = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipient = session.envelope.rcptTo[0]?.address ?? '';
        const held = holds.get(recipient);
        if (held) {
          holds.delete(recipient);
          return held();
        }
        const refusal = refusals.get(recipient);
        if (refusal && refusal.count > 0) {
          refusal.count -= 1;
          const { responseCode } = refusal;
          return callback(Object.assign(new Error('refused by the test'), { responseCode }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parse(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async waitFor(to, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const mail = received.find((candidate) => candidate.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    refuse(to, count, responseCode = 451) {
      refusals.set(to, { count, responseCode });
    },
    hold: (to) => new Promise<void>((resolve) => holds.set(to, resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
