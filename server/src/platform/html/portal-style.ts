// How the server's copy of a signed-in page looks (docs/product/portal.md#signed-in-pages-arrive-as-html),
// on top of PRERENDERED_STYLE's colours, headings and page paddings: the portal frame (top bar, the
// sidebar's column from md), shared-ui's cards, stat cards, progress bars and buttons, and the dashboard's
// and My Courses' grids, at the sizes the live page draws them, so it replaces the copy without a jump.
// Figures are shared-ui's tokens: 4 = 1rem, 6 = 1.5rem, 14 = 3.5rem; sm = 30em, md = 48em, lg = 64em, xl = 80em.
// The theme the person picked in Settings is a class on <html> (shell-page.ts), over the system's.
const LIGHT = `--pr-bg:#fff;--pr-fg:#09090b;--pr-muted:#52525b;--pr-border:#e4e4e7;--pr-brand:#1a37c9;--pr-solid:#1f48ea;
--pr-on-solid:#fff;--pr-side:#fafafa;--pr-panel:#fff;--pr-track:#f4f4f5;--pr-brand-muted:#d9e6ff;--pr-brand-subtle:#eef4ff;
--pr-badge:#713f12;--pr-badge-bg:#fef9c3`;
const DARK = `--pr-bg:#000;--pr-fg:#fafafa;--pr-muted:#a1a1aa;--pr-border:#27272a;--pr-brand:#8eb6ff;--pr-solid:#598dfc;
--pr-on-solid:#161e4e;--pr-side:#111111;--pr-panel:#111111;--pr-track:#27272a;--pr-brand-muted:#1d2f81;
--pr-brand-subtle:#161e4e;--pr-badge:#fde047;--pr-badge-bg:#422006`;

