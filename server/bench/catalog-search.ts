// Benchmark (not a test): the catalogue search (GET /api/courses) on the demo data, then with 10,000
// generated courses, on PGlite in memory or on PostgreSQL (--postgres: a throwaway Debian server). Each
// query of a realistic mix runs many times, one at a time, through the whole HTTP stack (app.inject):
// prints p50, p95 and max per query. The budget: catalogue search, 10,000 courses, p95 ≤ 50 ms
// (docs/architecture.md#budgets).
//   node bench/catalog-search.ts [--postgres] [--courses 10000] [--runs 40]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { categories, courses } from '../src/modules/catalog/tables.ts';
import { users } from '../src/modules/users/tables.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    courses: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '40' },
  },
});
// @ts-expect-error: a plain .mjs module of the repository's scripts, shared with npm test.
const { startThrowawayPostgres } = await import('../../scripts/lib/postgres.mjs');
const throwaway = values.postgres ? await startThrowawayPostgres() : null;
if (values.postgres && !throwaway) throw new Error('--postgres needs Debian’s postgresql package');
const runs = Number(values.runs);
const root = mkdtempSync(join(tmpdir(), 'portal-bench-catalog-'));

const app = await buildApp({
  database: throwaway ? { url: throwaway.url } : { inMemory: true },
  config: { seedDemo: true, uploadDir: join(root, 'uploads'), logLevel: 'warn' },
});
await app.ready();

const QUERIES: [string, string][] = [
  ['browse, most popular', ''],
  ['one word', 'q=design'],
  ['two words', 'q=react%20hooks'],
  ['a typo', 'q=typograpy'],
  ['a prefix', 'q=machi'],
  ['an instructor', 'q=sarah'],
  ['word + filters', 'q=marketing&level=beginner&price=under-30'],
  ['category, by rating', 'category=programming&sort=rating'],
  ['on sale, cheapest', 'price=on-sale&sort=price-asc'],
  ['page 5, newest', 'sort=newest&page=5'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string) {
  const total = (await app.inject({ url: '/api/courses?limit=1' })).json<{ total: number }>().total;
  console.info(`\n${label}: ${total} published courses (${throwaway ? throwaway.version : 'PGlite'})`);
  console.info('query                      p50 ms   p95 ms   max ms   results');
  let worst = 0;
  for (const [name, query] of QUERIES) {
    for (let i = 0; i < 3; i += 1) await app.inject({ url: `/api/courses?${query}` }); // warm caches and plans
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      const res = await app.inject({ url: `/api/courses?${query}` });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      found = res.json<{ total: number }>().total;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    console.info(
      `${name.padEnd(26)}${percentile(times, 50).toFixed(1).padStart(6)}${p95.toFixed(1).padStart(9)}${times
        .at(-1)!
        .toFixed(1)
        .padStart(9)}${String(found).padStart(10)}`,
    );
  }
  console.info(`worst p95: ${worst.toFixed(1)} ms`);
}

const ADJECTIVES = [
  'Practical',
  'Modern',
  'Advanced',
  'Complete',
  'Hands-on',
  'Essential',
  'Applied',
  'Creative',
];
const TOPICS: [string, string][] = [
  ['React', 'hooks components frontend'],
  ['TypeScript', 'types generics javascript'],
  ['PostgreSQL', 'sql database indexes'],
  ['Photography', 'camera light composition'],
  ['Guitar', 'chords rhythm music'],
  ['Marketing', 'seo content social'],
  ['Leadership', 'teams management feedback'],
  ['Spanish', 'language conversation grammar'],
  ['Design', 'typography layout colour'],
  ['Machine Learning', 'python models data'],
  ['Finance', 'budget startup accounting'],
  ['Yoga', 'health stretching breathing'],
];
const SUFFIXES = [
  'for Beginners',
  'in Practice',
  'Masterclass',
  'from Scratch',
  'Bootcamp',
  'Deep Dive',
  'Workshop',
];
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const LANGUAGES = ['English', 'English', 'English', 'Spanish', 'French', 'German'];

async function generate(count: number) {
  const { db } = app.deps;
  const authors = await db.select({ id: users.id }).from(users);
  const cats = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.parentId} is null`);
  const started = performance.now();
  for (let offset = 0; offset < count; offset += 500) {
    const rows = Array.from({ length: Math.min(500, count - offset) }, (_, j) => {
      const n = offset + j;
      const [topic, words] = TOPICS[n % TOPICS.length]!;
      const price = n % 7 === 0 ? 0 : 999 + ((n * 37) % 90) * 100;
      return {
        slug: `bench-${n}`,
        title: `${ADJECTIVES[n % ADJECTIVES.length]} ${topic} ${SUFFIXES[(n >> 3) % SUFFIXES.length]} ${n}`,
        shortDescription: `Learn ${topic.toLowerCase()} with ${words} in short, practical lessons.`,
        resume: `<p>${topic}: ${words}. A generated course for the search benchmark.</p>`,
        keywords: words.split(' '),
        level: LEVELS[n % 3]!,
        language: LANGUAGES[n % LANGUAGES.length]!,
        priceCents: price,
        originalPriceCents: n % 5 === 0 && price > 0 ? price + 2000 : null,
        durationMinutes: 30 + ((n * 13) % 900),
        categoryId: cats[n % cats.length]!.id,
        createdById: authors[n % authors.length]!.id,
        published: n % 20 !== 0,
        lastPublishedAt: n % 20 !== 0 ? new Date(Date.now() - n * 3_600_000) : null,
        studentsCount: (n * 7919) % 5000,
        ratingAvg: 3 + ((n * 31) % 21) / 10,
        ratingCount: (n * 17) % 400,
      };
    });
    await db.insert(courses).values(rows);
  }
  await db.execute(sql`analyze courses`);
  console.info(`\ngenerated ${count} courses in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

try {
  await measure('demo data');
  await generate(Number(values.courses));
  await measure(`demo data + ${values.courses} generated courses`);
} finally {
  await app.close();
  await throwaway?.stop?.();
}
