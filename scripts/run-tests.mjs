// `npm test`: runs the phases in order, each with its output as it comes, stops at the first
// that fails (with its exit code), and ends, failed or not, with each phase's seconds.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const PHASES = [
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'API tests', command: 'npm', args: ['run', 'test:api'] },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  { name: 'browser tests', command: 'npm', args: ['run', 'test:browser'] },
];

/** The exit code of a process ended by the signal, as a shell reports it (130 for SIGINT). */
const exitCodeFor = (signal) => 128 + (constants.signals[signal] ?? 0);
let current;
// A stop reaches the running phase; no later phase starts, whatever the phase's own exit code.
let stoppedBy;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stoppedBy ??= signal;
    if (current) current.kill(signal);
    else process.exit(exitCodeFor(signal));
  });
}

function run({ command, args }) {
  return new Promise((done) => {
    current = spawn(command, args, { stdio: 'inherit' });
    current.once('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      done(1);
    });
    current.once('exit', (code, signal) => {
      current = undefined;
      done(code ?? exitCodeFor(signal));
    });
  });
}

function printTable(results) {
  const width = Math.max(...PHASES.map(({ name }) => name.length));
  const lines = PHASES.map(({ name }) => {
    const result = results.find((entry) => entry.name === name);
    const outcome = !result
      ? 'not run'
      : result.stoppedBy
        ? `stopped by ${result.stoppedBy} (exit ${result.code})`
        : result.code === 0
          ? 'passed'
          : `FAILED (exit ${result.code})`;
    const seconds = result ? `${result.seconds.toFixed(1).padStart(7)} s` : '        -';
    return `${name.padEnd(width)}  ${seconds}  ${outcome}`;
  });
  const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(
    `\n== npm test on Node ${process.version}\n${lines.join('\n')}\n${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`,
  );
}

const results = [];
let exitCode = 0;
for (const phase of PHASES) {
  console.log(`\n== ${phase.name}: ${[phase.command, ...phase.args].join(' ')}`);
  const started = process.hrtime.bigint();
  const code = await run(phase);
  results.push({ name: phase.name, code, stoppedBy, seconds: Number(process.hrtime.bigint() - started) / 1e9 });
  if (code !== 0 || stoppedBy) {
    exitCode = code || exitCodeFor(stoppedBy);
    break;
  }
}
printTable(results);
process.exit(exitCode);