export const PORTAL_STYLE = `
#prerendered .pr-portal{display:grid;grid-template-columns:minmax(0,1fr);min-height:100dvh}
#prerendered .pr-side{display:none;background:var(--pr-side);border-right:1px solid var(--pr-border)}
#prerendered{${LIGHT}}
@media (prefers-color-scheme:dark){#prerendered{${DARK}}}
html.light #prerendered{${LIGHT}}
html.dark #prerendered{${DARK}}
#prerendered .pr-column{min-width:0}
#prerendered .pr-top{display:flex;align-items:center;gap:.5rem;height:3.5rem;padding:0 1rem;
border-bottom:1px solid var(--pr-border)}
#prerendered .pr-icon{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;
color:var(--pr-brand)}
#prerendered .pr-brand{font-weight:700;color:var(--pr-brand)}
#prerendered .pr-stack6{display:flex;flex-direction:column;gap:1.5rem}
#prerendered .pr-stats{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem}
#prerendered .pr-card{background:var(--pr-panel)}
#prerendered .pr-stat{padding:1rem}
#prerendered .pr-stat dl{display:flex;flex-direction:column;gap:.25rem}
#prerendered .pr-stat dt{font-size:.875rem;line-height:1.25rem}
#prerendered .pr-stat .pr-value{font-size:1.5rem;line-height:2rem;font-weight:600}
#prerendered .pr-stat .pr-help{font-size:.75rem;line-height:1rem;color:var(--pr-muted)}
#prerendered .pr-two{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem;align-items:start}
#prerendered .pr-section-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;
gap:.5rem;padding:1.5rem 1.5rem 0}
#prerendered .pr-section-head h2{font-size:1rem;line-height:1.5rem}
#prerendered .pr-section{gap:0}
#prerendered .pr-link{font-size:.875rem;line-height:1.25rem;color:var(--pr-brand);text-decoration:none}
#prerendered .pr-section-body{padding:.5rem 1.5rem 1.5rem}
#prerendered .pr-rows{display:flex;flex-direction:column;gap:1rem;padding:0;margin:0;list-style:none}
#prerendered .pr-row{display:flex;align-items:center;gap:1rem}
#prerendered .pr-wrap{flex-wrap:wrap;justify-content:space-between;gap:.75rem}
#prerendered .pr-top-aligned{align-items:flex-start;justify-content:space-between;gap:.75rem}
#prerendered .pr-thumb{display:none;flex-shrink:0;width:4rem;height:3rem;border-radius:.375rem;overflow:hidden;
background:var(--pr-track)}
#prerendered .pr-thumb img{width:100%;height:100%;object-fit:cover}
#prerendered .pr-grow{display:flex;flex-direction:column;gap:.25rem;flex:1;min-width:0}
#prerendered .pr-strong{font-weight:500}
#prerendered .pr-xs{font-size:.75rem;line-height:1rem}
#prerendered .pr-clamp{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
#prerendered .pr-progress{display:flex;align-items:center;gap:.5rem;font-size:.75rem;line-height:1rem}
#prerendered progress{flex:1;height:.5rem;border:0;border-radius:9999px;overflow:hidden;background:var(--pr-track);
appearance:none}
#prerendered progress::-webkit-progress-bar{background:var(--pr-track)}
#prerendered progress::-webkit-progress-value{background:var(--pr-solid)}
#prerendered progress::-moz-progress-bar{background:var(--pr-solid)}
#prerendered .pr-button{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;height:2.25rem;
padding:0 .875rem;border:1px solid var(--pr-brand-muted);border-radius:.25rem;font-size:.875rem;font-weight:500;
color:var(--pr-brand);text-decoration:none;white-space:nowrap}
#prerendered .pr-solid{background:var(--pr-solid);border-color:transparent;color:var(--pr-on-solid)}
#prerendered .pr-wide{width:100%;height:2.5rem;padding:0 1rem;font-size:.875rem}
#prerendered .pr-badge{flex-shrink:0;padding:0 .375rem;border-radius:.25rem;font-size:.75rem;line-height:1rem;
font-weight:500;background:var(--pr-badge-bg);color:var(--pr-badge)}
#prerendered .pr-toolbar{display:flex;flex-direction:column;gap:1rem}
#prerendered .pr-field{display:flex;flex-direction:column;gap:.375rem}
#prerendered .pr-label{font-size:.875rem;line-height:1.25rem;font-weight:500}
#prerendered .pr-input{display:flex;align-items:center;height:2.5rem;padding:0 .75rem;border:1px solid var(--pr-border);
border-radius:.25rem;font-size:.875rem;color:var(--pr-muted)}
#prerendered .pr-sort .pr-input{color:var(--pr-fg)}
#prerendered .pr-tabs{display:flex;flex-wrap:wrap;border-bottom:1px solid var(--pr-border)}
#prerendered .pr-tab{display:inline-flex;align-items:center;gap:.5rem;height:2.5rem;padding:0 1rem;font-size:.875rem;
font-weight:500;color:var(--pr-muted);white-space:nowrap}
#prerendered .pr-current{color:var(--pr-fg);box-shadow:inset 0 -2px var(--pr-fg)}
#prerendered .pr-count{padding:0 .375rem;border-radius:.25rem;font-size:.75rem;line-height:1rem;
background:var(--pr-brand-subtle);color:var(--pr-brand)}
#prerendered .pr-cards{display:grid;grid-template-columns:minmax(0,1fr);gap:1rem;padding-top:1rem}
#prerendered .pr-course-card{height:auto;gap:0}
#prerendered .pr-cover{aspect-ratio:16/9;background:var(--pr-track)}
#prerendered .pr-cover img{display:block;width:100%;height:100%;object-fit:cover}
#prerendered .pr-card-body{display:flex;flex-direction:column;gap:.75rem;padding:1.5rem}
#prerendered .pr-course-card h2{font-size:1rem;line-height:1.5rem}
#prerendered .pr-card-foot{display:flex;flex-direction:column;gap:.5rem;padding:0 1.5rem 1.5rem}
#prerendered .pr-empty{display:flex;flex-direction:column;align-items:center;gap:1rem;padding:3rem 1rem;text-align:center}
@media (min-width:30em){#prerendered .pr-thumb{display:block}}
@media (min-width:48em){#prerendered .pr-portal{grid-template-columns:16rem minmax(0,1fr)}
#prerendered .pr-side{display:block;position:sticky;top:0;height:100dvh}#prerendered .pr-icon{display:none}
#prerendered .pr-top .pr-brand{margin-left:2.5rem}
#prerendered .pr-stats-5{grid-template-columns:repeat(3,minmax(0,1fr))}
#prerendered .pr-toolbar{flex-direction:row;align-items:flex-end}#prerendered .pr-search{flex:1;max-width:28rem}
#prerendered .pr-sort{width:15rem}#prerendered .pr-cards{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:64em){#prerendered .pr-stats-5{grid-template-columns:repeat(5,minmax(0,1fr))}
#prerendered .pr-stats-4{grid-template-columns:repeat(4,minmax(0,1fr))}
#prerendered .pr-two{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:80em){#prerendered .pr-cards{grid-template-columns:repeat(3,minmax(0,1fr))}}
`
  .trim()
  .replace(/\n/g, '');
