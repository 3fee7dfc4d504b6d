import { chromium } from '@playwright/test';
import { findChromium, STAY_ON_MACHINE } from './find-chromium.mjs';
import { serveStatic } from './bare-stack/measure-kit.mjs';
const app = await serveStatic(process.env.DIR ?? 'dist-size/lighthouse-app', 0);
const bare = await serveStatic('dist-size/lighthouse-bare', 0);
const browser = await chromium.launch({ executablePath: findChromium(), args: [...STAY_ON_MACHINE] });
for (const address of process.argv.slice(2)) {
  for (let i = 0; i < 3; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); 
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(['paint ' + e.name, Math.round(e.startTime)]); }).observe({ type: 'paint', buffered: true });});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto((address === 'bare' ? bare.origin + '/' : app.origin + address));
  await page.waitForTimeout(2000);
  console.log(address, JSON.stringify(await page.evaluate(() => window.__lt)));
  await context.close();
  }
}
await browser.close(); await app.close(); await bare.close();
