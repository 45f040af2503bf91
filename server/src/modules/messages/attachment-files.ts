// How attachments are answered: shared by sending and reading messages.
import type { Attachment } from '@portal/shared-api/contract/messages';
import type { messageAttachments } from './tables.ts';

type AttachmentRow = typeof messageAttachments.$inferSelect;

export const IMAGES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

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
