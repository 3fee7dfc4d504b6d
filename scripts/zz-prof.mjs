import { chromium } from '@playwright/test';
import { findChromium, STAY_ON_MACHINE } from './find-chromium.mjs';
import { serveStatic } from './bare-stack/measure-kit.mjs';
const app = await serveStatic('dist-size/lighthouse-app', 0);
const browser = await chromium.launch({ executablePath: findChromium(), args: [...STAY_ON_MACHINE] });
for (const address of process.argv.slice(2)) {
  const agg = new Map();
  for (let i = 0; i < 3; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(app.origin + address);
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, k) => {
    const n = byId.get(id); const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    agg.set(key, (agg.get(key) ?? 0) + (dt[k] ?? 0) / 1000);
  });
  await context.close();
  }
  const top = [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log('\n==', address, 'total', Math.round([...agg.values()].reduce((a, b) => a + b, 0) / 3));
  for (const [k, v] of top) console.log((v / 3).toFixed(1).padStart(7), k);
}
await browser.close(); await app.close();
