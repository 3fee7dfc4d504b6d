// Runs npm scripts one after the other, stopping at the first that fails, and prints the time
// each took, then a summary: `npm test` is its phases, each timed. Steps joined by `+` run at the
// same time (the machine has two cores: the type check and the lint each use one), their output
// printed whole once each ends.
//   node scripts/run-steps.mjs typecheck+lint test:unit
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
    const child = spawn(npm, ['run', '--silent', step], {
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

for (const steps of phases) {
  const statuses = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const status = statuses.find((code) => code !== 0);
  if (status !== undefined) {
    failed = status;
    break;
  }
}

console.log('\nTime of each phase:');
for (const [step, time, ok] of times) {
  console.log(`  ${step.padEnd(12)} ${time.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
}
console.log(`  ${'total'.padEnd(12)} ${seconds(total).toFixed(1).padStart(7)} s`);
process.exit(failed ?? 0);
