// How a draft is kept in course_drafts.data: the wizard's payload as sent (cleaned), plus what only the server
// writes, under one key the wizard never sends (its schema refuses unknown fields) and never receives.
import { createHash } from 'node:crypto';
import type { CourseDraftPayload } from '@portal/shared-api/contract/course-authoring';

/**
 * Publishing links the wizard's section and lesson Ids (chosen by the client, stable across saves) to the
 * rows they became, so a republish updates those rows in place and learners keep their ticks, positions and
 * quiz attempts, however the author renames, reorders or moves them between sections. Position or title
 * would both change under ordinary edits; the Id does not. `publishedHash` tells later edits apart.
 */
export type ServerMeta = {
  sectionRows: Record<string, string>;
  lessonRows: Record<string, string>;
  publishedHash: string | null;
};
export const META_KEY = '_server';
export type StoredDraft = CourseDraftPayload & { [META_KEY]?: ServerMeta };

export const emptyMeta = (): ServerMeta => ({ sectionRows: {}, lessonRows: {}, publishedHash: null });

export function metaOf(data: StoredDraft): ServerMeta {
  return { ...emptyMeta(), ...data[META_KEY] };
}

/** The payload alone, as the wizard knows it. */
export function payloadOf(data: StoredDraft): CourseDraftPayload {
  const { [META_KEY]: _meta, ...payload } = data;
  return payload;
}

/** JSON with sorted keys, so a hash does not depend on the order jsonb gives the keys back in. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The content's fingerprint: the step the wizard resumes at is no change to the course. */
export function contentHash(payload: CourseDraftPayload): string {
  const { Step: _step, ...content } = payload;
  return createHash('sha256').update(stable(content)).digest('hex');
}

export function hasUnpublishedChanges(data: StoredDraft, isPublished: boolean): boolean {
  const { publishedHash } = metaOf(data);
  return isPublished && publishedHash !== contentHash(payloadOf(data));
}
