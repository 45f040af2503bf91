import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8390';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
const page = await ctx.newPage();
for (const path of ['/courses', '/courses/modern-css-techniques']) {
  await page.goto(base + path); await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${path.replaceAll('/', '_')}.png` });
  console.log(path, await page.evaluate(() => document.documentElement.scrollWidth));
}
await page.goto(base + '/login'); await page.getByLabel(/email/i).fill('student@demo.academy').catch(()=>{});
console.log(await page.locator('input').evaluateAll(els => els.map(e => e.name)));
await browser.close();
