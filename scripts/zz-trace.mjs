import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { STAY_ON_MACHINE, findChromium } from './find-chromium.mjs';
import { serveStatic } from './bare-stack/measure-kit.mjs';
const app = await serveStatic(process.env.DIR ?? 'dist-size/lighthouse-app', 0);
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new','--no-sandbox','--disable-dev-shm-usage',...STAY_ON_MACHINE] });
for (let i = 0; i < 2; i++) {
  const r = await lighthouse(app.origin + process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const ev = r.artifacts.Trace?.traceEvents ?? r.artifacts.traces?.defaultPass?.traceEvents;
  const main = ev.filter((e) => e.name === 'RunTask' && e.dur > 8000);
  const nav = ev.find((e) => e.name === 'navigationStart' )?.ts ?? 0;
  console.log('TBT', r.lhr.audits['total-blocking-time'].numericValue, 'FCP', Math.round(r.lhr.audits['first-contentful-paint'].numericValue));
  for (const t of main) {
    const kids = ev.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 1500 && e !== t && e.ph === 'X');
    const names = kids.slice(0, 12).map((k) => `${k.name}${k.args?.data?.functionName ? ':' + k.args.data.functionName : ''}${k.args?.data?.url ? '@' + k.args.data.url.split('/').pop() : ''}(${(k.dur / 1000).toFixed(1)})`);
    console.log(`  ${((t.ts - nav) / 1000).toFixed(0)}ms dur ${(t.dur / 1000).toFixed(1)}  ${names.join(' ')}`);
  }
}
await chrome.kill(); await app.close();
