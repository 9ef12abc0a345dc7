// npm run bench:gift-cards — drives the gift card ledger of the production server with autocannon
// (50 connections) on a fresh embedded database, and on a fresh PostgreSQL database too when
// DATABASE_URL names a server. Signed in as the owner, it issues 50 cards of $500, then redeems
// $0.01 at a time round-robin over the 50 (spread), then all on one card (hot: its row lock
// serialises them), and prints req/s, p50, p99 and non-2xx of each. Then it checks the ledger of
// every card is exact: its balance is $500 less $0.01 per redemption recorded, and its ledger
// entries add up to its balance; exits 1 on any mismatch. Last, the throughput of the staff's
// look-up and of the diners' public balance check (its per-address limit raised out of the way).
// Options: --duration=<s>, --no-build.
import { execSync } from 'node:child_process';
import autocannon, { type Options, type Result } from 'autocannon';
import type { GiftCardDto, GiftCardLookupDto } from '@shared/schemas/gift-card';
import { durationArg, onEachDatabase, rateOf, signIn, startMailSink } from './lib/bench';
import type { ServerProcess } from './lib/server-process';
import { lettersOf } from '../test-support/names';

const CONNECTIONS = 50;
const DURATION_S = durationArg();
const WARMUP_S = 2;
const CARDS = 50;
const CARD_CENTS = 500_00;
const REDEEM_CENTS = 1;
// The public check allows 10 look-ups an hour per address; the benchmark is one address.
const BALANCE_CHECKS_PER_HOUR = 1_000_000_000;

interface Row {
  name: string;
  result: Result;
}

const mismatches: string[] = [];

const cents = (dollars: string) => Math.round(Number(dollars) * 100);
const usd = (amount: number) => `$${(amount / 100).toFixed(2)}`;

async function post<T>(base: string, path: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function issueCards(base: string, headers: Record<string, string>): Promise<string[]> {
  const codes: string[] = [];
  for (let n = 0; n < CARDS; n += 1) {
    const card = await post<GiftCardDto>(base, '/api/admin/gift-cards', headers, {
      amount: CARD_CENTS / 100,
      recipientName: `Bench Recipient ${lettersOf(n)}`,
      recipientEmail: `recipient${n + 1}@example.com`,
      senderName: 'Bench Sender',
      designTheme: 'traditional',
      language: 'en',
    });
    codes.push(card.code);
  }
  return codes;
}

/** POST path with {code, ...extra}, the codes taken in turn. */
function roundRobin(path: string, codes: string[], extra: Record<string, unknown> = {}): autocannon.Request {
  let sent = 0;
  return {
    method: 'POST',
    path,
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ code: codes[sent++ % codes.length], ...extra }) }),
  };
}

function run(
  base: string,
  headers: Record<string, string>,
  request: autocannon.Request,
  duration: number,
): Promise<Result> {
  const options: Options = { url: base, connections: CONNECTIONS, duration, headers, requests: [request] };
  return autocannon(options);
}

const NAME_WIDTH = 58;

function print(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'endpoint'.padEnd(NAME_WIDTH)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}`,
  );
  for (const { name, result } of rows) {
    console.log(
      `${name.padEnd(NAME_WIDTH)}${rateOf(result).toFixed(0).padStart(9)}${String(result.latency.p50).padStart(8)}` +
        `${String(result.latency.p99).padStart(8)}${String(result.non2xx + result.errors).padStart(9)}`,
    );
  }
}

const SETTLE_POLL_MS = 1_000;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Resolves once the server has finished the redemptions still in flight when autocannon stopped
 * (it stops counting, not the server working): when two reads of every card's balance, a second
 * apart, agree. A look-up reads the card and then its ledger, two statements: a redemption
 * committing in between would show as a mismatch that is not one.
 */
async function settle(base: string, headers: Record<string, string>): Promise<void> {
  const balances = async () => {
    const res = await fetch(`${base}/api/admin/gift-cards`, { headers });
    if (!res.ok) throw new Error(`GET /api/admin/gift-cards answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as GiftCardDto[]).map((card) => `${card.code} ${card.balance}`).join('\n');
  };
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let previous = await balances();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    const current = await balances();
    if (current === previous) return;
    if (Date.now() > deadline)
      throw new Error(`the balances still change ${SETTLE_TIMEOUT_MS / 1000} s after the last run`);
    previous = current;
  }
}

