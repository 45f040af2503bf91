// Course player timing (issue 9, docs/architecture.md#how-budgets-are-measured), a measurement script, not a
// test: the time from pressing Play to the first video frame presented (requestVideoFrameCallback), on
// loopback, for the demo student's video lesson streamed with DASH. Each run reloads the page, so shaka, the
// manifest and the first segments are fetched again (the HTTP cache is disabled). Also reports the time from
// navigation to the player ready.
//   node scripts/perf-player.mjs [--runs 7]
import { parseArgs } from 'node:util';
import { signInAsStudent, startPortal } from './lib/portal-harness.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const worst = (list) => Math.max(...list);

const portal = await startPortal();
const { base, browser } = portal;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAsStudent(page, base);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  // A video lesson of the course the student opened last, found as the page would.
  const target = await page.evaluate(async () => {
    const courses = await (await fetch('/api/enrollments/user')).json();
    for (const course of courses) {
      const player = await (await fetch(`/api/player/courses/${course.Slug}`)).json();
      const video = player.sections.flatMap((s) => s.contents).find((c) => c.type === 'video' && c.streamUrl);
      if (video) return { slug: course.Slug, lessonId: video.id };
    }
    return null;
  });
  if (!target) throw new Error('no video lesson in the demo student’s courses');
  const url = `${base}/user/courses/${target.slug}/read/${target.lessonId}`;

  const ready = [];
  const firstFrame = [];
  for (let i = 0; i < runs; i += 1) {
    const started = Date.now();
    await page.goto(url);
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await play.waitFor();
    // Ready as the learner sees it: the 'Loading video...' overlay is gone (the stream is loaded and
    // positioned at the resume point), and the element knows its duration.
    await page.getByText('Loading video...').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video && video.readyState >= 1 && Number.isFinite(video.duration);
    });
    ready.push(Date.now() - started);
    // The clock starts when the click reaches the page, not when Playwright starts its checks.
    await page.evaluate(() => {
      const video = document.querySelector('video');
      window.__firstFrame = new Promise((resolve) => {
        document.addEventListener(
          'click',
          () => {
            const clicked = performance.now();
            // The first frame presented after the click: asked for only then, so an earlier one cannot count.
            video.requestVideoFrameCallback((now) => resolve(now - clicked));
          },
          { capture: true, once: true },
        );
      });
    });
    await play.click();
    firstFrame.push(await page.evaluate(() => window.__firstFrame));
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
  }

  const row = (name, list, target) =>
    console.info(
      `${name.padEnd(48)} median ${median(list).toFixed(0).padStart(5)} ms, worst ${worst(list)
        .toFixed(0)
        .padStart(5)} ms  (target ${target})`,
    );
  console.info(`${runs} runs, loopback, cache disabled, Chromium ${browser.version()}`);
  console.info(`first frame per run (ms): ${firstFrame.map((ms) => ms.toFixed(0)).join(', ')}`);
  row('player page: navigation → video ready', ready, '—');
  row('press Play → first frame presented', firstFrame, '≤ 500 ms');
} finally {
  await portal.close();
}
