// Course contacts (docs/product/contacts.md): roles, tabs and texts shared by the page and the server.
export const CONTACT_ROLES = ['instructor', 'student', 'ta', 'mentor'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  instructor: 'Instructor',
  student: 'Student',
  ta: 'Teaching Assistant',
  mentor: 'Mentor',
};

export const CONTACT_TABS = ['all', 'instructors', 'students', 'mentors', 'favorites', 'online'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

export const CONTACT_TAB_LABELS: Record<ContactTab, string> = {
  all: 'All',
  instructors: 'Instructors',
  students: 'Students',
  mentors: 'Mentors',
  favorites: 'Favorites',
  online: 'Online',
};

/** Contacts per page of a tab. */
export const CONTACT_PAGE_SIZE = 48;

/** Skills shown on a card before '+N more' (docs/product/contacts.md#limits). */
export const CARD_SKILLS = 3;

export const CONTACT_TEXTS = {
  noContacts: 'No contacts found',
  filteredHint: 'Try adjusting your filters to see more contacts.',
  noConnections: "You haven't connected with anyone yet. Start by enrolling in courses!",
  favoriteTitle: 'Success',
  favoriteUpdated: 'Favorite status updated',
  notFound: 'Contact not found',
} as const;

export function inTab(
  contact: { Role: ContactRole; IsFavorite: boolean; IsOnline: boolean },
  tab: ContactTab,
): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'instructors':
      return contact.Role === 'instructor';
    case 'students':
      return contact.Role === 'student';
    case 'mentors':
      return contact.Role === 'mentor';
    case 'favorites':
      return contact.IsFavorite;
    case 'online':
      return contact.IsOnline;
  }
}
