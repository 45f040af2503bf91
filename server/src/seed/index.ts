// The demo data: one module per domain, each seeding its domain for every demo person, run in order in one
// transaction. A domain receives what earlier domains produced (the people, the catalog) as its argument.
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import type { FileStore } from '../platform/storage/store.ts';
import { users } from '../modules/users/tables.ts';
import { seedAuthoring } from '../modules/posts/seed.ts';
import { seedCatalog } from '../modules/catalog/seed.ts';
import { seedCommerce } from '../modules/orders/seed.ts';
import { seedCommunity } from './community.ts';
import { seedHelp } from '../modules/help/seed.ts';
import { hashDemoPasswords, seedIdentity } from '../modules/users/seed.ts';
import { seedAchievementUnlocks, seedLearning } from './learning.ts';
import { seedModeration } from '../modules/moderation/seed.ts';
import { seedNotifications } from '../modules/notifications/seed.ts';
import { seedReviews } from '../modules/reviews/seed.ts';
import { demoSeed } from './tables.ts';
import type { SeedContext } from './context.ts';

// Any constant shared by every process: two servers starting together must not both seed.
const SEED_LOCK_KEY = 724_201_927;

export interface SeedOptions {
  /** Where the demo media go: the app's file store (local disk or object store). */
  storage: FileStore;
  /** The instant demo dates are relative to; defaults to now. */
  now?: Date;
}

export interface SeedResult {
  /** False when nothing changed: the demo was loaded once already, or the database holds people. */
  seeded: boolean;
}

/**
 * Loads the demo data in one transaction, into an empty database only (docs/product/deployment.md#demo-data):
 * never where anyone has an account, and never twice, whatever was deleted since.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  const exists = async (d: Pick<Db, 'select'>) =>
    (await d.select({ at: demoSeed.seededAt }).from(demoSeed).limit(1)).length > 0 ||
    (await d.select({ id: users.id }).from(users).limit(1)).length > 0;
  if (await exists(db)) return { seeded: false };
  // Hash outside the transaction: argon2 is slow on purpose and would hold the lock for nothing.
  const passwords = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await exists(tx)) return { seeded: false };
    const ctx: SeedContext = { tx, now: options.now ?? new Date(), storage: options.storage };
    const people = await seedIdentity(ctx, { passwords });
    const catalog = await seedCatalog(ctx, { people });
    await seedCommerce(ctx, { people, catalog });
    await seedLearning(ctx, { people, catalog });
    await seedReviews(ctx, { people, catalog });
    await seedAchievementUnlocks(ctx, people);
    await seedNotifications(ctx, { people, catalog });
    await seedCommunity(ctx, { people, catalog });
    await seedAuthoring(ctx, { people });
    await seedHelp(ctx);
    await seedModeration(ctx, { people, catalog });
    await tx.insert(demoSeed).values({ seededAt: new Date() });
    return { seeded: true };
  });
}
