import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreatedReservationDto, ReservationDto } from '@shared/schemas/reservation';
import { restaurantDate } from '../support/dates';
import { expect, expectJson, onEachDatabase, signInAsOwner, test, type ExitResult } from '../support/server-process';
import { lettersOf } from '../../test-support/names';

const BOOKINGS = 300;
const IN_FLIGHT = 20;
const KILL_AFTER_ANSWERS = BOOKINGS / 3;
// Booking n: one of 50 days from 2 days ahead (no same-day lead time), one of the 20 slots every
// day of the default hours offers (11:00 to the Sunday last seating, 20:30), 1 to 4 guests: at
// most 6 bookings and 24 guests a day, far below the 80-guest capacity, and at most 3 bookings
// (12 guests) in one slot, below its pacing of 24.
const DAYS = 50;
const SLOTS = Array.from(
  { length: 20 },
  (_, i) => `${String(11 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

function booking(n: number) {
  return {
    firstName: 'Burst',
    lastName: `Diner-${lettersOf(n)}`,
    email: `burst-${n}@diner.example`,
    phone: `(612) 555-${String(n).padStart(4, '0')}`,
    date: restaurantDate(2 + (n % DAYS)),
    time: SLOTS[n % SLOTS.length]!,
    guests: 1 + (n % 4),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

onEachDatabase((driver) => {
  test('SIGKILL in the middle of a burst of bookings: a restart has every booking that was answered 201, once', async ({
    launch,
    clientFor,
    store,
  }) => {
    // Diners reach the server through a proxy on this machine, each from an address of their own.
    const first = await launch({ TRUST_PROXY: 'true' });
    const diners = await clientFor(first);

    const created = new Map<number, ReservationDto>();
    const otherAnswers: string[] = [];
    let unanswered = 0;
    let sent = 0;
    let killed: Promise<ExitResult> | undefined;

    async function dinerQueue() {
      while (sent < BOOKINGS && !killed) {
        const n = sent++;
        const forwardedFor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        try {
          const res = await diners.post('/api/reservations', {
            data: booking(n),
            headers: { 'X-Forwarded-For': forwardedFor },
            timeout: 30_000,
            // A booking cut off by the kill stays unanswered: never sent again, to this server or the next.
            maxRetries: 0,
          });
          if (res.status() === 201) {
            // The staff list never shows the diner's manage link; the rest must match it exactly.
            const { managePath: _link, ...reservation } = (await res.json()) as CreatedReservationDto;
            created.set(n, reservation);
          } else otherAnswers.push(`${n}: ${res.status()} ${await res.text()}`);
        } catch (error) {
          // After the kill: the connection died with the process before an answer arrived.
          if (killed) unanswered += 1;
          else otherAnswers.push(`${n}: ${String(error)}`);
        }
        if (!killed && created.size + otherAnswers.length >= KILL_AFTER_ANSWERS) killed = first.stop('SIGKILL');
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, dinerQueue));

    expect(killed, 'the server was killed during the burst').toBeDefined();
    expect(await killed).toEqual({ code: null, signal: 'SIGKILL' });
    expect(otherAnswers, 'every booking answered before the kill was accepted').toEqual([]);
    expect(created.size).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(sent, 'the burst was cut short').toBeLessThan(BOOKINGS);
    expect(created.size + unanswered).toBe(sent);

    if (driver === 'embedded') {
      // The dead server's lock is still there, naming a process that no longer runs.
      const lock = join(store.dataDir!, 'server.lock');
      expect(readFileSync(lock, 'utf8')).toBe(String(first.pid));
      expect(isRunning(first.pid)).toBe(false);
    }

    const second = await launch({ TRUST_PROXY: 'true' });
    if (driver === 'embedded') {
      expect(readFileSync(join(store.dataDir!, 'server.lock'), 'utf8')).toBe(String(second.pid));
      expect(second.output()).not.toContain('in use by another server');
    }

    test.info().annotations.push({
      type: 'burst',
      description: `${sent} sent, ${created.size} answered 201 before the kill, ${unanswered} cut off`,
    });
    const staff = await clientFor(second);
    await signInAsOwner(staff);
    const stored = await expectJson<ReservationDto[]>(await staff.get('/api/admin/reservations'), 200);

    // Every 201 is there under its id, exactly as it was answered.
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const reservation of created.values()) expect(byId.get(reservation.id)).toEqual(reservation);
    // Nothing is stored twice. A booking still unanswered at the kill may or may not have been
    // committed; either way it is there once at most.
    const rowsPerBooking = new Map<string, number>();
    for (const row of stored) rowsPerBooking.set(row.lastName, (rowsPerBooking.get(row.lastName) ?? 0) + 1);
    for (let n = 0; n < sent; n += 1) {
      const rows = rowsPerBooking.get(booking(n).lastName) ?? 0;
      if (created.has(n)) expect(rows, `rows of booking ${n}`).toBe(1);
      else expect(rows, `rows of booking ${n}`).toBeLessThanOrEqual(1);
    }
    test.info().annotations.push({ type: 'stored', description: `${stored.length} bookings after the restart` });
    const sentNames = new Set(Array.from({ length: sent }, (_, n) => booking(n).lastName));
    expect(stored.every((row) => sentNames.has(row.lastName))).toBe(true);

    // The restarted server takes bookings again.
    const again = await clientFor(second, { 'X-Forwarded-For': '10.255.0.1' });
    await expectJson<ReservationDto>(await again.post('/api/reservations', { data: booking(BOOKINGS) }), 201);

    await second.stop();
    if (driver === 'embedded') expect(existsSync(join(store.dataDir!, 'server.lock'))).toBe(false);
  });
});
