// `npm run lint`: ESLint, the import graph's check (dependency-cruiser) and the formatter's check
// (Biome) read the sources on their own, so the two short checks run alongside ESLint rather than
// after it (the typecheck, beside the lint, ends first and leaves a core to them). Each check's
// output is printed, in this order, once it ends; the exit code is the first failure's.
import { spawn } from 'node:child_process';

const CHECKS = [
  { name: 'ESLint', command: 'eslint', args: ['--max-warnings=0', '.'] },
  { name: 'import graph', command: 'npm', args: ['run', '--silent', 'lint:imports'] },
  { name: 'format', command: 'npm', args: ['run', '--silent', 'format:check'] },
];

function run({ command, args }) {
  return new Promise((done) => {
    const output = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => {
      output.push(Buffer.from(`could not start ${command}: ${error.message}\n`));
      done({ code: 1, output });
    });
    child.once('exit', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const results = await Promise.all(CHECKS.map(run));
let exitCode = 0;
for (const [index, { code, output }] of results.entries()) {
  const { name, command, args } = CHECKS[index];
  console.log(`-- ${name}: ${[command, ...args].join(' ')}${code === 0 ? '' : ` (failed, exit ${code})`}`);
  process.stdout.write(Buffer.concat(output));
  if (code !== 0 && exitCode === 0) exitCode = code;
}
process.exit(exitCode);
