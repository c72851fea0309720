import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the peer received it: the envelope and the raw message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

export interface SmtpPeer {
  port: number;
  mails: ReceivedMail[];
  /** Resolves once `count` mails have arrived; rejects after `timeoutMs`. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 for tests, plain text (the tests run the sender with SMTP_TLS=none).
 * With `auth`, it accepts only those credentials; port 0 picks a free port.
 */
export async function startSmtpPeer({
  port = 0,
  auth,
}: { port?: number; auth?: { user: string; pass: string } } = {}): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    logger: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !auth,
    closeTimeout: 100,
    onAuth(credentials, _session, callback) {
      if (credentials.username === auth?.user && credentials.password === auth?.pass) {
        callback(null, { user: credentials.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    waitForMails(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mails);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} mails within ${timeoutMs} ms, got ${mails.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 that nothing listens on (right now): an SMTP server that is down. */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A header of a raw mail, unfolded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

/**
 * The text of a raw mail as its reader sees it: its quoted-printable soft line breaks joined and its `=XX` bytes
 * decoded (the sender breaks lines where their length says, so a sentence may be cut anywhere in the raw mail).
 */
export function mailText(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n')
    .replace(/=\r?\n/g, '');
  const bytes = body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}
