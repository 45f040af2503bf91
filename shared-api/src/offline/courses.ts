// The courses stored on this device, per learner (a shared device keeps each learner's apart). The video is
// shaka's; these records say which lessons it holds and keep the outline the player renders offline.
import type { OfflineCourse } from './contract.ts';
import { deviceStore } from './device-store.ts';

const PREFIX = 'course:';
const keyOf = (userId: string, slug: string) => `${PREFIX}${userId}:${slug}`;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called after every change of the stored courses, in this tab. */
export function onOfflineCoursesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function listOfflineCourses(userId: string): Promise<OfflineCourse[]> {
  const store = deviceStore();
  const keys = (await store.keys()).filter((key) => key.startsWith(keyOf(userId, '')));
  const courses = await Promise.all(keys.map((key) => store.get<OfflineCourse>(key)));
  return courses
    .filter((course): course is OfflineCourse => course !== undefined)
    .sort((a, b) => a.title.localeCompare(b.title));
}

export async function saveOfflineCourse(course: OfflineCourse): Promise<void> {
  await deviceStore().set(keyOf(course.userId, course.slug), course);
  changed();
}

export async function deleteOfflineCourse(userId: string, slug: string): Promise<void> {
  await deviceStore().del(keyOf(userId, slug));
  changed();
}
