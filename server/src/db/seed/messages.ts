import { conversationParticipants, conversations, messages } from '../schema/index.ts';
import type { SeedContext } from './context.ts';
import { minutesFromNow } from './time.ts';
import type { UserIds } from './users.ts';

export interface ConversationPlan {
  type: 'direct' | 'group';
  title?: string;
  members: string[];
  pinnedBy?: string[];
  /** Messages read up to this many from the end, per member key; others have read everything. */
  unread?: Record<string, number>;
  /** [sender key, content, minutes ago] oldest first */
  messages: [string, string, number][];
}

export async function seedConversations(ctx: SeedContext, people: UserIds, plans: ConversationPlan[]) {
  for (const plan of plans) {
    const last = plan.messages[plan.messages.length - 1]!;
    const [conv] = await ctx.tx
      .insert(conversations)
      .values({
        type: plan.type,
        title: plan.title ?? null,
        createdById: people[plan.members[0]!]!,
        createdAt: minutesFromNow(ctx.now, -plan.messages[0]![2] - 5),
        lastMessageAt: minutesFromNow(ctx.now, -last[2]),
      })
      .returning({ id: conversations.id });
    const rows = await ctx.tx
      .insert(messages)
      .values(
        plan.messages.map(([sender, content, minutesAgo]) => ({
          conversationId: conv!.id,
          senderId: people[sender]!,
          content,
          createdAt: minutesFromNow(ctx.now, -minutesAgo),
        })),
      )
      .returning({ createdAt: messages.createdAt });
    await ctx.tx.insert(conversationParticipants).values(
      plan.members.map((key) => {
        const unread = plan.unread?.[key] ?? 0;
        // Read up to the message just before the unread ones.
        const readUpTo = rows[rows.length - 1 - unread]?.createdAt ?? null;
        return {
          conversationId: conv!.id,
          userId: people[key]!,
          isPinned: plan.pinnedBy?.includes(key) ?? false,
          lastReadAt: readUpTo,
          joinedAt: minutesFromNow(ctx.now, -plan.messages[0]![2] - 5),
        };
      }),
    );
  }
}
