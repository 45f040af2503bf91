// Login alerts (issue 13): a sign-in from a browser the account has not used before files a notification
// and, when security emails are on, sends an email at once (security mail ignores digests and quiet hours).
// "Suspicious activity" is a run of wrong two-factor codes.
import { eq } from 'drizzle-orm';
import { SECURITY_TEXTS } from '@portal/shared-api/contract/security';
import type { Deps } from '../../core/deps.ts';
import { sessions } from '../users/tables.ts';
import { fileNotification, queueEmail } from '../notifications/index.ts';
import { alertSwitchesOf } from './settings.ts';
import { describeAgent } from '../../core/user-agent.ts';

/**
 * Whether this sign-in comes from a browser (User-Agent) the account has not used before. An account's very
 * first sign-in is not "new": there is nothing to compare with, and the alert would only be noise.
 */
export async function isNewDevice(deps: Deps, userId: string, userAgent: string): Promise<boolean> {
  const known = await deps.db
    .selectDistinct({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return known.length > 0 && !known.some((row) => row.userAgent === userAgent.slice(0, 400));
}

async function alert(
  deps: Deps,
  userId: string,
  kind: 'login' | 'suspicious',
  title: string,
  message: string,
) {
  const switches = await alertSwitchesOf(deps.db, userId);
  if (kind === 'login' ? !switches.loginAlerts : !switches.suspiciousActivityAlerts) return;
  const now = deps.clock.now();
  const row = await fileNotification(
    deps.db,
    {
      slug: `security-${kind}-${userId.slice(0, 8)}-${now.getTime()}`,
      userId,
      title,
      message,
      type: 'warning',
      priority: 'high',
      actionUrl: '/user/security',
    },
    now,
  );
  if (row && switches.emailNotifications)
    await queueEmail(
      deps.db,
      // The notification's link (the Security page) is added when the email is sent.
      { userId, notificationId: row.id, subject: title, body: message },
      now,
    );
}

export async function sendLoginAlert(
  deps: Deps,
  userId: string,
  meta: { ipAddress: string; userAgent: string },
) {
  const { device, browser } = describeAgent(meta.userAgent);
  const when = deps.clock.now().toUTCString();
  await alert(
    deps,
    userId,
    'login',
    SECURITY_TEXTS.loginAlertTitle,
    `${browser} on ${device} (${meta.ipAddress}) signed in to your account on ${when}. If this was not you, change your password and terminate that session.`,
  );
}

export async function sendSuspiciousActivityAlert(deps: Deps, userId: string, ipAddress: string) {
  await alert(
    deps,
    userId,
    'suspicious',
    'Several wrong two-factor codes',
    `Someone who knew your password entered wrong two-factor codes from ${ipAddress}. If this was not you, change your password now.`,
  );
}
