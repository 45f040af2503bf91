// Community: contact cards, meetings, conversations, the social feed, follows, course teams and study
// groups. The data is shared between people, so each data file lists who takes part.
import type { Catalog } from '../catalog/index.ts';
import type { People } from '../identity/index.ts';
import type { SeedContext } from '../shared/context.ts';
import { CONVERSATIONS } from './conversation-data.ts';
import { seedConversations } from './conversations.ts';
import { MEETINGS } from './meeting-data.ts';
import { seedMeetings } from './meetings.ts';
import { seedConnections, seedContacts, seedFeed } from './social.ts';

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
