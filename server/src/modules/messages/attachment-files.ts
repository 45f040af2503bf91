// Where attachments live and how they are answered: shared by sending, reading and deleting messages.
import { join } from 'node:path';
import type { Attachment } from '@portal/shared-api/contract/messages';
import type { messageAttachments } from './tables.ts';
import type { Deps } from '../../core/deps.ts';

type AttachmentRow = typeof messageAttachments.$inferSelect;

export const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export function attachmentPath(deps: Deps, storageKey: string): string {
  return join(deps.config.dataDir, 'attachments', storageKey);
}

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    Id: row.id,
    FileName: row.fileName,
    MimeType: row.mimeType,
    Size: row.sizeBytes,
    IsImage: IMAGES.includes(row.mimeType),
    Url: `/api/attachments/${row.id}`,
  };
}
