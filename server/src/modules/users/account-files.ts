// Every stored file an account owns (docs/product/account.md#closing-the-account): its uploads (the profile
// photo, course media, post covers, and the media of the courses it authored, which go with them), the
// attachments it sent, its data-export ZIPs. Collected in the deleting transaction, removed after it commits.
import { eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { attachmentKey, exportKey } from '../../core/storage-keys.ts';
import { courses } from '../catalog/tables.ts';
import { medias } from '../medias/tables.ts';
import { messageAttachments, messages } from '../messages/tables.ts';
import { dataExports } from '../settings/tables.ts';

export type OwnedFiles = { medias: { subDir: string; hashname: string }[]; keys: string[] };

export async function ownedFiles(tx: Tx, userId: string): Promise<OwnedFiles> {
  const authored = tx.select({ id: courses.id }).from(courses).where(eq(courses.createdById, userId));
  const [uploads, attachments, exports] = await Promise.all([
    tx
      .select({ subDir: medias.subDir, hashname: medias.hashname })
      .from(medias)
      .where(or(eq(medias.ownerId, userId), inArray(medias.courseId, authored))),
    tx
      .select({ storageKey: messageAttachments.storageKey })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(eq(messages.senderId, userId)),
    tx.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, userId)),
  ]);
  return {
    medias: uploads,
    keys: [
      ...attachments.map((row) => attachmentKey(row.storageKey)),
      ...exports.map((row) => exportKey(row.id)),
    ],
  };
}