/**
 * Each card's balance against its ledger: $500 less $0.01 per redemption recorded, and the sum of
 * its entries (the issue included). Returns the redemptions recorded over all cards.
 */
async function checkLedger(
  label: string,
  base: string,
  headers: Record<string, string>,
  codes: string[],
): Promise<number> {
  let exact = 0;
  let redemptions = 0;
  for (const code of codes) {
    const card = await post<GiftCardLookupDto>(base, '/api/admin/gift-cards/lookup', headers, { code });
    const redeemed = card.transactions.filter((entry) => entry.kind === 'redeem').length;
    const balance = cents(card.balance);
    const expected = CARD_CENTS - REDEEM_CENTS * redeemed;
    const sum = card.transactions.reduce((total, entry) => total + cents(entry.amount), 0);
    redemptions += redeemed;
    if (balance === expected && sum === balance) {
      exact += 1;
    } else {
      mismatches.push(
        `${label} ${code}: balance ${usd(balance)}, ${redeemed} redemptions make ${usd(expected)}, its ledger adds up to ${usd(sum)}`,
      );
    }
  }
  console.log(`ledger exact: ${exact}/${codes.length} cards`);
  return redemptions;
}

async function benchServer(label: string, server: ServerProcess): Promise<void> {
  const base = server.url;
  const admin = await signIn(base);
  const codes = await issueCards(base, admin);
  const hot = codes.slice(0, 1);
  const redeem = { amount: REDEEM_CENTS / 100 };

  // Warm-up redemptions are ledger entries like the others: the check below counts them all.
  await run(base, admin, roundRobin('/api/admin/gift-cards/redeem', codes, redeem), WARMUP_S);
  const spread = await run(base, admin, roundRobin('/api/admin/gift-cards/redeem', codes, redeem), DURATION_S);
  const hotCard = await run(base, admin, roundRobin('/api/admin/gift-cards/redeem', hot, redeem), DURATION_S);
  print(
    `${label}: ${CONNECTIONS} connections, ${DURATION_S} s each, $${(REDEEM_CENTS / 100).toFixed(2)} a redemption`,
    [
      { name: `POST /api/admin/gift-cards/redeem (spread, ${CARDS} cards)`, result: spread },
      { name: 'POST /api/admin/gift-cards/redeem (hot, 1 card)', result: hotCard },
    ],
  );

  await settle(base, admin);
  const recorded = await checkLedger(label, base, admin, codes);
  const answered = [spread, hotCard].reduce((total, result) => total + result['2xx'], 0);
  // Answers still in flight when a run ends are recorded but not counted by autocannon.
  console.log(
    `redemptions recorded: ${recorded} (warm-up included); answered 2xx in the two measured runs: ${answered}`,
  );

  const perCard = Math.round(recorded / CARDS);
  const anonymous = { 'content-type': 'application/json', origin: base };
  await run(base, admin, roundRobin('/api/admin/gift-cards/lookup', codes), WARMUP_S);
  const lookup = await run(base, admin, roundRobin('/api/admin/gift-cards/lookup', codes), DURATION_S);
  await run(base, anonymous, roundRobin('/api/gift-cards/balance', codes), WARMUP_S);
  const balance = await run(base, anonymous, roundRobin('/api/gift-cards/balance', codes), DURATION_S);
  print(`${label}: reads, spread over the ${CARDS} cards (~${perCard} ledger entries each on average)`, [
    { name: 'POST /api/admin/gift-cards/lookup (card and its ledger)', result: lookup },
    { name: 'POST /api/gift-cards/balance (public)', result: balance },
  ]);
}

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const mailSink = await startMailSink();
const serverEnv = {
  SMTP_URL: mailSink.url,
  RATE_LIMITS: JSON.stringify({ giftCardBalanceChecksPerHour: BALANCE_CHECKS_PER_HOUR }),
};
console.log(
  `Mail: each card's email goes to a local SMTP sink. The public balance check's limit is raised from 10 to ${BALANCE_CHECKS_PER_HOUR} an hour per address ` +
    '(RATE_LIMITS), so the limiter still runs but never refuses.',
);

await onEachDatabase('bench-gift-cards', serverEnv, benchServer);

await mailSink.close();
console.log(mismatches.length ? `\nLedger mismatches:\n  ${mismatches.join('\n  ')}` : '\nEvery ledger exact.');
process.exit(mismatches.length ? 1 : 0);
