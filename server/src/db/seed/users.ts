import { eq } from 'drizzle-orm';
import { hashPassword } from '../../services/passwords.ts';
import { contactProfiles, notificationPreferences, securitySettings, users } from '../schema/index.ts';
import type { SeedContext } from './context.ts';
import { avatarSvg } from './svg.ts';
import { storeMedia } from './media.ts';
import { daysAgo } from './time.ts';

type Role = 'administrator' | 'instructor' | 'user';
interface Person {
  key: string;
  email: string;
  password: keyof Passwords;
  firstname: string;
  lastname: string;
  username: string;
  role: Role;
  civility: 1 | 2 | 3;
  sex: 0 | 1 | 3;
  country: string;
  phone: string;
  about: string;
  profil: string;
  skills: string[];
  location: string;
}
interface Passwords {
  student: string;
  instructor: string;
  admin: string;
  peer: string;
}

export const PEOPLE: Person[] = [
  {
    key: 'student',
    email: 'student@academy.test',
    password: 'student',
    firstname: 'Alex',
    lastname: 'Morgan',
    username: 'alexmorgan',
    role: 'user',
    civility: 1,
    sex: 1,
    country: 'us',
    phone: '+1 415 555 0142',
    about:
      'Front-end developer moving into full-stack work. I learn best with small projects and weekly goals.',
    profil: 'Junior web developer at a design studio in San Francisco.',
    skills: ['JavaScript', 'React', 'CSS'],
    location: 'San Francisco, USA',
  },
  {
    key: 'student2',
    email: 'student2@academy.test',
    password: 'student',
    firstname: 'Priya',
    lastname: 'Nair',
    username: 'priyanair',
    role: 'user',
    civility: 3,
    sex: 0,
    country: 'gb',
    phone: '+44 20 7946 0321',
    about: 'Marketing analyst learning data and photography on weekends.',
    profil: 'Marketing analyst at a retail group in London.',
    skills: ['Excel', 'SEO', 'Lightroom'],
    location: 'London, United Kingdom',
  },
  {
    key: 'instructor',
    email: 'instructor@academy.test',
    password: 'instructor',
    firstname: 'Sarah',
    lastname: 'Johnson',
    username: 'sarahjohnson',
    role: 'instructor',
    civility: 2,
    sex: 0,
    country: 'ca',
    phone: '+1 604 555 0188',
    about: 'Software engineer for twelve years, now teaching web development and software design full time.',
    profil: 'Senior engineer and lead instructor for the programming track.',
    skills: ['TypeScript', 'Node.js', 'React', 'PostgreSQL'],
    location: 'Vancouver, Canada',
  },
  {
    key: 'admin',
    email: 'admin@academy.test',
    password: 'admin',
    firstname: 'Daniel',
    lastname: 'Okafor',
    username: 'danielokafor',
    role: 'administrator',
    civility: 1,
    sex: 1,
    country: 'fr',
    phone: '+33 1 70 36 12 45',
    about: 'Runs the academy platform and the moderation team.',
    profil: 'Platform administrator.',
    skills: ['Operations', 'Support'],
    location: 'Paris, France',
  },
  {
    key: 'instructor2',
    email: 'marco.bianchi@academy.test',
    password: 'peer',
    firstname: 'Marco',
    lastname: 'Bianchi',
    username: 'marcobianchi',
    role: 'instructor',
    civility: 1,
    sex: 1,
    country: 'de',
    phone: '+49 30 901820 44',
    about: 'Brand designer and photographer. I teach design, marketing and photography for creative careers.',
    profil: 'Creative director and visiting lecturer.',
    skills: ['Figma', 'Branding', 'Photography'],
    location: 'Berlin, Germany',
  },
  {
    key: 'maya',
    email: 'maya.chen@academy.test',
    password: 'peer',
    firstname: 'Maya',
    lastname: 'Chen',
    username: 'mayachen',
    role: 'user',
    civility: 3,
    sex: 0,
    country: 'au',
    phone: '+61 2 5550 1234',
    about: 'Teaching assistant for the React course and a keen learner of data science.',
    profil: 'Teaching assistant.',
    skills: ['React', 'Python', 'Testing'],
    location: 'Sydney, Australia',
  },
  {
    key: 'lucas',
    email: 'lucas.moreau@academy.test',
    password: 'peer',
    firstname: 'Lucas',
    lastname: 'Moreau',
    username: 'lucasmoreau',
    role: 'user',
    civility: 1,
    sex: 1,
    country: 'fr',
    phone: '+33 6 12 34 56 78',
    about: 'Backend developer who mentors newcomers on databases and APIs.',
    profil: 'Mentor for the backend track.',
    skills: ['Node.js', 'SQL', 'Docker'],
    location: 'Lyon, France',
  },
  {
    key: 'amara',
    email: 'amara.diallo@academy.test',
    password: 'peer',
    firstname: 'Amara',
    lastname: 'Diallo',
    username: 'amaradiallo',
    role: 'user',
    civility: 2,
    sex: 0,
    country: 'cm',
    phone: '+237 6 71 23 45 67',
    about: 'Product designer preparing a portfolio; studying UX research.',
    profil: 'Product designer.',
    skills: ['UX research', 'Figma'],
    location: 'Douala, Cameroon',
  },
  {
    key: 'tom',
    email: 'tom.becker@academy.test',
    password: 'peer',
    firstname: 'Tom',
    lastname: 'Becker',
    username: 'tombecker',
    role: 'user',
    civility: 1,
    sex: 1,
    country: 'de',
    phone: '+49 89 2154 7788',
    about: 'Small business owner learning digital marketing.',
    profil: 'Founder of a bike repair shop.',
    skills: ['Marketing', 'Sales'],
    location: 'Munich, Germany',
  },
];

