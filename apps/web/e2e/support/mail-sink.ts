import { renameSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** One message as the tests read it (E2E_MAIL_FILE). */
export interface SunkMail {
  /** Envelope recipients, lower-case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached files, their content in base64. */
  attachments: { filename: string; contentType: string; base64: string }[];
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
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              base64: attachment.content.toString('base64'),
            })),
            receivedAt: new Date().toISOString(),
          });
          save();
          callback();
        })
        .catch((error: Error) => callback(error));
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
