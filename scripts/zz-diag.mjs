import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { STAY_ON_MACHINE, findChromium } from '/work/main/scripts/find-chromium.mjs';
import { serveStatic } from '/work/main/scripts/bare-stack/measure-kit.mjs';
const app = await serveStatic(process.argv[2] ?? 'dist-size/lighthouse-app', 0);
const bare = await serveStatic('dist-size/lighthouse-bare', 0);
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new','--no-sandbox','--disable-dev-shm-usage',...STAY_ON_MACHINE] });
const urls = { bare: bare.origin + '/', code: app.origin + '/#/calendrier/code/X', card: app.origin + '/#/verification/X' };
for (let i = 0; i < 2; i++) for (const [name, url] of Object.entries(urls)) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lt = lhr.audits['long-tasks'].details?.items ?? [];
  console.log(name, 'TBT', lhr.audits['total-blocking-time'].numericValue, 'LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue));
  for (const t of lt) console.log('   ', t.url, Math.round(t.startTime), Math.round(t.duration));
  const boot = lhr.audits['bootup-time'].details?.items ?? [];
  for (const b of boot) console.log('   boot', b.url, Math.round(b.total), 'script', Math.round(b.scripting), 'parse', Math.round(b.scriptParseCompile));
}
await chrome.kill(); await app.close(); await bare.close();
