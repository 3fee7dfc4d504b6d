// Runs npm scripts one after the other, stopping at the first that fails, and prints the time
// each took, then a summary: `npm test` is its phases, each timed.
//   node scripts/run-steps.mjs typecheck lint test:unit
import { spawnSync } from 'node:child_process';

const steps = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const seconds = (start) => (performance.now() - start) / 1000;
const total = performance.now();
let failed = null;

for (const step of steps) {
  const start = performance.now();
  console.log(`\n▶ npm run ${step}`);
  const run = spawnSync(npm, ['run', '--silent', step], { stdio: 'inherit' });
  times.push([step, seconds(start), run.status === 0]);
  console.log(
    `◀ npm run ${step}: ${seconds(start).toFixed(1)} s${run.status === 0 ? '' : ' FAILED'}`,
  );
  if (run.status !== 0) {
    failed = run.status ?? 1;
    break;
  }
}

console.log('\nTime of each phase:');
for (const [step, time, ok] of times) {
  console.log(`  ${step.padEnd(12)} ${time.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
}
console.log(`  ${'total'.padEnd(12)} ${seconds(total).toFixed(1).padStart(7)} s`);
process.exit(failed ?? 0);
