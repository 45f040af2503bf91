// `npm run backup -- FILE` / `npm run restore -- FILE` (docs/deploy.md#backups): the database and the local
// uploads of the configured environment (DATABASE_URL or DATA_DIR, UPLOAD_DIR) into one file, or back into an
// empty data directory or database. On PGlite, stop the server first: its database is one process's.
import { isAbsolute, resolve } from 'node:path';
import { readConfig } from './config.ts';
import { backup, restore } from './platform/backup/backup.ts';

const [command, given] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !given) {
  console.error('usage: npm run backup -- FILE | npm run restore -- FILE');
  process.exit(2);
}
// A relative FILE is where the command was typed, not the folder npm runs the script in.
const file = isAbsolute(given) ? given : resolve(process.env.INIT_CWD ?? process.cwd(), given);
const config = readConfig();
const engine = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
try {
  if (command === 'backup') {
    const manifest = await backup(config, file);
    console.info(`backed up ${engine} and ${manifest.files} uploaded files to ${file}`);
  } else {
    await restore(config, file);
    console.info(`restored ${file} into ${engine}; the server migrates it at its next start if it is older`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
