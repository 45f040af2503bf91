// Notifications: each person's notifications and notification preferences.
import { notificationSettings } from '../notification-settings/tables.ts';
import { notifications } from './tables.ts';
import { courseOf, type Catalog } from '../../seed/context.ts';
import { perPerson, type People } from '../../seed/context.ts';
import type { SeedContext } from '../../seed/context.ts';
import { minutesFromNow, slugify } from '../../seed/time.ts';
import { NOTIFICATIONS, PREFERENCES } from './seed-data.ts';

export async function seedNotifications(
  ctx: SeedContext,
  { people, catalog }: { people: People; catalog: Catalog },
) {
  for (const [person, plan] of perPerson(people, NOTIFICATIONS)) {
    await ctx.tx.insert(notifications).values(
      plan.map(([type, priority, title, message, minutesAgo, isRead, actionUrl, course], i) => ({
        slug: `${person.slug}-${slugify(title)}-${i + 1}`,
        userId: person.id,
        title,
        message,
        type,
        priority,
        isRead,
        actionUrl,
        courseId: course ? courseOf(catalog, course).id : null,
        createdAt: minutesFromNow(ctx.now, -minutesAgo),
      })),
    );
  }
  for (const [person, preferences] of perPerson(people, PREFERENCES)) {
    await ctx.tx.insert(notificationSettings).values({ userId: person.id, ...preferences });
  }
}
