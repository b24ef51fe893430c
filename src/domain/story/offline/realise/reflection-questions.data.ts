// Reflection questions by kind. {quote} is a phrase taken word for word from the story; {title}
// the story's title; {hero} its hero; {detail} one of the person's own details ("your sister").

export const KINDS = ['deeper', 'reframe', 'people', 'body', 'challenge', 'place'] as const;
export type QuestionKind = (typeof KINDS)[number];

export const WITH_QUOTE: readonly string[] = [
  'In “{title}”, one line says “{quote}”. What in your own life does that line touch?',
  'The {format} has the words “{quote}”. When you read them, what did you feel first?',
  '“{quote}”: if that line were written about you, what would be true about it, and what would not?',
];

/** When the story's text is not at hand: questions that name it by its title only. */
export const WITH_TITLE: readonly string[] = [
  'What part of “{title}” stayed with you most, and why do you think it did?',
  'Reading “{title}”, where did you recognise something of your own life?',
  'If you could add one line to “{title}”, about {detail}, what would it say?',
];

export const QUESTIONS: Readonly<Record<QuestionKind, readonly string[]>> = {
  deeper: [
    'What part of “{title}” stayed with you most, and why do you think it did?',
    'If {hero} could tell you one thing they learned, what do you imagine it would be?',
    'What do you think {detail} has to do with how you feel today, underneath the obvious?',
  ],
  reframe: [
    'If a close friend told you what you told me about {detail}, what would you want them to hear from you?',
    'Is there another way to tell this part of your week, one where you are the kind narrator?',
    'What might this feeling be trying to protect, or point you towards?',
  ],
  people: [
    'Who in your life would understand this without much explaining? What would you want them to know?',
    'Who could share some of this with you this week, even in a small way?',
    'Is there someone, near or far, you would like to tell about {detail}?',
  ],
  body: [
    'Where do you notice this feeling in your body right now: chest, throat, shoulders, stomach?',
    'If you breathe out slowly, what changes, even a little, in how you feel?',
    'What does your body need most tonight: rest, movement, warmth, or company?',
  ],
  challenge: [
    'Is there a story you are telling yourself about this that might be harsher than the truth?',
    'What would you gently push back on, if someone else said what you have been telling yourself?',
    'What is one small thing within your reach, even if the big thing is not?',
  ],
  place: [
    'Where do you feel most like yourself, and could you spend a little time there this week?',
    'Is there a place tied to {detail} that you would like to visit, or to avoid for now?',
    'If you stepped outside for ten minutes, what would you want to notice?',
  ],
};

export const CLOSING = 'Would you like to explore another aspect of this story?';

/** What a follow-up says back, by the feeling of the answer. */
export const ACKNOWLEDGE: Readonly<Record<string, readonly string[]>> = {
  celebrate: [
    'That lightness is worth noticing; thank you for sharing it.',
    'I am glad to hear that; it sounds like something good is here.',
  ],
  sit: [
    'That sounds heavy, and it makes sense that it hurts.',
    'Thank you for trusting me with something so tender.',
  ],
  steady: [
    'That worry makes sense; it shows how much this matters to you.',
    'It sounds unsettling. You do not have to solve all of it at once.',
  ],
  honour: [
    'That anger sounds real and worth taking seriously.',
    'It makes sense to feel angry about that; something that matters was pushed on.',
  ],
  accompany: [
    'Feeling alone with this is hard, and you are not the only one who feels it.',
    'Thank you for saying that; loneliness is easier to carry once it is named.',
  ],
  rest: [
    'It sounds like you are running on very little; rest is not something you have to earn.',
    'That is a lot to carry, and it is no wonder you feel worn.',
  ],
  plain: ['Thank you for sharing that.', 'That is a thoughtful answer.'],
  unsure: [
    'Not knowing is an honest answer, and there is no rush.',
    'That is all right; sometimes feelings take a while to find words.',
  ],
};
