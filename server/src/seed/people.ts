// The demo people, in the order they are created (avatars, dates and contact statuses follow it).
// student and student2 are the accounts the pages are demonstrated with; the others fill the community.

export type PersonKey =
  'student' | 'student2' | 'instructor' | 'admin' | 'instructor2' | 'maya' | 'lucas' | 'amara' | 'tom';

/** Demo data of one domain keyed by the person it belongs to; people without data are left out. */
export type PerPerson<T> = Partial<Record<PersonKey, T>>;

/** Which demo password the person signs in with; `peer` is random, so they cannot sign in. */
export type PasswordKind = 'student' | 'instructor' | 'admin' | 'peer';

export interface PersonDef {
  key: PersonKey;
  email: string;
  password: PasswordKind;
  firstname: string;
  lastname: string;
  username: string;
  role: 'administrator' | 'instructor' | 'user';
  civility: 1 | 2 | 3;
  sex: 0 | 1 | 3;
  country: string;
  phone: string;
  about: string;
  profil: string;
}

export const PEOPLE: PersonDef[] = [
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
  },
];
