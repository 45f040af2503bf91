// Conversations with their messages and each member's read position.
import { conversationParticipants, conversations, messages } from './tables.ts';
import type { People } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { minutesFromNow } from '../../seed/time.ts';
import type { ConversationPlan } from './seed-data.ts';

export async function seedConversations(ctx: SeedContext, people: People, plans: ConversationPlan[]) {
  for (const plan of plans) {
    const last = plan.messages[plan.messages.length - 1]!;
    const opened = minutesFromNow(ctx.now, -plan.messages[0]![2] - 5);
    const [conv] = await ctx.tx
      .insert(conversations)
      .values({
        type: plan.type,
        title: plan.title ?? null,
        createdById: people[plan.members[0]!].id,
        createdAt: opened,
        lastMessageAt: minutesFromNow(ctx.now, -last[2]),
      })
      .returning({ id: conversations.id });
    const rows = await ctx.tx
      .insert(messages)
      .values(
        plan.messages.map(([sender, content, minutesAgo]) => ({
          conversationId: conv!.id,
          senderId: people[sender].id,
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
          userId: people[key].id,
          isPinned: plan.pinnedBy?.includes(key) ?? false,
          lastReadAt: readUpTo,
          joinedAt: opened,
        };
      }),
    );
  }
}
