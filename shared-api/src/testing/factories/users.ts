// A valid signed-in user for page tests and stories, with overridable fields.
import type { User } from '../../auth/contract.ts';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    Id: '00000000-0000-4000-8000-000000000001',
    Slug: 'alexmorgan',
    Firstname: 'Alex',
    Lastname: 'Morgan',
    Username: 'alexmorgan',
    Email: 'student@academy.test',
    Phone: '+1 415 555 0142',
    Country: 'us',
    Civility: 1,
    Sex: 1,
    About: 'Front-end developer.',
    Profil: 'Front-end developer',
    Role: 'user',
    Photo: null,
    ...overrides,
  };
}
