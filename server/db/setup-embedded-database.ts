// The set-up process of the embedded database, started by the server (embedded-setup.ts) with an
// IPC channel: it receives one SetUpRequest, answers one SetUpAnswer and exits.
import { setUpEmbeddedDatabase, type SetUpAnswer, type SetUpRequest } from './embedded-setup';

if (!process.send) {
  console.error('This is started by the server, which sets up its embedded database with it.');
  process.exit(1);
}

// The server is gone: whatever it asked for is no longer wanted, and its lock no longer holds.
process.on('disconnect', () => process.exit(1));

process.once('message', (request: SetUpRequest) => {
  const answer = (result: SetUpAnswer, code: number) => process.send!(result, undefined, {}, () => process.exit(code));
  setUpEmbeddedDatabase(request).then(
    (seed) => answer({ ok: true, seed }, 0),
    (error: unknown) => answer({ ok: false, error: error instanceof Error ? error.message : String(error) }, 1),
  );
});
