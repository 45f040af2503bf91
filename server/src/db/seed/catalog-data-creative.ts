import type { CourseDef } from './catalog-types.ts';

export const CREATIVE_COURSES: CourseDef[] = [
  {
    slug: 'modern-css-techniques', title: 'Modern CSS Techniques', category: 'Design', subCategory: 'Web Design', level: 'intermediate', priceCents: 3499, instructor: 'instructor2',
    short: 'Lay out responsive pages with grid, flexbox, container queries and custom properties.',
    resume: '<p>Modern CSS removes most layout hacks. Learn grid, flexbox, container queries and design tokens with custom properties.</p>',
    keywords: ['CSS', 'Grid', 'Responsive'], requirements: ['Basic HTML and CSS'], outcomes: ['Build layouts with grid', 'Write responsive components', 'Theme with custom properties'],
    sections: [
      ['Layout', ['Flexbox in one hour', 'CSS grid from scratch', 'Grid template areas']],
      ['Responsive design', ['Container queries', 'Fluid type and spacing']],
      ['Design systems', ['Custom properties as tokens', 'CSS check']],
    ],
    quiz: [
      { prompt: 'Which property turns an element into a grid container?', options: ['display: grid', 'grid: on', 'layout: grid', 'position: grid'], correct: 0, explanation: 'display: grid establishes a grid formatting context.' },
      { prompt: 'What do container queries respond to?', options: ['The viewport', 'The size of a parent container', 'The device type', 'The font size'], correct: 1, explanation: 'Container queries adapt to the size of a containing element.' },
    ],
  },
  {
    slug: 'ui-design-foundations-figma', title: 'UI Design Foundations with Figma', category: 'Design', subCategory: 'UI Design', level: 'beginner', priceCents: 0, instructor: 'instructor2',
    short: 'Design clear, accessible interfaces in Figma: layout, type, colour and components.',
    resume: '<p>Start designing interfaces with confidence: grids, hierarchy, colour contrast and reusable components in Figma.</p>',
    keywords: ['Figma', 'UI', 'Accessibility'], requirements: ['A free Figma account'], outcomes: ['Set up frames and grids', 'Choose accessible colours', 'Build a small component library'],
    sections: [
      ['Basics', ['A tour of Figma', 'Frames, grids and spacing']],
      ['Visual design', ['Typography hierarchy', 'Colour and contrast', 'Auto layout']],
      ['Components', ['Variants and properties', 'UI design check']],
    ],
    quiz: [
      { prompt: 'What minimum contrast ratio does WCAG AA require for body text?', options: ['2:1', '3:1', '4.5:1', '7:1'], correct: 2, explanation: 'AA requires 4.5:1 for normal-size text.' },
      { prompt: 'What does auto layout do in Figma?', options: ['Exports code', 'Resizes frames around their content', 'Picks colours', 'Adds animations'], correct: 1, explanation: 'Auto layout arranges children and hugs or fills content.' },
    ],
  },
  {
    slug: 'brand-identity-design', title: 'Brand Identity Design', category: 'Design', subCategory: 'Graphic Design', level: 'intermediate', priceCents: 5999, instructor: 'instructor2',
    short: 'Create a brand identity from research to logo, palette and a one-page brand guide.',
    resume: '<p>Follow a real brand project: discovery interviews, moodboards, logo sketches, colour palettes and a concise brand guide.</p>',
    keywords: ['Branding', 'Logo', 'Identity'], requirements: ['Any vector design tool'], outcomes: ['Run a discovery session', 'Design a versatile logo', 'Write a brand guide'],
    sections: [
      ['Discovery', ['Interviewing the client', 'Moodboards with purpose']],
      ['Design', ['Sketching logo concepts', 'Building the palette', 'Choosing typefaces']],
      ['Delivery', ['The one-page brand guide', 'Brand identity check']],
    ],
    quiz: [
      { prompt: 'Why test a logo at very small sizes?', options: ['To save ink', 'It must stay legible as an app icon or favicon', 'Clients prefer small logos', 'It is required by law'], correct: 1, explanation: 'A logo must work from favicon to billboard.' },
      { prompt: 'What belongs in a brand guide?', options: ['Only the logo', 'Logo use, colours, type and tone', 'Company finances', 'Employee list'], correct: 1, explanation: 'A guide documents how to apply the identity consistently.' },
    ],
  },
  {
    slug: 'digital-marketing-strategy', title: 'Digital Marketing Strategy', category: 'Marketing', subCategory: 'Digital Marketing', level: 'beginner', priceCents: 4499, originalPriceCents: 7999, instructor: 'instructor2',
    short: 'Plan campaigns across search, social and email, and measure what actually works.',
    resume: '<p>Build a simple, measurable marketing plan: audiences, channels, budgets and the metrics that tell you what to keep.</p>',
    keywords: ['Marketing', 'Analytics', 'Email'], requirements: ['None'], outcomes: ['Define a target audience', 'Choose channels and budgets', 'Measure campaign results'],
    sections: [
      ['Strategy', ['Who is your customer?', 'Positioning in one sentence', 'Choosing channels']],
      ['Campaigns', ['Email that gets opened', 'Paid social basics']],
      ['Measurement', ['Metrics that matter', 'Marketing strategy check']],
    ],
    quiz: [
      { prompt: 'What does CTR stand for?', options: ['Cost to revenue', 'Click-through rate', 'Customer trust ratio', 'Conversion time range'], correct: 1, explanation: 'Click-through rate is clicks divided by impressions.' },
      { prompt: 'Which metric best shows whether a campaign paid off?', options: ['Impressions', 'Likes', 'Return on ad spend', 'Followers'], correct: 2, explanation: 'ROAS compares revenue to what the ads cost.' },
    ],
  },
  {
    slug: 'seo-and-content-marketing', title: 'SEO and Content Marketing', category: 'Marketing', subCategory: 'SEO', level: 'intermediate', priceCents: 3999, instructor: 'instructor2',
    short: 'Grow organic traffic with keyword research, useful content and technical SEO fixes.',
    resume: '<p>Learn how search engines rank pages, how to find topics people search for and how to write content that earns links.</p>',
    keywords: ['SEO', 'Content', 'Keywords'], requirements: ['A website or blog to practise on'], outcomes: ['Research keywords', 'Plan a content calendar', 'Fix common technical issues'],
    sections: [
      ['How search works', ['Crawling, indexing and ranking', 'Keyword research']],
      ['Content', ['Writing for people first', 'A content calendar that lasts', 'Earning links']],
      ['Technical SEO', ['Page speed and structure', 'SEO check']],
    ],
    quiz: [
      { prompt: 'What is a long-tail keyword?', options: ['A very popular one-word term', 'A specific, lower-volume phrase', 'A paid keyword', 'A misspelled keyword'], correct: 1, explanation: 'Long-tail phrases are specific and often convert better.' },
      { prompt: 'Which file tells crawlers which paths to avoid?', options: ['sitemap.xml', 'robots.txt', 'index.html', 'manifest.json'], correct: 1, explanation: 'robots.txt gives crawl directives.' },
    ],
  },
  {
    slug: 'photography-light-and-composition', title: 'Photography Basics: Light and Composition', category: 'Photography', subCategory: null, level: 'beginner', priceCents: 2499, instructor: 'instructor2',
    short: 'Take better photos with any camera by understanding light, exposure and composition.',
    resume: '<p>Understand exposure, read the light and compose images with intent, whether you shoot on a phone or a camera.</p>',
    keywords: ['Photography', 'Exposure', 'Composition'], requirements: ['Any camera, a phone is fine'], outcomes: ['Control exposure', 'Use natural light', 'Compose with intent'],
    sections: [
      ['Exposure', ['Aperture, shutter speed and ISO', 'Reading the histogram']],
      ['Light', ['Golden hour and open shade', 'Working with window light']],
      ['Composition', ['Rule of thirds and beyond', 'Editing a first selection', 'Photography check']],
    ],
    quiz: [
      { prompt: 'A wider aperture (smaller f-number) gives what?', options: ['More depth of field', 'Less depth of field', 'Longer exposure', 'Higher ISO'], correct: 1, explanation: 'Wide apertures produce a shallow depth of field.' },
      { prompt: 'When is the golden hour?', options: ['Midday', 'Just after sunrise and before sunset', 'Midnight', 'Any cloudy hour'], correct: 1, explanation: 'Low sun gives warm, soft light.' },
    ],
  },
  {
    slug: 'desk-yoga-for-developers', title: 'Desk Yoga for Developers', category: 'Health & Fitness', subCategory: null, level: 'beginner', priceCents: 0, instructor: 'instructor2',
    short: 'Ten-minute routines that ease neck, back and wrist strain from long days at the desk.',
    resume: '<p>Short, guided routines you can do next to your desk, plus habits that keep long coding sessions comfortable.</p>',
    keywords: ['Health', 'Posture', 'Habits'], requirements: ['A chair and a little floor space'], outcomes: ['Relieve neck and back tension', 'Protect your wrists', 'Build a daily habit'],
    sections: [
      ['Routines', ['Morning mobility in ten minutes', 'Wrist and forearm care']],
      ['Habits', ['Setting up an ergonomic desk', 'Desk yoga check']],
    ],
    quiz: [
      { prompt: 'How often should you take a short movement break?', options: ['Once a day', 'About every 30 to 60 minutes', 'Once a week', 'Never while coding'], correct: 1, explanation: 'Regular short breaks reduce strain.' },
      { prompt: 'Where should the top of your monitor be?', options: ['Well above your eyes', 'At or slightly below eye level', 'At desk level', 'It does not matter'], correct: 1, explanation: 'Eye-level screens keep the neck neutral.' },
    ],
  },
  {
    slug: 'typescript-in-depth', title: 'TypeScript in Depth', category: 'Programming', subCategory: 'Web Development', level: 'advanced', priceCents: 7499, instructor: 'instructor', published: false,
    short: 'Generics, narrowing and type-level design for large codebases.',
    resume: '<p>A draft course in preparation: advanced TypeScript for teams maintaining large applications.</p>',
    keywords: ['TypeScript', 'Generics'], requirements: ['Daily TypeScript use'], outcomes: ['Design generic APIs', 'Model domains with unions'],
    sections: [['Types that scale', ['Narrowing and unions', 'Generics with constraints', 'TypeScript check']]],
    quiz: [
      { prompt: 'What does the unknown type force you to do?', options: ['Nothing', 'Narrow before use', 'Cast to any', 'Use classes'], correct: 1, explanation: 'unknown must be narrowed before it can be used.' },
    ],
  },
];
