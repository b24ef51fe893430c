// Reflection questions by kind. {quote} is a phrase taken word for word from the story; {title}
// the story's title; {hero} its hero; {detail} one of the person's own details ("your sister").
// {ifHard}: only when the mood is a hard one (not glad, not calm); {ifGlad}: only when it is glad.
// A glad or calm mood is never asked about how things have "really been" or a harsh inner voice.

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
    '{ifHard}Is there another way to tell this part of your week, one where you are the kind narrator?',
    'What might this feeling be trying to protect, or point you towards?',
  ],
  people: [
    // {who}: someone the last answer named ("your best friend"); asked first when present.
    '{ifHard}What would you want {who} to know about how things have really been?',
    '{ifGlad}What would you like {who} to know about how much this means to you?',
    'If you told {who} about this, what do you imagine they would say?',
    '{ifHard}What is one small thing {who} could do this week that would help, even a little?',
    '{ifGlad}How might you share this with {who}, or mark it together?',
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
    '{ifHard}Is there a story you are telling yourself about this that might be harsher than the truth?',
    '{ifHard}What would you gently push back on, if someone else said what you have been telling yourself?',
    '{ifHard}What is one small thing within your reach, even if the big thing is not?',
    '{ifGlad}What did you do to help this happen, that you might be quick to play down?',
    '{ifGlad}What would it take to let yourself enjoy this fully, without waiting for a catch?',
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
    'I am glad that is there for you; good moments deserve to be noticed.',
    'That sounds like real lightness, and you are allowed to enjoy it fully.',
  ],
  sit: [
    'That sounds heavy, and it makes sense that it hurts.',
    'Thank you for trusting me with something so tender.',
    'That is a lot of sorrow to hold, and there is no hurry to put it down.',
    'It makes sense that this aches; it shows how much it mattered to you.',
  ],
  steady: [
    'That worry makes sense; it shows how much this matters to you.',
    'It sounds unsettling. You do not have to solve all of it at once.',
    'That worry is understandable; one small step at a time is enough.',
    'It sounds unsettling, and it is all right to feel shaky about it.',
  ],
  honour: [
    'That anger sounds real and worth taking seriously.',
    'It makes sense to feel angry about that; something that matters was pushed on.',
    'Your anger is pointing at something that matters; it deserves to be heard.',
    'Of course you feel angry; anyone would mind being treated like that.',
  ],
  accompany: [
    'Feeling alone with this is hard, and you are not the only one who feels it.',
    'Thank you for saying that; loneliness is easier to carry once it is named.',
    'Loneliness can make everything quieter and heavier; I am glad you said it here.',
    'It is hard to feel unseen, and wanting company is nothing to be ashamed of.',
  ],
  rest: [
    'It sounds like you are running on very little; rest is not something you have to earn.',
    'That is a lot to carry, and it is no wonder you feel worn.',
    'You sound tired in a deep way; slowing down would be wise, not weak.',
    'No wonder you feel worn out; you have been carrying a great deal.',
  ],
  quiet: [
    'That sounds like a settled place to be; thank you for sharing it.',
    'It is good to hear there is some quiet in this for you.',
    'That calm is worth noticing; it can be somewhere to rest for a while.',
  ],
  plain: [
    'Thank you for sharing that.',
    'That is a thoughtful answer.',
    'Thank you; that helps me understand a little more.',
    'I appreciate you putting that into words.',
  ],
  unsure: [
    'Not knowing is an honest answer, and there is no rush.',
    'That is all right; sometimes feelings take a while to find words.',
    'That is all right; we can come at it from another side.',
  ],
};

/** The same, naming the feeling word the person used ({word}, in their own words). */
export const ACKNOWLEDGE_WORD: Readonly<Record<string, readonly string[]>> = {
  celebrate: [
    'You said “{word}”, and I am glad; that lightness is worth noticing.',
    'Feeling {word} is lovely to hear; I am glad that lightness is here.',
  ],
  sit: [
    'You said “{word}”, and that sounds heavy; it makes sense that it hurts.',
    'Feeling {word} like this is tender; thank you for trusting me with it.',
  ],
  steady: [
    'Feeling {word} makes sense; that worry shows how much this matters to you.',
    'You said “{word}”; that sounds unsettling, and you do not have to solve it all at once.',
  ],
  honour: [
    'Feeling {word} about that makes sense; that anger is worth taking seriously.',
    'You said “{word}”: that anger is pointing at something that matters.',
  ],
  accompany: [
    'Feeling {word} is hard, and you are not the only one who feels it.',
    'You said “{word}”; loneliness is easier to carry once it is named.',
  ],
  quiet: [
    'You said “{word}”; that sounds like a settled place to be.',
    'Feeling {word} is worth noticing; thank you for sharing it.',
  ],
  rest: [
    'Feeling {word} after all that is no surprise; rest is not something you have to earn.',
    'You said “{word}”; that is a lot to carry, and no wonder you feel worn.',
  ],
};