export type UserIds = Record<string, string>;

export async function hashDemoPasswords(): Promise<Passwords> {
  const [student, instructor, admin, peer] = await Promise.all([
    hashPassword('Student#2026'),
    hashPassword('Instructor#2026'),
    hashPassword('Admin#2026'),
    // Other community members cannot sign in with a known password.
    hashPassword(crypto.randomUUID()),
  ]);
  return { student: student!, instructor: instructor!, admin: admin!, peer: peer! };
}

export async function seedUsers(ctx: SeedContext, passwords: Passwords): Promise<UserIds> {
  const ids: UserIds = {};
  for (const [index, p] of PEOPLE.entries()) {
    const [row] = await ctx.tx
      .insert(users)
      .values({
        slug: p.username,
        email: p.email,
        passwordHash: passwords[p.password],
        firstname: p.firstname,
        lastname: p.lastname,
        username: p.username,
        phone: p.phone,
        country: p.country,
        civility: p.civility,
        sex: p.sex,
        about: p.about,
        profil: p.profil,
        role: p.role,
        passwordChangedAt: daysAgo(ctx.now, 40 + index),
        createdAt: daysAgo(ctx.now, 200 - index * 10),
      })
      .returning({ id: users.id });
    const id = row!.id;
    ids[p.key] = id;
    const initials = `${p.firstname[0]}${p.lastname[0]}`;
    const photo = await storeMedia(ctx, {
      ownerId: id,
      fileName: `${p.username}.svg`,
      mime: 'image/svg+xml',
      subDir: 'avatars',
      visibility: 'public',
      content: avatarSvg(initials, index),
      key: p.username,
    });
    await ctx.tx.update(users).set({ photoMediaId: photo }).where(eq(users.id, id));
    await ctx.tx.insert(contactProfiles).values({
      userId: id,
      skills: p.skills,
      location: p.location,
      linkedin: `https://www.linkedin.com/in/${p.username}`,
      github: p.role === 'user' ? null : `https://github.com/${p.username}`,
      responseTime: p.role === 'instructor' ? 'Within 4 hours' : 'Within a day',
      status: (['online', 'away', 'busy', 'offline'] as const)[index % 4],
      lastActiveAt: daysAgo(ctx.now, index % 3, 9 + index),
    });
  }
  await ctx.tx.insert(securitySettings).values([
    { userId: ids.student!, twoFactorEnabled: false, recoveryEmail: 'alex.morgan@example.com' },
    { userId: ids.student2!, loginAlerts: false },
  ]);
  await ctx.tx.insert(notificationPreferences).values({
    userId: ids.student!,
    smsNotifications: false,
    categories: {
      courses: { email: true, push: true, sms: false },
      messages: { email: true, push: true, sms: false },
      achievements: { email: false, push: true, sms: false },
      reminders: { email: true, push: true, sms: true },
      social: { email: false, push: true, sms: false },
      billing: { email: true, push: false, sms: false },
    },
    quietHoursEnabled: true,
    quietHoursTimezone: 'America/Los_Angeles',
    frequency: 'daily',
  });
  return ids;
}
