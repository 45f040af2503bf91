import type { CourseDef } from '../seed-types.ts';

/** Music, languages and personal development: every level, a course in French, sales that end. */
export const LIFE_SKILLS_COURSES: CourseDef[] = [
  {
    slug: 'acoustic-guitar-first-steps',
    title: 'Acoustic Guitar: First Steps',
    category: 'Music',
    subCategory: null,
    level: 'beginner',
    priceCents: 0,
    instructor: 'instructor2',
    short: 'Tune, strum and play your first songs with five open chords.',
    resume:
      '<p>Pick up a guitar and play real songs within weeks: tuning, posture, five open chords and strumming patterns that carry most pop songs.</p>',
    keywords: ['Guitar', 'Chords', 'Music'],
    requirements: ['An acoustic guitar'],
    outcomes: ['Tune your guitar by ear', 'Switch between five open chords', 'Strum in time with a song'],
    sections: [
      ['Getting started', ['Holding the guitar', 'Tuning in two minutes', 'Reading chord boxes']],
      ['Chords and rhythm', ['G, C and D', 'Down-up strumming', 'Practice routine']],
      ['Your first songs', ['Three-chord songs', 'Guitar check']],
    ],
    quiz: [
      {
        prompt: 'How many strings does a standard acoustic guitar have?',
        options: ['Four', 'Five', 'Six', 'Twelve'],
        correct: 2,
        explanation: 'A standard guitar has six strings, tuned E A D G B E.',
      },
      {
        prompt: 'Which hand usually strums on a right-handed guitar?',
        options: ['The left hand', 'The right hand', 'Both', 'Neither'],
        correct: 1,
        explanation: 'The right hand strums while the left frets the chords.',
      },
    ],
  },
  {
    slug: 'music-production-in-the-box',
    title: 'Music Production in the Box',
    category: 'Music',
    subCategory: null,
    level: 'intermediate',
    priceCents: 5999,
    instructor: 'instructor2',
    short: 'Produce, arrange and mix a full track with any digital audio workstation.',
    resume:
      '<p>From a blank session to a finished mix: beats, bass lines, arrangement, EQ, compression and a loud, clean master.</p>',
    keywords: ['Production', 'Mixing', 'DAW'],
    requirements: ['A computer with a DAW (free ones work)', 'Headphones'],
    outcomes: [
      'Arrange a track from a loop',
      'Mix with EQ and compression',
      'Export a streaming-ready master',
    ],
    sections: [
      ['Sessions and sounds', ['Setting up a session', 'Drums that groove', 'Bass that fits']],
      ['Arrangement', ['From loop to song', 'Transitions and builds', 'Arrangement exercise']],
      ['Mixing and mastering', ['Balance first', 'EQ and compression', 'Production check']],
    ],
    quiz: [
      {
        prompt: 'What does a compressor reduce?',
        options: ['Pitch', 'Dynamic range', 'Tempo', 'Stereo width'],
        correct: 1,
        explanation: 'A compressor narrows the gap between loud and quiet parts.',
      },
      {
        prompt: 'What should you set first in a mix?',
        options: ['Reverb', 'The master limiter', 'Levels and balance', 'Automation'],
        correct: 2,
        explanation: 'A good balance of levels is the base every other move builds on.',
      },
    ],
  },
  {
    slug: 'spanish-for-beginners',
    title: 'Español para principiantes',
    category: 'Language',
    subCategory: null,
    level: 'beginner',
    priceCents: 2999,
    language: 'Spanish',
    instructor: 'instructor2',
    short: 'Aprende a presentarte, pedir en un café y hablar de tu día, todo en español.',
    resume:
      '<p>Un curso impartido en español para dar tus primeros pasos: saludos, números, verbos en presente y conversaciones cotidianas.</p>',
    keywords: ['Español', 'Spanish', 'Conversation'],
    requirements: ['Ganas de practicar en voz alta'],
    outcomes: ['Presentarte con confianza', 'Pedir comida y bebida', 'Hablar de tu rutina diaria'],
    sections: [
      ['Primeros pasos', ['Saludos y presentaciones', 'Los números', 'El alfabeto']],
      ['En la ciudad', ['En el café', 'Preguntar direcciones', 'Diálogo práctico']],
      ['Mi día', ['Verbos en presente', 'Repaso final']],
    ],
    quiz: [
      {
        prompt: '¿Cómo se dice "thank you" en español?',
        options: ['Por favor', 'Gracias', 'Hola', 'Adiós'],
        correct: 1,
        explanation: '"Gracias" significa "thank you".',
      },
      {
        prompt: '¿Qué número es "quince"?',
        options: ['5', '15', '50', '500'],
        correct: 1,
        explanation: '"Quince" es quince: 15.',
      },
    ],
  },
  {
    slug: 'business-english-meetings-and-email',
    title: 'Business English: Meetings and Email',
    category: 'Language',
    subCategory: null,
    level: 'intermediate',
    priceCents: 3999,
    instructor: 'instructor2',
    short: 'Run meetings, write clear emails and negotiate politely in English at work.',
    resume:
      '<p>Practical English for international teams: opening and chairing meetings, writing emails people answer, and disagreeing politely.</p>',
    keywords: ['English', 'Email', 'Meetings'],
    requirements: ['Intermediate English (B1)'],
    outcomes: ['Chair a meeting in English', 'Write short, clear emails', 'Disagree and negotiate politely'],
    sections: [
      ['Meetings', ['Opening a meeting', 'Giving the floor', 'Summing up']],
      ['Email', ['Subject lines that work', 'Requests and follow-ups', 'Email exercise']],
      ['Negotiation', ['Polite disagreement', 'English check']],
    ],
    quiz: [
      {
        prompt: 'Which phrase politely disagrees?',
        options: ['You are wrong.', 'I see it a little differently.', 'No.', 'That is nonsense.'],
        correct: 1,
        explanation: 'Softening phrases keep the discussion open.',
      },
      {
        prompt: 'What makes a good email subject line?',
        options: [
          'It is empty',
          'It says what you need and by when',
          'It is in capitals',
          'It is a full paragraph',
        ],
        correct: 1,
        explanation: 'A clear subject tells the reader what to do before they open it.',
      },
    ],
  },
  {
    slug: 'public-speaking-with-confidence',
    title: 'Public Speaking with Confidence',
    category: 'Personal Development',
    subCategory: null,
    level: 'beginner',
    priceCents: 1999,
    instructor: 'instructor2',
    short: 'Plan a talk, calm your nerves and speak so people remember what you said.',
    resume:
      '<p>Structure a talk around one idea, rehearse it the right way, handle nerves and questions, and use slides that help instead of hiding you.</p>',
    keywords: ['Speaking', 'Presentation', 'Confidence'],
    requirements: ['A topic you care about'],
    outcomes: ['Structure a talk around one idea', 'Manage stage nerves', 'Answer questions calmly'],
    sections: [
      ['Preparing', ['One idea per talk', 'Story and structure', 'Slides that help']],
      ['Delivering', ['Voice and pace', 'Handling nerves', 'Rehearsal exercise']],
      ['Questions', ['Answering well', 'Speaking check']],
    ],
    quiz: [
      {
        prompt: 'How many main ideas should a short talk carry?',
        options: ['One', 'Five', 'Ten', 'As many as fit'],
        correct: 0,
        explanation: 'A short talk that carries one idea is remembered.',
      },
      {
        prompt: 'What helps most with nerves?',
        options: ['Skipping rehearsal', 'Rehearsing out loud', 'Reading every word', 'Speaking faster'],
        correct: 1,
        explanation: 'Rehearsing aloud makes the talk familiar, and familiarity calms.',
      },
    ],
  },
  {
    slug: 'productivite-et-habitudes',
    title: 'Productivité et habitudes durables',
    category: 'Personal Development',
    subCategory: null,
    level: 'advanced',
    priceCents: 4499,
    language: 'French',
    instructor: 'instructor2',
    short: 'Construisez des habitudes qui tiennent et un système pour protéger votre temps.',
    resume:
      '<p>Un cours en français pour passer de la bonne résolution à l’habitude : planification hebdomadaire, travail profond et revue régulière.</p>',
    keywords: ['Productivité', 'Habitudes', 'Focus'],
    requirements: ['Un agenda, papier ou numérique'],
    outcomes: [
      'Planifier sa semaine',
      'Protéger du temps de travail profond',
      'Tenir une habitude trois mois',
    ],
    sections: [
      ['Les bases', ['Pourquoi les résolutions échouent', 'La boucle de l’habitude', 'Choisir une habitude']],
      ['Le système', ['La revue hebdomadaire', 'Le travail profond', 'Exercice de planification']],
      ['Durer', ['Rechutes et reprises', 'Bilan final']],
    ],
    quiz: [
      {
        prompt: 'Quel est le premier élément de la boucle de l’habitude ?',
        options: ['La récompense', 'Le signal', 'La routine', 'La motivation'],
        correct: 1,
        explanation: 'Tout commence par un signal qui déclenche la routine.',
      },
      {
        prompt: 'À quoi sert la revue hebdomadaire ?',
        options: ['À tout refaire', 'À choisir les priorités de la semaine', 'À effacer ses notes', 'À rien'],
        correct: 1,
        explanation: 'Elle remet les priorités en ordre avant la semaine.',
      },
    ],
  },
];
