/**
 * Words the landing page, the About page and the landing mockup share: the three steps of a
 * journey, who it is for, what readers say, and what a Trailblazer gets. Icons are chosen where
 * the words are shown.
 */
export interface Step {
  title: string;
  text: string;
}

export const HOW_IT_WORKS: readonly Step[] = [
  {
    title: 'Describe your mood',
    text: 'Tell us, in your own words, how you feel right now. A sentence is enough; there are no wrong answers and nobody is grading you.',
  },
  {
    title: 'Choose your story format',
    text: 'Pick a fable (a short tale with animals and a moral), a story or a poem. It is written for you, for this moment, and for no one else.',
  },
  {
    title: 'Reflect and grow',
    text: 'Gentle questions help you see what the story stirred in you. Answer at your own pace; along the way, a grounding pause may offer a quote, a breathing exercise or a few affirmations.',
  },
];

export interface Audience {
  title: string;
  text: string;
}

export const WHO_USES: readonly Audience[] = [
  {
    title: 'Journal enthusiasts',
    text: 'For anyone who has stared at a blank page: a story gives your writing somewhere to begin.',
  },
  {
    title: 'Self-growth seekers',
    text: 'Notice patterns in how you feel and respond, one honest question at a time.',
  },
  {
    title: 'Stress relievers',
    text: 'Step out of a hard day into a tale that slows you down and lets you breathe.',
  },
  {
    title: 'Creative thinkers',
    text: 'Meet your own feelings as characters and images, and see them from a new angle.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I typed that I felt stuck, and got a fable about a heron who waited for the river to change. I have thought about that heron all week.',
    name: 'Amara O.',
    role: 'Nurse and night-shift journaller',
  },
  {
    quote:
      'The questions afterwards are the real gift. They are kind, but they do not let me off the hook.',
    name: 'Daniel R.',
    role: 'Teacher',
  },
  {
    quote:
      'Twice a week, after the kids are asleep, I take a journey. It has become the quietest fifteen minutes of my day.',
    name: 'Mei L.',
    role: 'Parent of two',
  },
  {
    quote:
      'As a writer I expected to be unimpressed. Instead I found a poem that said what I could not, and a better way to start my mornings.',
    name: 'Tomás G.',
    role: 'Poet and illustrator',
  },
];

/** The paid plan on the landing pricing card (SPEC.md sections 1 and 9). */
export const PREMIUM_FEATURES: readonly string[] = [
  'Unlimited personalized stories, fables and poems',
  'Guided reflection after every story',
  'Priority access to new features',
  'A lifetime lowest-price guarantee: your price never goes up',
  'Cancel anytime; you keep access until the end of your billing period',
];
