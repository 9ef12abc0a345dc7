import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// A test that makes the code log an error fails, unless it says it expects one.
let spy: MockInstance<typeof console.error>;
let allowed = false;

export function expectConsoleError(): MockInstance<typeof console.error> {
  allowed = true;
  return spy;
}

let infoSpy: MockInstance<typeof console.info>;

beforeEach(() => {
  allowed = false;
  spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The mailer prints every message it keeps in the outbox; in tests the outbox is asserted instead.
  infoSpy = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  infoSpy.mockRestore();
  if (!allowed && calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((call) => call.map(String).join(' ')).join('\n')}`);
  }
});
