// The browser tests' servers send their mail here: an SMTP receiver that drops each message into
// a folder, where the journeys read it as a person reads their inbox (e2e/support/mailbox.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The per-address limits the browser tests' servers turn off: every journey books, checks balances and reads mail from one address; the API tests check those limits. */
export const E2E_RATE_LIMITS = {
  onlineGuestsPerAddressPerDate: 0,
  onlineBookingsPerContactPerDate: 0,
  publicFormMailPerRecipientPerHour: 0,
  giftCardBalanceChecksPerHour: 0,
  giftCardCheckoutsPerAddressPerHour: 0,
  giftCardCheckoutsPerEmailPerDay: 0,
  openPayAtPickupOrdersPerPhone: 0,
  noShowsBeforePayAtPickupRefused: 0,
  noShowsBeforeCardRequired: 0,
  hallHoldsPerContact: 0,
};

export async function startMailReceiver(dir) {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(join(dir, `${Date.now()}-${String(received).padStart(6, '0')}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}
