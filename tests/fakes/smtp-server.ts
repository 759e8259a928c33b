import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope sender (MAIL FROM). */
  from: string;
  /** The envelope recipients (RCPT TO). */
  to: string[];
  /** The whole message as sent: headers and MIME body. */
  raw: string;
}

export interface FakeSmtpOptions {
  /** Require AUTH with these credentials; without it any client may send. */
  auth?: { user: string; pass: string };
}

/**
 * A real SMTP server on loopback that keeps every message, for tests of code that sends mail.
 * Plain text only (STARTTLS is off), and AUTH is allowed on it, as a local relay would.
 */
export class FakeSmtp {
  readonly messages: ReceivedMail[] = [];
  private server?: SMTPServer;

  constructor(private readonly options: FakeSmtpOptions = {}) {}

  async start(): Promise<{ port: number }> {
    const { auth } = this.options;
    this.server = new SMTPServer({
      authOptional: !auth,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      onAuth: (credentials, _session, callback) => {
        const valid = auth && credentials.username === auth.user && credentials.password === auth.pass;
        callback(valid ? null : new Error('Invalid username or password'), valid ? { user: auth.user } : undefined);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const { mailFrom, rcptTo } = session.envelope;
          this.messages.push({
            from: mailFrom ? mailFrom.address : '',
            to: rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    const server = this.server;
    const port = await new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      const listening = server.listen(0, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
    });
    return { port };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
