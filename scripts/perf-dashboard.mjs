// Page performance (docs/architecture.md#how-budgets-are-measured), a measurement script, not a test: the
// dashboard's LCP, total blocking time and CLS with the CPU throttled 4× (CDP), and the time from a click in
// the sidebar to another remote's page being painted, at 1× and 4×. Median of 5 runs; loopback, no network
// throttling. Then the phone profile (scripts/lib/mobile-profile.mjs): cold loads of the sign-in page, the
// dashboard, My Courses, the catalogue and a course page on slow 4G, a warm dashboard and one click.
//   node scripts/perf-dashboard.mjs [--runs 5] [--only desktop|phone] [--pages dashboard,my-courses,warm]
import { parseArgs } from 'node:util';
import { measurePhone } from './lib/mobile-profile.mjs';
import { signInAsStudent, startPortal } from './lib/portal-harness.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, only: { type: 'string' }, pages: { type: 'string' } },
});
const runs = Number(values.runs);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const portal = await startPortal();
const { base, browser } = portal;
try {
  if (values.only !== 'phone') await measureDesktop();
  if (values.only !== 'desktop')
    await measurePhone({
      browser,
      base,
      runs,
      median,
      log: (line) => console.info(line),
      pages: values.pages?.split(','),
    });
} finally {
  await portal.close();
}

async function measureDesktop() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signInAsStudent(await context.newPage(), base);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);

  // Observers installed before any script of the page runs, so nothing is missed.
  await page.addInitScript(() => {
    const metrics = { lcp: 0, cls: 0, tbt: 0, fcp: 0 };
    window.__metrics = metrics;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) metrics.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      // TBT: the part of each long task beyond 50 ms, after first contentful paint.
      for (const entry of list.getEntries())
        if (entry.startTime >= metrics.fcp) metrics.tbt += Math.max(0, entry.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });

  async function loadDashboard(rate) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${base}/user`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Recent Courses' }).waitFor();
    await page.waitForTimeout(1500); // let late layout shifts and long tasks be recorded
    return page.evaluate(() => ({ ...window.__metrics }));
  }

  async function switchTo(rate, label, selector) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(`${base}/user`);
    await page.getByRole('heading', { name: 'Recent Courses' }).waitFor();
    // The heading is the server's copy's first: the click needs the live page's sidebar.
    await page.waitForFunction(() => !document.getElementById('prerendered'));
    await page.waitForTimeout(300);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Time from the click to the first frame where the other remote's heading is on screen.
    return page.evaluate(
      ({ label, selector }) =>
        new Promise((resolve) => {
          const link = [...document.querySelectorAll('nav[aria-label="Portal"] a')].find(
            (a) => a.textContent?.trim() === label,
          );
          const started = performance.now();
          link.click();
          const check = () =>
            document.querySelector(selector)
              ? resolve(performance.now() - started)
              : requestAnimationFrame(check);
          requestAnimationFrame(check);
        }),
      { label, selector },
    );
  }

  const loads = [];
  for (let i = 0; i < runs; i += 1) loads.push(await loadDashboard(4));
  const switches = { 1: [], 4: [] };
  for (const rate of [1, 4]) {
    for (let i = 0; i < runs; i += 1)
      switches[rate].push(await switchTo(rate, 'Account Settings', '[data-remote="account"] h1'));
  }
  const row = (name, value, unit, target) =>
    console.info(
      `${name.padEnd(46)} ${value.toFixed(unit === '' ? 3 : 0).padStart(7)}${unit}  (target ${target})`,
    );
  console.info(`median of ${runs} runs, loopback, Chromium ${browser.version()}`);
  row('dashboard LCP at 4× CPU', median(loads.map((m) => m.lcp)), ' ms', '≤ 1200 ms');
  row('dashboard total blocking time at 4× CPU', median(loads.map((m) => m.tbt)), ' ms', '≤ 400 ms');
  row('dashboard CLS at 4× CPU', median(loads.map((m) => m.cls)), '', '≤ 0.02');
  row('route switch dashboard → account, cold, 1×', switches[1][0], ' ms', '≤ 100 ms');
  row('route switch dashboard → account, warm, 1×', median(switches[1].slice(1)), ' ms', '≤ 100 ms');
  row('route switch dashboard → account, warm, 4×', median(switches[4]), ' ms', '≤ 300 ms');
  await context.close();
}
