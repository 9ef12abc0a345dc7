import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP receiver on a free port; `rejectTo` makes it refuse one recipient, `delayMs` makes
 * it take that long to accept each message (a slow mail server: deliveries are in flight longer),
 * `deferOnceTo` makes it answer "try again later" the first time it is sent that recipient.
 */
export async function startSmtpReceiver(rejectTo?: string, delayMs = 0, deferOnceTo?: string) {
  const received: Received[] = [];
  let deferred = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === rejectTo) return callback(new Error('550 mailbox unavailable'));
      if (address.address === deferOnceTo && !deferred) {
        deferred = true;
        return callback(Object.assign(new Error('mailbox busy, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(callback, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
