// Attachments (issue 14): files and images up to 10 MB, their type read from the bytes, stored under a
// generated key outside the public upload folder (attachments/ in the file store) and served to the conversation's members only.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Message } from '@portal/shared-api/contract/messages';
import { ATTACHMENT_MAX_BYTES, MESSAGE_TEXTS } from '@portal/shared-api/contract/messages';
import { messageAttachments, messages } from './tables.ts';
import type { Deps } from '../../core/deps.ts';
import { httpError } from '../../core/errors.ts';
import { isUuid } from '../../core/ids.ts';
import { withoutControlChars } from '../../core/sanitize.ts';
import { membershipOf } from './access.ts';
import { storeMessage } from './messages.ts';
import { IMAGES } from './attachment-files.ts';
import { attachmentKey } from '../../core/storage-keys.ts';
import { assertRoomFor } from '../medias/index.ts';
import type { Caller } from '../../core/caller.ts';

const DOCUMENTS = [
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
];
/** Text has no signature: a name ending like this whose bytes are valid UTF-8 without NUL is text. */
const TEXT_EXTENSIONS: Record<string, string> = { txt: 'text/plain', md: 'text/markdown', csv: 'text/csv' };

/** What the bytes really are, if it is a type we send; null otherwise. */
export async function sniffAttachment(bytes: Buffer, fileName: string): Promise<string | null> {
  const kind = await fileTypeFromBuffer(bytes);
  if (kind) return IMAGES.includes(kind.mime) || DOCUMENTS.includes(kind.mime) ? kind.mime : null;
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const textType = TEXT_EXTENSIONS[extension];
  if (!textType || bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return textType;
  } catch {
    return null;
  }
}

/** A name safe to store and to send back in Content-Disposition. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const clean = withoutControlChars(base).replace(/"/g, '').trim();
  return clean.slice(-200) || 'file';
}

/** Pictures are written anew without their metadata (camera, GPS); the rest is kept byte for byte. */
async function withoutMetadata(bytes: Buffer, mime: string): Promise<Buffer> {
  if (mime === 'image/gif' || !IMAGES.includes(mime)) return bytes;
  try {
    return await sharp(bytes, { limitInputPixels: 40e6 }).rotate().toBuffer();
  } catch {
    throw httpError(400, MESSAGE_TEXTS.attachmentType);
  }
}

/** Sends one file as a message of its own (with optional text). */
export async function sendAttachment(
  deps: Deps,
  sender: Caller,
  conversationId: string,
  file: { name: string; bytes: Buffer; text?: string },
): Promise<Message> {
  const userId = sender.id;
  await membershipOf(deps.db, userId, conversationId);
  if (file.bytes.length === 0) throw httpError(400, 'The file is empty.');
  if (file.bytes.length > ATTACHMENT_MAX_BYTES) throw httpError(413, MESSAGE_TEXTS.attachmentTooLarge);
  // Attachments count against the sender's storage quota, like every upload.
  await assertRoomFor(deps, sender, file.bytes.length);
  const mime = await sniffAttachment(file.bytes, file.name);
  if (!mime) throw httpError(415, MESSAGE_TEXTS.attachmentType);
  const stored = await withoutMetadata(file.bytes, mime);
  const storageKey = randomUUID();
  await deps.storage.put(attachmentKey(storageKey), stored, mime);
  return storeMessage(deps, userId, conversationId, {
    content: file.text ?? '',
    files: [{ fileName: safeName(file.name), mimeType: mime, sizeBytes: stored.length, storageKey }],
  });
}

/** The file, for a member of its conversation; anyone else gets a 404. */
export async function openAttachment(deps: Deps, userId: string, id: string) {
  const [row] = isUuid(id)
    ? await deps.db
        .select({ file: messageAttachments, conversationId: messages.conversationId })
        .from(messageAttachments)
        .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
        .where(eq(messageAttachments.id, id))
    : [];
  if (!row) throw httpError(404, 'File not found');
  await membershipOf(deps.db, userId, row.conversationId).catch(() => {
    throw httpError(404, 'File not found');
  });
  const stored = await deps.storage.open(attachmentKey(row.file.storageKey));
  if (!stored) throw httpError(404, 'File not found');
  return {
    filename: row.file.fileName,
    type: row.file.mimeType,
    inline: IMAGES.includes(row.file.mimeType),
    body: stored.body,
  };
}
