// Social fixtures for page tests and stories: valid contract objects with overridable fields.
import type {
  LeaderboardEntry,
  SocialAuthor,
  SocialBuddy,
  SocialComment,
  SocialFeed,
  SocialGroup,
  SocialLeaderboard,
  SocialPost,
} from '../../social/contract.ts';

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function buildSocialAuthor(overrides: Partial<SocialAuthor> = {}): SocialAuthor {
  sequence += 1;
  return {
    Id: uuid(sequence),
    Username: `learner${sequence}`,
    Firstname: 'Maya',
    Lastname: 'Chen',
    Avatar: null,
    ...overrides,
  };
}

/** A tip by someone else, an hour old, with no likes or comments. */
export function buildSocialPost(overrides: Partial<SocialPost> = {}): SocialPost {
  sequence += 1;
  return {
    Id: uuid(sequence),
    Author: buildSocialAuthor(),
    Content: `Study tip ${sequence}: review your notes the same evening.`,
    Type: 'tip',
    CourseId: null,
    CourseName: null,
    Likes: 0,
    Comments: 0,
    IsLiked: false,
    IsBookmarked: false,
    CreatedAt: new Date(Date.now() - 3_600_000).toISOString(),
    Tags: [],
    isAuthor: false,
    ...overrides,
  };
}

export function buildSocialFeed(posts: SocialPost[], nextCursor: string | null = null): SocialFeed {
  return { posts, nextCursor };
}

export function buildSocialComment(overrides: Partial<SocialComment> = {}): SocialComment {
  sequence += 1;
  return {
    Id: uuid(sequence),
    PostId: uuid(1),
    Author: buildSocialAuthor(),
    Content: `Comment ${sequence}`,
    CreatedAt: new Date(Date.now() - 600_000).toISOString(),
    isAuthor: false,
    ...overrides,
  };
}

export function buildBuddy(overrides: Partial<SocialBuddy> = {}): SocialBuddy {
  sequence += 1;
  return {
    Id: uuid(sequence),
    Username: `buddy${sequence}`,
    Firstname: 'Lucas',
    Lastname: 'Moreau',
    Avatar: null,
    StudyStreak: 3,
    CoursesCompleted: 1,
    CurrentCourses: ['Modern CSS Techniques'],
    Status: 'online',
    LastSeen: new Date().toISOString(),
    CompatibilityScore: 72,
    IsFollowing: false,
    IsFriend: false,
    ...overrides,
  };
}

/** A public group of 12 seats with 3 members, not joined. */
export function buildGroup(overrides: Partial<SocialGroup> = {}): SocialGroup {
  sequence += 1;
  return {
    Id: uuid(sequence),
    Username: `Study group ${sequence}`,
    Description: 'We meet on Thursdays.',
    CourseId: uuid(900),
    CourseName: 'Advanced React Development',
    MemberCount: 3,
    MaxMembers: 12,
    Privacy: 'public',
    CreatedBy: { Id: uuid(901), Username: 'mayachen' },
    CreatedAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    Tags: ['react'],
    IsJoined: false,
    Membership: null,
    RecentActivity: new Date(Date.now() - 86_400_000).toISOString(),
    isCreator: false,
    PendingRequests: 0,
    ...overrides,
  };
}

export function buildLeaderboardEntry(overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  sequence += 1;
  return {
    Rank: 1,
    Id: uuid(sequence),
    Username: `learner${sequence}`,
    Firstname: 'Amara',
    Lastname: 'Diallo',
    Avatar: null,
    Points: 100,
    StudyStreak: 2,
    CoursesCompleted: 1,
    BadgeCount: 3,
    IsCurrentUser: false,
    ...overrides,
  };
}

/** The given entries, the current user being the marked one (or a separate entry below them). */
export function buildLeaderboard(
  entries: LeaderboardEntry[],
  currentUser?: LeaderboardEntry,
): SocialLeaderboard {
  const mine =
    currentUser ??
    entries.find((entry) => entry.IsCurrentUser) ??
    buildLeaderboardEntry({ IsCurrentUser: true });
  return {
    entries,
    currentUser: mine,
    since: new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10),
  };
}
