// Every reference a comment, a lint message or a document makes must resolve inside the repository, so a clone
// can follow it: a path (docs/product/billing.md, server/src/modules/orders/) names something that exists, an
// anchor (#stats) a heading of that Markdown file, and nothing cites the specification or notes that live
// outside (01 §7, ARCHITECTURE §8, STYLE.md, notes/*.md). Prints each broken reference; exits 1 if any.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TEXT = /\.(ts|tsx|mjs|cjs|js|md|json|yaml|yml|sql|sh)$|(^|\/)run$/;
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\n')
  .filter((f) => f && TEXT.test(f) && existsSync(join(root, f)))
  // Landed migrations are history and never edited; lock files are not ours; this file names the patterns.
  .filter((f) => !/(^|\/)(pnpm-lock\.yaml|package-lock\.json)$/.test(f) && !f.startsWith('server/drizzle/'))
  .filter((f) => f !== 'scripts/check-references.mjs');

/** Citations of documents that are not in the repository. */
const OUTSIDE = [
  { pattern: /\b0[123] §\s?\d/g, what: 'a section of the specification (cite docs/product/… instead)' },
  { pattern: /\bARCHITECTURE(\.md)? §\s?\d/g, what: 'ARCHITECTURE (cite docs/architecture.md#… instead)' },
  { pattern: /\bSTYLE\.md\b/g, what: 'STYLE.md (cite docs/code-style.md#… instead)' },
  {
    pattern: /\bnotes\/(libraries|module-federation|performance-and-security)\.md/g,
    what: 'a research note (cite the ADR)',
  },
  { pattern: /\.\.\/shared\/(spec|notes|ARCHITECTURE|STYLE)/g, what: 'a file outside the repository' },
];

/** Paths that start at the repository root. */
const TOP = [
  'docs',
  'server',
  'shared-api',
  'shared-ui',
  'shell',
  'e2e',
  'scripts',
  'mfe-account',
  'mfe-commerce',
  'mfe-learning',
  'mfe-community',
  'mfe-authoring',
  '.ci',
];
const PATH = new RegExp(
  `(?<![\\w./@-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./-]*[\\w/])(#[\\w-]+)?`,
  'g',
);
/** Relative Markdown links: [text](../x.md#a). */
const MD_LINK = /\]\((?!https?:|mailto:|#)([^)\s]+?)(#[\w-]+)?\)/g;
/** In-page anchors of Markdown links: [text](#a). */
const MD_SELF = /\]\((#[\w-]+)\)/g;

const slugsOf = new Map();
/** GitHub's heading anchors of a Markdown file. */
function slugs(file) {
  if (!slugsOf.has(file)) {
    const seen = new Map();
    const list = new Set();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const heading = !fenced && line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
      if (!heading) continue;
      const base = heading[1]
        .toLowerCase()
        .replace(/`/g, '')
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .trim()
        .replace(/\s/g, '-');
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      list.add(n ? `${base}-${n}` : base);
    }
    slugsOf.set(file, list);
  }
  return slugsOf.get(file);
}

/** The part of a file whose words are ours: comments of code, everything of prose. */
function prose(file, text) {
  if (/\.(md|sql|sh|yaml|yml)$|(^|\/)run$/.test(file)) return text;
  if (/\.json$/.test(file)) return ''; // data (the spec map's own table is checked where it is read)
  // Comments and string literals of code: lint messages and errors are texts too.
  const parts = text.match(
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g,
  );
  return parts ? parts.join('\n') : '';
}

const problems = [];
function exists(path) {
  const clean = path.replace(/[.,;:]+$/, '');
  if (existsSync(join(root, clean))) return true;
  // "docs/decisions/0019" names the decision by number.
  const dir = dirname(clean);
  const base = clean.slice(dir.length + 1);
  return (
    /^\d{4}$/.test(base) &&
    existsSync(join(root, dir)) &&
    readdirSync(join(root, dir)).some((f) => f.startsWith(base))
  );
}
function checkAnchor(file, target, anchor, where) {
  if (!anchor) return;
  const full = join(root, target);
  if (!/\.md$/.test(target) || !existsSync(full) || statSync(full).isDirectory()) return;
  if (!slugs(full).has(anchor.slice(1))) problems.push(`${where}: ${target}${anchor}: no such heading`);
}

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const words = prose(file, text);
  const lineOf = (index) => text.slice(0, text.indexOf(words.slice(index, index + 40))).split('\n').length;
  for (const { pattern, what } of OUTSIDE) {
    for (const match of words.matchAll(pattern))
      problems.push(`${file}:${lineOf(match.index)}: cites ${what}: "${match[0]}"`);
  }
  for (const match of words.matchAll(PATH)) {
    const [, path, anchor] = match;
    if (
      /[*{}<>]/.test(path) || /\/$/.test(path)
        ? !exists(path.replace(/\/?[^/]*[*{}<>].*$/, ''))
        : !exists(path)
    )
      problems.push(`${file}:${lineOf(match.index)}: ${path}: no such file or folder`);
    else checkAnchor(file, path.replace(/[.,;:]+$/, ''), anchor, `${file}:${lineOf(match.index)}`);
  }
  if (/\.md$/.test(file)) {
    for (const match of text.matchAll(MD_LINK)) {
      const [, link, anchor] = match;
      const target = normalize(join(dirname(file), decodeURI(link)));
      if (target.startsWith('..')) problems.push(`${file}: ${link}: outside the repository`);
      else if (!existsSync(join(root, target))) problems.push(`${file}: ${link}: no such file`);
      else checkAnchor(file, target, anchor, file);
    }
    for (const match of text.matchAll(MD_SELF)) checkAnchor(file, file, match[1], file);
  }
}

// The spec map says where each section of the outside documents now lives: its targets must resolve too.
const specMap = JSON.parse(readFileSync(join(root, 'docs/product/spec-map.json'), 'utf8'));
const targets = (value) =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(targets)
      : [];
for (const target of [...targets(specMap.spec), ...targets(specMap.architecture)]) {
  const [path, anchor] = target.split('#');
  if (!/^docs\//.test(path)) continue;
  if (!existsSync(join(root, path))) problems.push(`docs/product/spec-map.json: ${path}: no such file`);
  else
    checkAnchor('docs/product/spec-map.json', path, anchor ? `#${anchor}` : '', 'docs/product/spec-map.json');
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} reference(s) do not resolve inside the repository.`);
  process.exit(1);
}
console.info(
  `references: ${files.length} files, every path, anchor and citation resolves inside the repository`,
);
