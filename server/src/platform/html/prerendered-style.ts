// How the server's copy of a public page looks: the public layout's top bar and main column, the page
// frame's paddings, the design system's heading sizes and colours (light and dark), so the live page
// replaces it without a visible jump. A signed-in person's theme from Settings is a class on <html>, over the
// system's. The live app's root stays hidden (and out of the accessibility tree)
// while #prerendered exists; removing it shows the live page in the same frame.
// Figures are shared-ui's tokens: 4 = 1rem, 6 = 1.5rem, 7xl = 80rem; md = 48em, sm = 30em, xl = 80em.
export const PRERENDERED_STYLE = `
body{margin:0}
#prerendered~#root{position:fixed;inset:0;overflow:hidden;visibility:hidden}
#prerendered{--pr-bg:#fff;--pr-fg:#000;--pr-muted:#52525b;--pr-border:#e4e4e7;--pr-brand:#1a37c9;--pr-solid:#1f48ea;
--pr-on-solid:#fff;min-height:100dvh;background:var(--pr-bg);color:var(--pr-fg);line-height:1.5;
font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-font-smoothing:antialiased}
@media (prefers-color-scheme:dark){#prerendered{--pr-bg:#000;--pr-fg:#fafafa;--pr-muted:#a1a1aa;--pr-border:#27272a;
--pr-brand:#8eb6ff;--pr-solid:#598dfc;--pr-on-solid:#161e4e}}
html.dark #prerendered{--pr-bg:#000;--pr-fg:#fafafa;--pr-muted:#a1a1aa;--pr-border:#27272a;--pr-brand:#8eb6ff;
--pr-solid:#598dfc;--pr-on-solid:#161e4e}
html.light #prerendered{--pr-bg:#fff;--pr-fg:#000;--pr-muted:#52525b;--pr-border:#e4e4e7;--pr-brand:#1a37c9;
--pr-solid:#1f48ea;--pr-on-solid:#fff}
#prerendered *{box-sizing:border-box}
#prerendered a{color:inherit}
#prerendered a:focus-visible{outline:2px solid var(--pr-solid);outline-offset:2px}
#prerendered .pr-bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;height:3.5rem;
padding:0 1rem;border-bottom:1px solid var(--pr-border)}
#prerendered .pr-bar nav{display:flex;gap:1.5rem}
#prerendered .pr-bar a{color:var(--pr-brand);text-decoration:none}
#prerendered .pr-bar .pr-brand{font-weight:700}
#prerendered a.pr-signin{display:inline-flex;align-items:center;height:2.25rem;padding:0 .875rem;
border-radius:.25rem;background:var(--pr-solid);color:var(--pr-on-solid);font-size:.875rem;font-weight:500}
#prerendered main{max-width:80rem;margin:0 auto;padding:1.5rem 1rem}
#prerendered .pr-page{padding:1rem}
#prerendered .pr-narrow{max-width:42rem}
#prerendered .pr-reading{max-width:56rem;margin:0 auto}
#prerendered h1,#prerendered h2,#prerendered h3,#prerendered p,#prerendered ul,#prerendered ol,
#prerendered dl,#prerendered dd,#prerendered figure{margin:0}
#prerendered h1{font-size:1.5rem;line-height:2rem;font-weight:600}
#prerendered h2{font-size:1.25rem;line-height:1.875rem;font-weight:600}
#prerendered h3{font-size:.875rem;line-height:1.25rem;font-weight:600}
#prerendered .pr-rich h2{font-size:1.25rem;margin-top:1rem}
#prerendered .pr-rich h3{font-size:1.125rem;line-height:1.75rem;margin-top:1rem}
#prerendered .pr-rich p,#prerendered .pr-rich ul,#prerendered .pr-rich ol{margin-top:.75rem}
#prerendered .pr-head{display:flex;flex-direction:column;gap:.25rem;margin-bottom:1.5rem}
#prerendered .pr-stack{display:flex;flex-direction:column;gap:2rem}
#prerendered .pr-lead{font-size:1.125rem;line-height:1.75rem}
#prerendered .pr-muted{color:var(--pr-muted)}
#prerendered .pr-small{font-size:.875rem;line-height:1.25rem}
#prerendered .pr-grid{display:grid;grid-template-columns:1fr;gap:1rem;padding:0;list-style:none}
#prerendered .pr-card{display:flex;flex-direction:column;gap:.5rem;border:1px solid var(--pr-border);
border-radius:.375rem;overflow:hidden;height:100%}
#prerendered .pr-card img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;background:var(--pr-border)}
#prerendered .pr-card .pr-body{display:flex;flex-direction:column;gap:.5rem;padding:1rem}
#prerendered .pr-card h2,#prerendered .pr-card h3{font-size:.875rem;line-height:1.25rem}
#prerendered .pr-card a{text-decoration:none}
#prerendered .pr-price{font-weight:600;font-size:1.25rem}
#prerendered .pr-course{display:grid;grid-template-columns:minmax(0,1fr);gap:2rem;align-items:start}
#prerendered .pr-buy .pr-signin{justify-content:center}
#prerendered .pr-buy .pr-body{padding:1.5rem;gap:1rem}
#prerendered .pr-buy .pr-price{font-size:1.5rem;line-height:2rem;font-weight:700}
#prerendered .pr-course-head{display:flex;flex-direction:column;gap:.75rem}
#prerendered .pr-crumbs a{text-decoration:none}
#prerendered section>h2{margin-bottom:.5rem}
#prerendered .pr-outline{padding-left:1.25rem}
#prerendered .pr-title{font-size:1.875rem;line-height:1.2}
#prerendered .pr-cover{display:block;width:100%;aspect-ratio:21/9;object-fit:cover;border-radius:.375rem}
#prerendered .pr-note{color:#18181b;border-radius:.375rem;padding:1.5rem;max-width:48rem;gap:.75rem}
#prerendered .pr-verdict{padding:1rem;border:1px solid var(--pr-border);border-radius:.375rem}
#prerendered dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}
#prerendered dt{color:var(--pr-muted)}
@media (min-width:30em){#prerendered .pr-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:48em){#prerendered main{padding:1.5rem 2rem}#prerendered .pr-page{padding:1.5rem}}
@media (min-width:64em){#prerendered .pr-course{grid-template-columns:minmax(0,1fr) 22rem}
#prerendered .pr-buy{grid-column:2;grid-row:1;height:auto}}
@media (min-width:80em){#prerendered .pr-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
`
  .trim()
  .replace(/\n/g, '');
