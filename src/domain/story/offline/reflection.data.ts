// Question and acknowledgement banks for the reflection dialogue.
// Tokens: {title} {hero} {Hero} {companionRef} {format} {quote} (the mood, in the person's words)
// {answer} (their last answer) {image} {light}.
import type { StoryFormat } from '../story-format';

/** Every initial question names the story's title and quotes the person's own words. */
export const INITIAL_QUESTIONS: Readonly<Record<StoryFormat, readonly string[]>> = {
  fable: [
    'In “{title}”, {hero} only begins to change after stopping to listen. When you wrote “{quote}”, what do you think that feeling was trying to tell you?',
    '{Hero} in “{title}” needed someone to sit beside them before anything shifted. Thinking about your words, “{quote}”, who or what could sit beside you right now?',
    'The moral of “{title}” is small on purpose. Which part of it, if any, speaks to what you described as “{quote}”?',
    'If {hero} from “{title}” heard you say “{quote}”, what do you imagine they would say back to you?',
  ],
  story: [
    'In “{title}”, {hero} changes one small thing rather than everything. When you think about “{quote}”, what is one small thing you might change?',
    '{Hero}’s turning point in “{title}” came from an ordinary moment. Has there been a moment lately, however small, when “{quote}” eased even a little?',
    'What do you think {hero} from “{title}” would say to you about your words, “{quote}”?',
    'Which part of {hero}’s story in “{title}” felt closest to your own, when you wrote “{quote}”?',
  ],
  poem: [
    '“{title}” ends by turning toward {light}. When you feel “{quote}”, what is a small light you could turn toward?',
    'Which line of “{title}” stayed with you, and how does it sit beside your own words, “{quote}”?',
    '“{title}” lingers with {image}. When you wrote “{quote}”, where in your body did you notice it most?',
    'If you could add one line of your own to “{title}”, right after “{quote}”, what would it say?',
  ],
};

/** Follow-up questions: each asks from a different angle, so none repeats an earlier one. */
export const FOLLOW_UP_QUESTIONS: readonly string[] = [
  'Where do you notice this feeling in your body right now, and what do you think it needs?',
  'If a close friend told you what you have told me, what would you want to say to them?',
  'What is one small, kind thing you could do for yourself in the next day or two?',
  'If {companionRef} could sit with you for a moment, what do you think they would notice about you?',
  'What has helped you through a feeling like this before, even a little?',
  'What do you need most right now: rest, support, space, or something else?',
  'Picture {image} in the {format} beginning to ease. What might your days look like on the other side of it?',
  'Who in your life could you share a little of this with?',
  'What does this feeling tell you about what matters to you?',
  'What is one thing, however small, that went right today?',
  'If you wrote one sentence to yourself a month from now, what would you want it to say?',
  'When you said “{answer}”, what was underneath those words?',
];

/** When every follow-up has been asked: questions that gather the journey together. */
export const CLOSING_QUESTIONS: readonly string[] = [
  'Looking back over everything you have written, what feels most important to remember from “{title}”?',
  'If you carried one word from this conversation into tomorrow, what would it be?',
  'What would you like to tell yourself the next time a day like this comes?',
];

export const ACKNOWLEDGEMENTS: Readonly<
  Record<'heavy' | 'bright' | 'plain' | 'insight', readonly string[]>
> = {
  insight: [
    'That sounds like real wisdom: “{answer}”. Listening to yourself like that matters.',
    'You said “{answer}”. It sounds like part of you already knows what you need.',
    'I really like that you noticed that: “{answer}”. It is a kind and honest thing to realise.',
  ],
  heavy: [
    'Thank you for being so honest. “{answer}” sounds hard, and it makes sense that you feel that way.',
    'I hear you. “{answer}” is a lot to hold, and you are holding it with real courage.',
    'That sounds heavy. Thank you for trusting me with “{answer}”; you do not have to have it all worked out.',
  ],
  bright: [
    'I love that: “{answer}”. That sounds like something worth holding on to.',
    'There is real warmth in “{answer}”. Let yourself notice that.',
    '“{answer}”: what a lovely thing to recognise in yourself.',
  ],
  plain: [
    'Thank you for sharing that. There is something important in “{answer}”.',
    'You wrote “{answer}”. That is a thoughtful answer, and I can tell you are really reflecting.',
    'Thank you. I am glad you put “{answer}” into words; naming things is often the first step.',
  ],
};

export const SHORT_ANSWER: readonly string[] = [
  'That is all right. Not knowing is an honest answer, and some things take time to find words for.',
  'Thank you for staying with it. Sometimes the answer is small, and small is enough.',
  'That is okay. There is no right answer here, only what is true for you.',
];
