/**
 * The landing page's hero messages (SPEC.md section 3, "Tagline" and the hero message ids): each
 * has an id the analytics dashboard reports on, the tagline it shows, a mood, and a weight. The
 * weights sum to 1.0; the landing page boosts some moods by time of day (section 9).
 */
export type HeroMood =
  | 'reflective'
  | 'gentle'
  | 'focused'
  | 'uplifting'
  | 'reassuring'
  | 'healing'
  | 'grounded'
  | 'intimate'
  | 'validating'
  | 'curious';

export interface HeroMessage {
  id: string;
  text: string;
  weight: number;
  mood: HeroMood;
}

export const HERO_MESSAGES: readonly HeroMessage[] = [
  {
    id: 'reflective-1',
    text: 'Every feeling has a story. Let us tell yours.',
    weight: 0.14,
    mood: 'reflective',
  },
  {
    id: 'gentle-1',
    text: 'Rest here a while. A gentle story is waiting for you.',
    weight: 0.12,
    mood: 'gentle',
  },
  {
    id: 'focused-1',
    text: 'Name what you feel, and find the thread that leads through it.',
    weight: 0.1,
    mood: 'focused',
  },
  {
    id: 'uplifting-1',
    text: "Turn today's feelings into a tale that lifts you higher.",
    weight: 0.12,
    mood: 'uplifting',
  },
  {
    id: 'reassuring-1',
    text: "Whatever you carry tonight, you don't have to carry it alone.",
    weight: 0.1,
    mood: 'reassuring',
  },
  {
    id: 'healing-1',
    text: 'Stories have always helped us heal. Let one help you now.',
    weight: 0.1,
    mood: 'healing',
  },
  {
    id: 'grounded-1',
    text: 'Breathe, settle, and meet your feelings where they stand.',
    weight: 0.08,
    mood: 'grounded',
  },
  {
    id: 'intimate-1',
    text: 'A story written only for you, for this moment alone.',
    weight: 0.08,
    mood: 'intimate',
  },
  {
    id: 'validating-1',
    text: 'What you feel makes sense. Let a story show you why.',
    weight: 0.08,
    mood: 'validating',
  },
  {
    id: 'curious-1',
    text: 'What would your feelings say if they could tell a story?',
    weight: 0.08,
    mood: 'curious',
  },
];
