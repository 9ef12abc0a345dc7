import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The product and architecture documents the project was first built from are not in the
// repository, so a comment, test title or doc citing their numbered sections, or pointing at the
// folder next to the repository that held them, sends the reader nowhere. Public standards
// (OWASP ASVS, RFCs) stay citable. The samples below spell the space and the slash as \x20 and
// \x2F so that a grep for these references does not list this file.

const root = fileURLToPath(new URL('..', import.meta.url));

const CITATIONS = [/\b(?:spec|architecture)\s+sections?\s+\d/i, /\bspec\s*§/i];
/** A relative path up to a folder named shared: fine when it resolves to the repository's own shared/ folder. */
const SHARED_FOLDER = /((?:\.\.\/)+)shared\b/gi;
const NOT_SCANNED = new Set(['package-lock.json']);

interface Reference {
  line: number;
  text: string;
}

/** The lines of `file` (a path relative to the repository) that cite a document the repository does not hold. */
function outsideReferences(file: string, content: string): Reference[] {
  const ownShared = path.join(root, 'shared');
  const pointsOutside = (line: string) =>
    [...line.matchAll(SHARED_FOLDER)].some(
      ([, climb]) => path.resolve(root, path.dirname(file), climb ?? '', 'shared') !== ownShared,
    );
  return content
    .split('\n')
    .map((text, index) => ({ line: index + 1, text }))
    .filter(({ text }) => CITATIONS.some((citation) => citation.test(text)) || pointsOutside(text));
}

/** Every file git tracks, and the new ones it would (not ignored), that still exist in the working tree. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0'))]
    .filter((file) => file !== '' && !NOT_SCANNED.has(path.basename(file)))
    .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());
}

/** Git's own test: a NUL byte in the first 8000 bytes. */
function isBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, 8000).includes(0);
}

describe('outsideReferences', () => {
  test.each([
    'See spec\x20section\x202.',
    '// Spec\x20sections\x202 and 4: the slideshow.',
    '/** bcrypt cost 12 (Architecture\x20section\x207). */',
    "test('every message of SPEC\x20SECTION\x205')",
    'as spec\x20§3 says',
    'see the spec\x20§9',
  ])('finds %j', (line) => {
    expect(outsideReferences('client/src/lib/example.ts', line)).toEqual([{ line: 1, text: line }]);
  });

  test.each([
    'OWASP ASVS section 2.4: bcrypt cost 12.',
    'Set-Cookie as RFC 6265 section 4.1 has it.',
    'The menu section 2 of the home page.',
    "import { RESERVATION } from '..\x2F..\x2Fshared/constants';",
  ])('leaves %j alone', (line) => {
    expect(outsideReferences('server/bookings/example.ts', line)).toEqual([]);
  });

  test('finds a path to the shared folder beside the repository, not the one inside it', () => {
    const mention = 'The rules are in ..\x2Fshared/product.md.';
    expect(outsideReferences('README.md', mention)).toEqual([{ line: 1, text: mention }]);
    expect(
      outsideReferences(
        'docs/decisions/009-example.md',
        `first line\n${mention.replace('..\x2F', '..\x2F..\x2F..\x2F')}`,
      ),
    ).toEqual([{ line: 2, text: 'The rules are in ..\x2F..\x2F..\x2Fshared/product.md.' }]);
    expect(outsideReferences('e2e/home.spec.ts', "import { RATING } from '..\x2Fshared/constants';")).toEqual([]);
  });
});

test('no file in the repository cites a document the repository does not hold', () => {
  const files = repositoryFiles();
  expect(files.length).toBeGreaterThan(100);

  const hits = files.flatMap((file) => {
    const bytes = readFileSync(path.join(root, file));
    if (isBinary(bytes)) return [];
    return outsideReferences(file, bytes.toString('utf8')).map(({ line, text }) => `${file}:${line}: ${text.trim()}`);
  });
  expect(hits.length, `Say the rule itself, or point at docs/, instead of:\n${hits.join('\n')}\n`).toBe(0);
});
