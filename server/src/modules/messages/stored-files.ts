// The messages module's part of the orphan sweep (platform/storage/sweep.ts): attachments still on a message.
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import { ATTACHMENTS_PREFIX, attachmentKey } from '../../core/storage-keys.ts';
import type { FileOwner } from '../../platform/storage/sweep.ts';
import { messageAttachments } from './tables.ts';

export function attachmentFiles(deps: Deps): FileOwner {
  return {
    prefix: ATTACHMENTS_PREFIX,
    async referenced(keys) {
      const rows = await deps.db
        .select({ storageKey: messageAttachments.storageKey })
        .from(messageAttachments)
        .where(
          inArray(
            messageAttachments.storageKey,
            keys.map((key) => key.slice(ATTACHMENTS_PREFIX.length)),
          ),
        );
      return new Set(rows.map((row) => attachmentKey(row.storageKey)));
    },
  };
}
