// Runs npm scripts one after the other, stopping at the first that fails, and prints the time
// each took, then a summary: `npm test` is its phases, each timed. Steps joined by `+` run at the
// same time, their output printed whole once each ends: the checks that read the sources and the
// builds the later phases test fill both cores together, where one after the other each left a
// core idle. A step's words after its name are its script's arguments.
//   node scripts/run-steps.mjs typecheck+lint test:unit 'test:e2e --no-build'
import { spawn } from 'node:child_process';

const phases = process.argv.slice(2).map((phase) => phase.split('+'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const seconds = (start) => (performance.now() - start) / 1000;
const total = performance.now();
let failed = null;

/** Runs one npm script; alone, its output goes straight through, else it is kept until it ends. */
function run(step, alone) {
  return new Promise((resolve) => {
    const start = performance.now();
    console.log(`\n▶ npm run ${step}`);
    const [name, ...args] = step.split(' ');
    const child = spawn(npm, ['run', '--silent', name, ...(args.length ? ['--', ...args] : [])], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      const ok = status === 0;
      times.push([step, seconds(start), ok]);
      console.log(`◀ npm run ${step}: ${seconds(start).toFixed(1)} s${ok ? '' : ' FAILED'}`);
      resolve(ok ? 0 : (status ?? 1));
    });
  });
}

/** Each phase that ran: its steps with their times, and its own time. */
const ran = [];
for (const steps of phases) {
  const start = performance.now();
  const begun = times.length;
  const statuses = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  ran.push([times.slice(begun), seconds(start)]);
  const status = statuses.find((code) => code !== 0);
  if (status !== undefined) {
    failed = status;
    break;
  }
}

const line = (label, time, ok = true) =>
  `  ${label.padEnd(28)} ${time.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`;
console.log('\nTime of each phase:');
for (const [steps, time] of ran) {
  if (steps.length === 1) {
    const [[step, , ok]] = steps;
    console.log(line(step, time, ok));
    continue;
  }
  console.log(line(`${steps.length} at once`, time));
  for (const [step, took, ok] of steps) console.log(`  ${line(step, took, ok)}`);
}
console.log(line('total', seconds(total)));
process.exit(failed ?? 0);
