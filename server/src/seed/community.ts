// Community: contact cards, meetings, conversations, the social feed, follows, course teams and study
// groups. The data is shared between people, so each data file lists who takes part.
import type { Catalog } from './context.ts';
import type { People } from './context.ts';
import type { SeedContext } from './context.ts';
import { CONVERSATIONS } from '../modules/messages/seed-data.ts';
import { seedConversations } from '../modules/messages/seed.ts';
import { MEETINGS } from '../modules/meetings/seed-data.ts';
import { seedMeetings } from '../modules/meetings/seed.ts';
import { seedConnections, seedContacts, seedFeed } from '../modules/social/seed.ts';

export async function seedCommunity(
  ctx: SeedContext,
  { people, catalog }: { people: People; catalog: Catalog },
) {
  await seedContacts(ctx, people);
  await seedConversations(ctx, people, CONVERSATIONS);
  await seedMeetings(ctx, people, catalog, MEETINGS);
  await seedFeed(ctx, people, catalog);
  await seedConnections(ctx, people, catalog);
}
