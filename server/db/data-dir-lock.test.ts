import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const dir = mkdtempSync(join(tmpdir(), 'selam-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  test('a second server on the same embedded database is refused until the first lets go', () => {
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'server.lock'), String(sleeper.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by another server \(pid \d+\)/);
    } finally {
      sleeper.kill();
    }
  });

  test('a lock left by a process that is gone is taken over, and released on close', () => {
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
