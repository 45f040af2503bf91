// The async boundary Module Federation needs before any shared module (react, chakra, ...) is used.
// Named: the server preloads its files and the shared modules it takes with every portal page (docs/decisions/0026).
const start = () => void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');

if (document.getElementById('prerendered')) {
  // The server's copy of the page paints first: on a warm visit every script is in the cache, and running
  // them before the first frame held the copy back (a warm dashboard 1.16 → 0.98 s on the phone). A frame,
  // then the app; a background tab, which draws no frames, starts it on a timer.
  let started = false;
  const startOnce = () => {
    if (!started) start();
    started = true;
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, 200);
} else {
  start();
}
