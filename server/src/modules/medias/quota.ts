// The storage quota (docs/product/media.md#storage-quota): everything a person uploads counts (media
// library files, post and course images, profile photos, message attachments) against a total by role,
// checked before an upload is stored.
import { eq, sum } from 'drizzle-orm';
import { STORAGE_TEXTS, type StorageUsage } from '@portal/shared-api/contract/medias';
import type { Caller } from '../../core/caller.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { medias } from './tables.ts';
import { messageAttachments, messages } from '../messages/tables.ts';

/** The quota of a role: instructors (and administrators) store course videos, learners do not. */
export function quotaOf(deps: Deps, role: Caller['role']): number {
  return role === 'user' ? deps.config.uploadQuotaBytes.user : deps.config.uploadQuotaBytes.instructor;
}

/** What the person's stored files take now, in bytes. */
async function usedBytes(deps: Deps, userId: string): Promise<number> {
  const [[media], [attachments]] = await Promise.all([
    deps.db
      .select({ bytes: sum(medias.size) })
      .from(medias)
      .where(eq(medias.ownerId, userId)),
    deps.db
      .select({ bytes: sum(messageAttachments.sizeBytes) })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(eq(messages.senderId, userId)),
  ]);
  return Number(media?.bytes ?? 0) + Number(attachments?.bytes ?? 0);
}

export async function storageUsage(deps: Deps, user: Caller): Promise<StorageUsage> {
  return { UsedBytes: await usedBytes(deps, user.id), QuotaBytes: quotaOf(deps, user.role) };
}

/**
 * 413 when `incoming` bytes would pass the person's quota. Parallel uploads are each checked against what
 * was stored before them, so together they may pass it by their own size at most.
 */
export async function assertRoomFor(deps: Deps, user: Caller, incoming: number): Promise<void> {
  const usage = await storageUsage(deps, user);
  if (incoming > usage.QuotaBytes - usage.UsedBytes) throw quotaExceeded(usage);
}

export const quotaExceeded = (usage: StorageUsage) =>
  httpError(413, STORAGE_TEXTS.quotaExceeded(usage.UsedBytes, usage.QuotaBytes));
