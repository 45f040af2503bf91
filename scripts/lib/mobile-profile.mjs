// The phone profile of `npm run perf` (docs/decisions/0026): a mid-range phone on slow 4G, as issue 27
// measured it. Chromium at 390×844, the CPU throttled 4× and the network to 150 ms round trips, 1.6 Mbit/s
// down and 750 Kbit/s up (CDP), a fresh browser context (cold cache) for every cold load.

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Observers installed before any script of the page runs; LCP, CLS and the interactions' timings. */
function installObservers() {
  const metrics = { lcp: 0, lcpEntries: 0, lcpElement: '', cls: 0, interactions: [] };
  window.__phone = metrics;
  // Which element the LCP is, as a short selector: the server's copy (#prerendered …) or the live page's.
  const describe = (element) => {
    const path = [];
    for (let node = element; node && node.nodeType === 1 && path.length < 4; node = node.parentElement) {
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      path.unshift(node.id ? `#${node.id}` : `${node.tagName.toLowerCase()}${classes}`);
      if (node.id) break;
    }
    return path.join(' > ');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      metrics.lcp = entry.startTime;
      metrics.lcpEntries += 1;
      if (entry.element) metrics.lcpElement = `${describe(entry.element)}${entry.url ? ' (image)' : ''}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) metrics.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        metrics.interactions.push({
          // INP counts the whole interaction: input delay, handlers and the next frame presented.
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Signs the context in through the API (its cookies are the browser's), leaving the HTTP cache cold. */
async function signInByApi(context, base) {
  await context.request.get(`${base}/api/health`);
  const { cookies } = await context.storageState();
  const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  const answer = await context.request.post(`${base}/api/auth/login`, {
    data: { email: 'student@academy.test', password: 'Student#2026' },
    headers: { 'x-csrf-token': csrf },
  });
  if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()}`);
}

/** Opens `path` on the phone, waits until it is shown and quiet, and reads what it cost. */
async function load(page, base, path) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const inFlight = new Set();
  let bytes = 0;
  let responses = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    responses += 1;
    // The live stream never ends: it is a response, not a request the page waits for.
    if (response.mimeType === 'text/event-stream') inFlight.delete(requestId);
  });
  const done = ({ requestId, encodedDataLength = 0 }) => {
    bytes += encodedDataLength;
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
  // Quiet: nothing in flight for a second (covers and late chunks are in the LCP), at most 20 s.
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    if (inFlight.size === 0 && Date.now() - lastActivity > 1000) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(500);
  const metrics = await page.evaluate(() => ({ ...window.__phone }));
  return { cdp, lcp: metrics.lcp, lcpElement: metrics.lcpElement, cls: metrics.cls, bytes, responses };
}

async function freshPhone(browser, base, signedIn) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(installObservers);
  if (signedIn) await signInByApi(context, base);
  return context;
}

/** One click on the dashboard (the first button of the top bar) after it has loaded, on the phone. */
async function clickDelay(page) {
  await page.getByRole('banner').getByRole('button').first().click();
  await page.waitForTimeout(1000);
  const { interactions } = await page.evaluate(() => ({ ...window.__phone }));
  const longest = interactions.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst), {
    duration: 0,
    inputDelay: 0,
  });
  await page.keyboard.press('Escape');
  return longest;
}

/** The pages of the profile; a course page uses the first course of the seeded catalogue. */
export async function phonePages(base) {
  const catalogue = await fetch(`${base}/api/courses?limit=1`).then((answer) => answer.json());
  const slug = catalogue.courses[0].Slug;
  return [
    { key: 'login', name: '/login', path: '/login', signedIn: false, target: 1500 },
    { key: 'dashboard', name: '/user (dashboard)', path: '/user', signedIn: true, target: 2500 },
    {
      key: 'my-courses',
      name: '/user/courses (My Courses)',
      path: '/user/courses',
      signedIn: true,
      target: 2500,
    },
    { key: 'catalogue', name: '/courses (catalogue)', path: '/courses', signedIn: false, target: 2000 },
    { key: 'course', name: `/courses/${slug}`, path: `/courses/${slug}`, signedIn: false, target: 2000 },
  ];
}

/**
 * Median-of-`runs` cold loads of every page, the warm dashboard and one click, on the phone; `pages` (keys of
 * phonePages, and `warm`) measures only those, for a quick before/after.
 */
export async function measurePhone({ browser, base, runs, median, log, pages }) {
  const rows = [];
  const wanted = (key) => !pages || pages.includes(key);
  for (const { key, name, path, signedIn, target } of await phonePages(base)) {
    if (!wanted(key)) continue;
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await freshPhone(browser, base, signedIn);
      try {
        samples.push(await load(await context.newPage(), base, path));
      } finally {
        await context.close();
      }
    }
    rows.push({ name, target, samples });
  }
  const warm = [];
  const clicks = [];
  for (let run = 0; wanted('warm') && run < runs; run += 1) {
    const context = await freshPhone(browser, base, true);
    try {
      const first = await context.newPage();
      await load(first, base, '/user');
      await first.close();
      // The same context: its HTTP cache holds what the first visit fetched.
      const again = await context.newPage();
      warm.push(await load(again, base, '/user'));
      clicks.push(await clickDelay(again));
    } finally {
      await context.close();
    }
  }
  log(
    `phone: 390×844, 4× CPU, 150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s up; median of ${runs} runs, CLS ≤ 0.05`,
  );
  const pick = (samples, key) => median(samples.map((sample) => sample[key]));
  // The element of the median run's LCP, and how many of the runs had it.
  const element = (samples) => {
    const sorted = [...samples].sort((a, b) => a.lcp - b.lcp);
    const shown = sorted[Math.floor(sorted.length / 2)]?.lcpElement || '?';
    return `${shown} (${samples.filter((sample) => sample.lcpElement === shown).length}/${samples.length})`;
  };
  const line = (name, samples, target) =>
    log(
      `${name.padEnd(46)} LCP ${pick(samples, 'lcp').toFixed(0).padStart(5)} ms (target ≤ ${target})  CLS ${pick(samples, 'cls').toFixed(3)}  ${(pick(samples, 'bytes') / 1024).toFixed(0).padStart(4)} KB  ${String(pick(samples, 'responses')).padStart(3)} responses\n${''.padEnd(46)} LCP element: ${element(samples)}`,
    );
  for (const { name, target, samples } of rows) line(name, samples, target);
  if (!wanted('warm')) return;
  line('/user again (warm cache)', warm, 1200);
  log(
    `${'one click on the dashboard (top bar button)'.padEnd(46)} input delay ${median(clicks.map((c) => c.inputDelay)).toFixed(0)} ms, interaction ${median(clicks.map((c) => c.duration)).toFixed(0)} ms (INP-like, target ≤ 200)`,
  );
}
