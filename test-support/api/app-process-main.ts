// The test app of createTestContext, in a process of its own and listening on a free port: a
// request that blocks this process's event loop cannot block the test that sent it, which can
// then see the hang (see app-process.ts). Its first line on stdout is a JSON `AppProcessInfo`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdmin } from './admins';
import './cheap-hashing';
import { createTestContext } from './test-app';

const fixedNow = process.env.APP_PROCESS_NOW;
const ctx = await createTestContext(
  { RESTAURANT_TIMEZONE: 'America/Chicago' },
  { now: fixedNow ? () => new Date(fixedNow) : undefined, isolatedDatabase: true },
);
const [manager, staff] = [await createAdmin(ctx, { role: 'manager' }), await createAdmin(ctx, { role: 'staff' })];
const server = createServer(ctx.app).listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, manager, staff })}\n`);
});

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void ctx.close().finally(() => process.exit(0));
});
