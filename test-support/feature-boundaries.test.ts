import { describe, expect, test } from 'vitest';
import { boundaryMessages } from './boundary-messages';

// The client's layers as eslint.config.js enforces them, checked on code that is linted but never
// written to disk: a feature never imports another feature, and only pages/ and app/ import features.

const MOVE_IT = /move what both need to lib\/ or components\//;

describe('a feature', () => {
  test('does not import another feature through the @/ alias', async () => {
    const messages = await boundaryMessages(
      'client/src/features/menu/components/boundary-probe.tsx',
      "import { useCreateReservation } from '@/features/reservations/api';\nexport const probe = useCreateReservation;\n",
    );
    expect(messages).toEqual([expect.stringMatching(MOVE_IT)]);
  });

  test('does not reach another feature by climbing out of its folder', async () => {
    const fromComponents = await boundaryMessages(
      'client/src/features/menu/components/boundary-probe.tsx',
      "import { useCreateReservation } from '../../reservations/api';\nexport const probe = useCreateReservation;\n",
    );
    const fromItsRoot = await boundaryMessages(
      'client/src/features/menu/boundary-probe.ts',
      "export { useCreateReservation } from '../reservations/api';\n",
    );
    expect(fromComponents).toEqual([expect.stringMatching(MOVE_IT)]);
    expect(fromItsRoot).toEqual([expect.stringMatching(MOVE_IT)]);
  });

  test('does not import another feature from a folder deeper than any there is today', async () => {
    const messages = await boundaryMessages(
      'client/src/features/menu/components/probe/deeper/boundary-probe.tsx',
      "import { useCreateReservation } from '@/features/reservations/api';\nexport const probe = useCreateReservation;\n",
    );
    expect(messages).toEqual([expect.stringMatching(MOVE_IT)]);
  });

  test('does not load another feature lazily either', async () => {
    const messages = await boundaryMessages(
      'client/src/features/menu/boundary-probe.ts',
      "export const load = () => import('@/features/reservations/components/reservation-form');\n",
    );
    expect(messages).toEqual([expect.stringMatching(MOVE_IT)]);
  });

  test('imports lib/, components/, shared/ and its own files', async () => {
    const messages = await boundaryMessages(
      'client/src/features/menu/components/boundary-probe.tsx',
      [
        "import { truncate } from '@/lib/format';",
        "import { Button } from '@/components/ui/button';",
        "import { RESERVATION } from '@shared/constants';",
        "import { useMenuItems } from '../api';",
        "import { MenuItemCard } from './menu-item-card';",
        'export const probe = [truncate, Button, RESERVATION, useMenuItems, MenuItemCard];',
        "export const load = () => import('./menu-item-dialog');",
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});

describe('outside the features', () => {
  test.each([
    ['client/src/components/layout/boundary-probe.tsx', '@/features/menu/api'],
    ['client/src/components/layout/boundary-probe.tsx', '../../features/menu/api'],
    ['client/src/lib/boundary-probe.ts', '@/features/menu/api'],
    ['client/src/lib/boundary-probe.ts', '../features/menu/api'],
  ])('%s may not import %s', async (file, source) => {
    const messages = await boundaryMessages(
      file,
      `import { useMenuItems } from '${source}';\nexport const probe = useMenuItems;\n`,
    );
    expect(messages).toEqual([expect.stringMatching(/Only pages\/ and app\/ import features/)]);
  });

  test.each([
    'client/src/pages/boundary-probe.tsx',
    'client/src/pages/admin/boundary-probe.tsx',
    'client/src/app/boundary-probe.tsx',
  ])('%s composes features', async (file) => {
    const messages = await boundaryMessages(
      file,
      [
        "import { useMenuItems } from '@/features/menu/api';",
        "import { useCreateReservation } from '@/features/reservations/api';",
        'export const probe = [useMenuItems, useCreateReservation];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  test('the client still never imports server code', async () => {
    const messages = await boundaryMessages(
      'client/src/features/menu/boundary-probe.ts',
      "import { createApp } from '../../../../server/app';\nexport const probe = createApp;\n",
    );
    expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/The client never imports server code/)]));
  });
});

describe('the server', () => {
  test('ships no test support, while its tests may use it', async () => {
    const code =
      "import { createTestContext } from '../test-support/api/test-app';\nexport const probe = createTestContext;\n";
    expect(await boundaryMessages('server/boundary-probe.ts', code)).toEqual([
      expect.stringMatching(/never imports test support/),
    ]);
    expect(await boundaryMessages('server/boundary-probe.test.ts', code)).toEqual([]);
  });
});
