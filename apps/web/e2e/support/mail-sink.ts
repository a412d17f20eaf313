import { renameSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { decodeHeader, readParts } from './mime.ts';

/** One message as the tests read it (E2E_MAIL_FILE). */
export interface SunkMail {
  /** Envelope recipients, lower-case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailSink {
  port: number;
  close(): Promise<void>;
}

/**
 * An SMTP server on loopback that accepts every message (no TLS, no auth) and appends it to a
 * JSON file, so that test workers — other processes — can read what the app mailed.
 */
export async function startMailSink(file: string): Promise<MailSink> {
  const received: SunkMail[] = [];
  const save = () => {
    writeFileSync(`${file}.tmp`, JSON.stringify(received, null, 2));
    renameSync(`${file}.tmp`, file);
  };
  save();

  const server = new SMTPServer({
    // Without STARTTLS nodemailer sends in clear text, as it should to a loopback sink.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const { headers, parts } = readParts(Buffer.concat(chunks).toString('utf8'));
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: decodeHeader(headers.get('subject') ?? ''),
          text: parts.get('text/plain') ?? '',
          html: parts.get('text/html') ?? '',
          receivedAt: new Date().toISOString(),
        });
        save();
        callback();
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('The mail sink got no port'));
    });
  });
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
