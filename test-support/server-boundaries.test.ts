import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { boundaryMessages, repositoryRoot as root } from './boundary-messages';

// The server's areas and the import graph as `npm run lint` enforces them, checked on code that is
// never part of the product: an area imports another only through its index.ts, and no import,
// type-only ones included, closes a cycle.

const THROUGH_THE_INDEX = /Import another area through its index\.ts/;

describe('a server area', () => {
  test('does not import a file inside another area', async () => {
    const messages = await boundaryMessages(
      'server/bookings/boundary-probe.ts',
      "import { readSettings } from '../site/settings';\nexport const probe = readSettings;\n",
    );
    expect(messages).toEqual([expect.stringMatching(THROUGH_THE_INDEX)]);
  });

  test('does not reach into another area from a deeper folder, nor lazily', async () => {
    const messages = await boundaryMessages(
      'server/bookings/probe/deeper/boundary-probe.ts',
      "export const load = () => import('../../../menu/menu');\n",
    );
    expect(messages).toEqual([expect.stringMatching(THROUGH_THE_INDEX)]);
  });

  test("whose tests take another area's internals only through test-support/", async () => {
    const messages = await boundaryMessages(
      'server/gift-cards/boundary-probe.test.ts',
      [
        "import { writeSetting } from '../site/settings';",
        "import { changeSettings } from '../../test-support/api/settings';",
        'export const probe = [writeSetting, changeSettings];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([expect.stringMatching(THROUGH_THE_INDEX)]);
  });

  test("imports another area's index, shared infrastructure, shared/ and its own files", async () => {
    const messages = await boundaryMessages(
      'server/bookings/boundary-probe.ts',
      [
        "import { readSettings } from '../site';",
        "import { recordAudit } from '../audit/index';",
        "import type { AppContext } from '../context';",
        "import { AppError } from '../errors';",
        "import { reservations } from '../db/schema';",
        "import { requirePermission } from '../middleware/auth';",
        "import { emailMessage } from '../mail/html';",
        "import { parseId } from '../http/params';",
        "import { RESERVATION } from '@shared/constants';",
        "import { phoneKey } from './limits';",
        'export const probe = [readSettings, recordAudit, AppError, reservations, requirePermission, emailMessage, parseId, RESERVATION, phoneKey];',
        'export type Probe = AppContext;',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});

describe('an import cycle', () => {
  const run = promisify(execFile);
  const depcruise = path.join(root, 'node_modules/.bin/depcruise');
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** dependency-cruiser's verdict, with the project's configuration, on files written to a folder of their own. */
  async function cruise(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
    dir = await mkdtemp(path.join(tmpdir(), 'import-cycle-'));
    for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
    try {
      const { stdout } = await run(depcruise, ['--config', path.join(root, '.dependency-cruiser.cjs'), dir], {
        cwd: root,
      });
      return { failed: false, output: stdout };
    } catch (error) {
      const { stdout } = error as { stdout: string };
      return { failed: true, output: stdout };
    }
  }

  test('is refused when one side imports only a type', async () => {
    const verdict = await cruise({
      'settings.ts': "import type { Exception } from './schedule';\nexport interface Info { next: Exception[] }\n",
      'schedule.ts': "import { type Info } from './settings';\nexport interface Exception { info?: Info }\n",
    });
    expect(verdict.failed).toBe(true);
    expect(verdict.output).toMatch(/no-import-cycle/);
  });

  test('is refused at run time, through three files', async () => {
    const verdict = await cruise({
      'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'b.ts': "import { c } from './c';\nexport const b = () => c();\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    });
    expect(verdict.failed).toBe(true);
    expect(verdict.output).toMatch(/no-import-cycle/);
  });

  test('is not found where imports go one way', async () => {
    const verdict = await cruise({
      'types.ts': 'export interface Exception { date: string }\n',
      'settings.ts': "import type { Exception } from './types';\nexport interface Info { next: Exception[] }\n",
      'schedule.ts':
        "import type { Exception } from './types';\nimport type { Info } from './settings';\nexport type Both = [Exception, Info];\n",
    });
    expect(verdict).toEqual({ failed: false, output: expect.stringMatching(/no dependency violations/) });
  });
});
