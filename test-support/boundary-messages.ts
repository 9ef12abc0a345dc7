import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect } from 'vitest';

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
// A probe is never on disk, so no tsconfig holds it: it is linted without type information, which
// only the promise rules need.
const eslint = new ESLint({ cwd: repositoryRoot, overrideConfig: tseslint.configs.disableTypeChecked });
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The import-boundary messages ESLint gives `code` as if it were the file at `file` (relative to the repository). */
export async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const filePath = path.join(repositoryRoot, file);
  expect(await eslint.isPathIgnored(filePath), `${file} is ignored by ESLint`).toBe(false);
  const [result] = await eslint.lintText(code, { filePath });
  expect(result?.messages.filter((message) => message.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => BOUNDARY_RULES.has(message.ruleId ?? ''))
    .map((message) => message.message);
}
