import type { Tx } from '../platform/db/client.ts';
import type { FileStore } from '../platform/storage/store.ts';
import { PEOPLE, type PerPerson, type PersonKey } from './people.ts';

export interface SeedContext {
  tx: Tx;
  /** The instant the seed runs; every demo date is relative to it. */
  now: Date;
  storage: FileStore;
}

export interface SeededPerson {
  key: PersonKey;
  id: string;
  slug: string;
  email: string;
  /** "Firstname Lastname", as meeting invitations show it. */
  name: string;
}
/** Every demo person by key, in the order of PEOPLE. */
export type People = Record<PersonKey, SeededPerson>;

/** The people in creation order, for data that goes round the community. */
export function inOrder(people: People): SeededPerson[] {
  return PEOPLE.map((p) => people[p.key]);
}

/** Each person with data in `plans`, with that data, in the order the data lists them. */
export function perPerson<T>(people: People, plans: PerPerson<T>): [SeededPerson, T][] {
  return (Object.entries(plans) as [PersonKey, T][]).map(([key, plan]) => [people[key], plan]);
}

export interface SeededCourse {
  id: string;
  slug: string;
  title: string;
  priceCents: number;
  instructorId: string;
  published: boolean;
  hasCertificate: boolean;
  lessons: SeededLesson[];
}
export type Catalog = Record<string, SeededCourse>;

/** The seeded course with this slug; a typo in demo data fails the seed loudly. */
export function courseOf(catalog: Catalog, slug: string): SeededCourse {
  const course = catalog[slug];
  if (!course) throw new Error(`The demo data names an unknown course: ${slug}`);
  return course;
}

export type LessonType = 'video' | 'pdf' | 'text' | 'quiz' | 'assignment';

export interface SeededLesson {
  id: string;
  title: string;
  type: LessonType;
  durationMinutes: number;
}
