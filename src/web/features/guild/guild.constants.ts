/** SPEC.md section 4, "Guild induction": after Yes, the creed appears 1 second later. */
export const GUILD_CREED_DELAY_MS = 1000;

/** Where the induction was found: the faint candle on the front page. */
export const INDUCTION_SOURCE = 'front-page trailer link';

export interface CreedLine {
  line: string;
  meaning: string;
}

/** The 13 lines of the creed (SPEC.md section 4). */
export const CREED_LINES: readonly CreedLine[] = [
  { line: 'Gratitude', meaning: 'I notice what is already good.' },
  { line: 'Intentional Living', meaning: 'I choose my days instead of drifting through them.' },
  { line: 'Creativity', meaning: 'I make things, and let them be imperfect.' },
  { line: 'Family', meaning: 'I tend the people who are my home.' },
  { line: 'Growth', meaning: 'I am allowed to be a work in progress.' },
  { line: 'Health', meaning: 'I care for the body that carries me.' },
  { line: 'Inspiration', meaning: 'I seek out what lifts me, and pass it on.' },
  { line: 'Wealth', meaning: 'I build enough, and know when it is enough.' },
  { line: 'Audience', meaning: 'I share my light with those who need it.' },
  { line: 'Attitude', meaning: 'I choose how I meet what I cannot choose.' },
  { line: 'Wabi-Sabi', meaning: 'I find beauty in what is worn, brief and incomplete.' },
  { line: 'Courage', meaning: 'I take the next step while still afraid.' },
  { line: 'Love', meaning: 'I lead with kindness, to others and to myself.' },
];

export interface Offering {
  title: string;
  description: string;
}

/** The 4 offerings (SPEC.md section 4). */
export const OFFERINGS: readonly Offering[] = [
  {
    title: 'Share the spark',
    description: 'Tell someone about a story or a moment that lit something in you.',
  },
  {
    title: 'Contribute to light the trail',
    description: 'Help Teach The Kid To Read bring a first story to a child who has none.',
  },
  {
    title: 'Create something and offer it',
    description: 'Write, draw, cook or build something small, and give it away.',
  },
  {
    title: 'Light a real lantern tonight',
    description: 'Light a candle or a lantern this evening and sit with it for a quiet minute.',
  },
];
