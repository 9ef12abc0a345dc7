// What the autocannon benchmarks (bench-api.ts, bench-gift-cards.ts) share: their --duration
// option, the rate they report and the mail server their production servers send to.
import type { AddressInfo } from 'node:net';
import type { Result } from 'autocannon';
import { SMTPServer } from 'smtp-server';

/** The --duration=<s> option: seconds per measured run, 10 when not given. */
export function durationArg(): number {
  return Number(process.argv.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 10);
}

/** Requests answered per second over the whole run (autocannon's average counts whole-second samples). */
export function rateOf(result: Result): number {
  return result.requests.total / result.duration;
}

/**
 * A mail server on a free local port that takes every message and keeps none: the server under
 * test then queues and delivers its emails as in production. Give it `SMTP_URL: sink.url`.
 */
export async function startMailSink(): Promise<{ url: string; close(): Promise<void> }> {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => sink.close(() => resolve())) };
}
