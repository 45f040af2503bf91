// "Download my data" (issue 13): a background job gathers every row the user owns, as JSON per table, and
// their uploaded files into a ZIP in the file store (exports/{id}.zip); a notification says when it is ready. The tables
// are found by their owner column, so a table added later is exported without touching this file.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import yazl from 'yazl';
import { SETTINGS_TEXTS, type DataExport } from '@portal/shared-api/contract/settings';
import type { Deps } from '../../core/deps.ts';
import * as schema from '../../tables.ts';
import { dataExports } from './tables.ts';
import { medias } from '../medias/tables.ts';
import { users } from '../users/tables.ts';
import { httpError } from '../../core/errors.ts';
import { fileNotification } from '../notifications/index.ts';
import { exportKey, mediaKey } from '../../core/storage-keys.ts';

const OWNER_KEYS = ['userId', 'ownerId', 'authorId', 'senderId', 'hostId', 'reporterId', 'createdBy'];
// Secrets stay out of the archive: they would hand over the account, not describe it.
const SECRET_KEYS = new Set(['passwordHash', 'tokenHash', 'secret', 'codeHash', 'recoveryTokenHash']);
export const EXPORT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

type Row = typeof dataExports.$inferSelect;

/** Ready within its seven days: what the page offers and the download serves. */
const isFresh = (row: Row, now: Date) =>
  row.readyAt !== null && now.getTime() - row.readyAt.getTime() <= EXPORT_KEEP_MS;

function toDataExport(row: Row): DataExport {
  return {
    Id: row.id,
    Status: row.status,
    Size: row.size,
    CreatedAt: row.createdAt.toISOString(),
    ReadyAt: row.readyAt?.toISOString() ?? null,
    DownloadUrl: row.status === 'ready' ? `/api/settings/data-export/${row.id}/download` : null,
  };
}

export async function latestDataExport(deps: Deps, userId: string): Promise<DataExport | null> {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  if (!row || (row.readyAt && !isFresh(row, deps.clock.now()))) return null;
  return toDataExport(row);
}

export async function requestDataExport(deps: Deps, userId: string): Promise<DataExport> {
  const [busy] = await deps.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
    .limit(1);
  if (busy) throw httpError(409, SETTINGS_TEXTS.exportBusy);
  const [row] = await deps.db.insert(dataExports).values({ userId, createdAt: deps.clock.now() }).returning();
  await deps.jobs.send('data-export', { exportId: row!.id });
  const [current] = await deps.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
  return toDataExport(current!);
}

/** Every table with an owner column, and that column. */
function ownedTables(): { name: string; table: PgTable; owner: PgColumn; keys: string[] }[] {
  return Object.values(schema).flatMap((value) => {
    if (!(value instanceof PgTable) || value === users) return [];
    const columns = getTableColumns(value) as Record<string, PgColumn>;
    const ownerKey = OWNER_KEYS.find((key) => key in columns);
    if (!ownerKey) return [];
    const keys = Object.keys(columns).filter((key) => !SECRET_KEYS.has(key));
    return [{ name: getTableConfig(value).name, table: value, owner: columns[ownerKey]!, keys }];
  });
}

async function writeArchive(deps: Deps, userId: string, target: string): Promise<void> {
  const zip = new yazl.ZipFile();
  const [me] = await deps.db.select().from(users).where(eq(users.id, userId));
  const { passwordHash: _secret, ...profile } = me!;
  zip.addBuffer(Buffer.from(JSON.stringify(profile, null, 2)), 'data/profile.json');
  for (const { name, table, owner, keys } of ownedTables()) {
    const rows = (await deps.db.select().from(table).where(eq(owner, userId))) as Record<string, unknown>[];
    if (rows.length === 0) continue;
    const clean = rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])));
    zip.addBuffer(Buffer.from(JSON.stringify(clean, null, 2)), `data/${name}.json`);
  }
  const files = await deps.db.select().from(medias).where(eq(medias.ownerId, userId));
  for (const file of files) {
    const key = mediaKey(file);
    if (!(await deps.storage.stat(key))) continue;
    // Opened one at a time as the ZIP reaches it, so an object store never holds many requests open.
    zip.addReadStreamLazy(`files/${file.hashname}-${file.username.replace(/[/\\]/g, '_')}`, (done) => {
      deps.storage.open(key).then(
        (opened) =>
          opened ? done(null, opened.body) : done(new Error(`${key} vanished`), undefined as never),
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
}

/** The job: builds the ZIP, marks the export ready (or failed) and tells the user. */
export async function prepareDataExport(deps: Deps, exportId: string): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'pending') return;
  // Built on this machine's disk, then handed to the store (an object store needs the length up front).
  const folder = await mkdtemp(join(tmpdir(), 'portal-export-'));
  const target = join(folder, 'export.zip');
  let size: number;
  try {
    await writeArchive(deps, row.userId, target);
    size = (await stat(target)).size;
    await deps.storage.put(exportKey(row.id), { path: target }, 'application/zip');
  } catch (error) {
    await deps.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, row.id));
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const now = deps.clock.now();
  await deps.db
    .update(dataExports)
    .set({ status: 'ready', size, readyAt: now })
    .where(eq(dataExports.id, row.id));
  await fileNotification(
    deps.db,
    {
      slug: `data-export-${row.id}`,
      userId: row.userId,
      title: SETTINGS_TEXTS.exportReadyTitle,
      message: SETTINGS_TEXTS.exportReadyMessage,
      type: 'success',
      priority: 'medium',
      actionUrl: '/user/settings',
    },
    now,
  );
}

/** The ZIP of the caller's own ready export, within its seven days; anything else is a 404. */
export async function dataExportFile(deps: Deps, userId: string, exportId: string): Promise<Readable> {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(sql`${dataExports.id}::text = ${exportId}`, eq(dataExports.userId, userId)));
  if (!row || row.status !== 'ready' || !isFresh(row, deps.clock.now()))
    throw httpError(404, SETTINGS_TEXTS.exportNotFound);
  const stored = await deps.storage.open(exportKey(row.id));
  if (!stored) throw httpError(404, SETTINGS_TEXTS.exportNotFound);
  return stored.body;
}

/** The daily clean-up job: archives past their seven days are deleted with their rows. */
export async function removeOldDataExports(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - EXPORT_KEEP_MS);
  const old = await deps.db.delete(dataExports).where(lt(dataExports.createdAt, cutoff)).returning();
  await deps.storage.delete(old.map((row) => exportKey(row.id)));
  return old.length;
}
