// A backup restored into a fresh data directory (and, on PostgreSQL, a fresh database) holds the data.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { createDb } from '../db/client.ts';
import { medias } from '../../modules/medias/tables.ts';
import { createMedia } from '../../modules/medias/factory.ts';
import { users } from '../../modules/users/tables.ts';
import { createUser, type TestUser } from '../../modules/users/factory.ts';
import { freshDatabase, testEngine } from '../../testing/database.ts';
import { sharedBackend, type Backend } from '../../testing/processes.ts';
import { restore, type BackupConfig } from './backup.ts';

const serverDir = new URL('../../../', import.meta.url);

describe(`npm run backup / restore on ${testEngine}`, () => {
  let source: Backend;
  let sourceConfig: BackupConfig;
  let user: TestUser;
  let hashname: string;
  const content = Buffer.from('the bytes of an uploaded cover');
  const file = join(mkdtempSync(join(tmpdir(), 'portal-backup-test-')), 'academy.backup');

  before(async () => {
    source = await sharedBackend();
    sourceConfig = {
      databaseUrl: source.env.DATABASE_URL,
      dataDir: source.root,
      uploadDir: source.env.UPLOAD_DIR!,
    };
    await source.withDb(async (db) => {
      user = await createUser(db);
      const media = await createMedia(db, { ownerId: user.id, content, uploadDir: sourceConfig.uploadDir });
      hashname = media.hashname;
    });
  });

  /** A fresh, empty place to restore into: a new data directory and, on PostgreSQL, a new database. */
  const freshTarget = async (): Promise<BackupConfig> => {
    const root = mkdtempSync(join(tmpdir(), 'portal-restore-test-'));
    const databaseUrl = testEngine === 'postgres' ? (await freshDatabase({ empty: true })).url : undefined;
    return { databaseUrl, dataDir: root, uploadDir: join(root, 'uploads') };
  };

  it('backs up through the root command and restores into a fresh place with the user and the upload', async () => {
    // The command an operator types, with the environment naming the source.
    const made = spawnSync(process.execPath, ['src/backup.ts', 'backup', file], {
      cwd: serverDir,
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: sourceConfig.dataDir,
        UPLOAD_DIR: sourceConfig.uploadDir,
        DATABASE_URL: sourceConfig.databaseUrl ?? '',
      },
    });
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /1 uploaded files/);

    const target = await freshTarget();
    await restore(target, file);
    const handle = createDb(
      target.databaseUrl ? { url: target.databaseUrl } : { dataDir: join(target.dataDir, 'pglite') },
    );
    try {
      const [found] = await handle.db.select().from(users).where(eq(users.email, user.email));
      assert.equal(found?.id, user.id);
      const [media] = await handle.db.select().from(medias).where(eq(medias.hashname, hashname));
      assert.ok(media, 'the upload’s row is back');
      assert.deepEqual(await readFile(join(target.uploadDir, media.subDir, media.hashname)), content);
    } finally {
      await handle.close();
    }
  });

  it('refuses to restore over a data directory or database that holds data', async () => {
    await assert.rejects(restore(sourceConfig, file), /uploads is not empty/);
    const emptyUploads = join(mkdtempSync(join(tmpdir(), 'portal-restore-test-')), 'uploads');
    await assert.rejects(
      restore({ ...sourceConfig, uploadDir: emptyUploads }, file),
      testEngine === 'postgres' ? /The database is not empty/ : /pglite is not empty/,
    );
  });
});

describe('restore of a file that is not a backup', () => {
  it('says so and restores nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-restore-test-'));
    const target = { dataDir: root, uploadDir: join(root, 'uploads') };
    await assert.rejects(restore(target, join(root, 'missing.backup')), /No backup at/);
  });
});
