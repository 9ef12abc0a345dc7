// `npm test`: runs the phases in order, stops after the first step in which one fails (with its
// exit code), and ends, failed or not, with each phase's seconds. The typecheck and the lint read
// the same sources on their own and run side by side: the first streams its output as it comes,
// the second's is printed once it ends, so the two never interleave.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const STEPS = [
  [
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  ],
  [{ name: 'API tests', command: 'npm', args: ['run', 'test:api'] }],
  [{ name: 'build', command: 'npm', args: ['run', 'build'] }],
  [{ name: 'browser tests', command: 'npm', args: ['run', 'test:browser'] }],
];
const PHASES = STEPS.flat();

/** The exit code of a process ended by the signal, as a shell reports it (130 for SIGINT). */
const exitCodeFor = (signal) => 128 + (constants.signals[signal] ?? 0);
const running = new Set();
// A stop reaches the running phases; no later step starts, whatever the phases' own exit codes.
let stoppedBy;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stoppedBy ??= signal;
    if (running.size > 0) for (const child of running) child.kill(signal);
    else process.exit(exitCodeFor(signal));
  });
}

const header = ({ name, command, args }) => `\n== ${name}: ${[command, ...args].join(' ')}`;

/** Runs a phase; `streamed` phases write as they go, the others hand back their output. */
function run(phase, streamed) {
  return new Promise((done) => {
    const started = process.hrtime.bigint();
    const output = [];
    const child = spawn(phase.command, phase.args, { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      running.delete(child);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      done({ name: phase.name, code, stoppedBy, seconds, output: Buffer.concat(output).toString() });
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`could not start ${phase.command}: ${error.message}\n`));
      finish(1);
    });
    child.once('exit', (code, signal) => finish(code ?? exitCodeFor(signal)));
  });
}

async function runStep(step) {
  const [first, ...others] = step;
  console.log(header(first));
  if (others.length > 0) console.log(`(${others.map(({ name }) => name).join(', ')} alongside, printed when done)`);
  const results = await Promise.all(step.map((phase, index) => run(phase, index === 0)));
  for (const [index, result] of results.entries()) {
    if (index === 0) continue;
    console.log(header(step[index]));
    process.stdout.write(result.output);
  }
  return results;
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
  console.log(
    `\n== npm test on Node ${process.version}\n${lines.join('\n')}\n${'total'.padEnd(width)}  ${elapsed()} s`,
  );
}

const startedAt = process.hrtime.bigint();
const elapsed = () => (Number(process.hrtime.bigint() - startedAt) / 1e9).toFixed(1).padStart(7);

const results = [];
let exitCode = 0;
for (const step of STEPS) {
  const stepResults = await runStep(step);
  results.push(...stepResults);
  const failed = stepResults.find(({ code }) => code !== 0);
  if (failed || stoppedBy) {
    exitCode = failed?.code || exitCodeFor(stoppedBy);
    break;
  }
}
printTable(results);
process.exit(exitCode);
