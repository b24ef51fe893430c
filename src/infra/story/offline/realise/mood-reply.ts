// The first reply to a mood: one or two sentences in the register of the reading (never glad
// words for a hard or a gentle mood), naming the person's own details as the slots hold them
// (so no typo is ever quoted), then an invitation to choose a fable, a story or a poem.
import type { FeelingFamily, MoodReading, Register } from '../library/vocabulary';
import type { SlotValues } from '../library/fill-slots';
import { createRandom, hashText } from '../random';
import { expand, fits, sentence } from './grammar';

type Bank = readonly string[];

/** Hard: a loss, an illness, an ending, a failure or a fear. No glad word anywhere. */
const HARD: Readonly<Record<FeelingFamily, Bank>> = {
  grief: [
    "[I am|I'm] so sorry about {person}. [Grief like this|Missing someone this much] [is a measure|says something] of how [much you loved|deeply you cared]",
    "[I am|I'm] so sorry about {pet}. [There is|There's] no right way to carry [this|grief], and [no hurry|no timetable] either",
    "[I am|I'm] so sorry [for your loss|about what you have lost]. [There is|There's] no right way to carry [this|grief], and [no hurry|no timetable] either",
  ],
  sadness: [
    "[I am|I'm] sorry about {person}; [that sounds|it sounds] [really|truly] [painful|hard], and [it is|it's] a lot to carry",
    "[That sounds|It sounds] [really|truly] [painful|hard], and [I am|I'm] [sorry|so sorry] [it hurts|you are carrying it]. [Sadness|A heavy heart] [deserves|needs] [gentleness|some gentleness], not [hurry|fixing]",
    "[I am|I'm] sorry about {event}; [that is|that's] a [real|heavy] blow, and [it makes sense|no wonder] it hurts",
  ],
  anxiety: [
    "[I am|I'm] sorry you are waiting and worrying about {person}; [that is|that's] [a heavy kind of waiting|so much to hold]",
    '{Event} [sounds like|is] a lot to carry, and [worry|that worry] [often|usually] [means|shows] how much it matters to you',
    '[That sounds|It sounds] [frightening|really frightening], and [it makes sense|no wonder] [it is hard to settle|it is hard to think of anything else] [right now|just now]',
  ],
  anger: [
    "[Of course|No wonder] [you are|you're] [angry|furious] [with {person}|about it]; [that sounds|it sounds] [unfair|really unfair], and [you do not|you don't] have to [smile it away|pretend otherwise]",
    "[Your anger|That anger] makes sense: something that matters to you [was|has been] [pushed on|treated unfairly], and [it is|it's] [right|fair] to [mind|take that seriously]",
  ],
  loneliness: [
    "[That sounds|It sounds] [lonely|really lonely], and [I am|I'm] glad you [said it|put it into words]; [you are|you're] not the only one [feeling this|who feels this way]",
    '[Feeling alone|Loneliness] like that [is hard|can be so heavy], and [it says nothing|it is no sign of anything wrong] about [your worth|you]',
  ],
  weariness: [
    '[You sound|It sounds like you are] [worn out|exhausted], and [no wonder|that makes sense]; [this|what you are carrying] is a lot for anyone',
    "[That is|That's] [a lot|so much] to carry [day after day|every day]; tiredness like this is a signal, not a failing",
  ],
  joy: [
    '[It sounds like|I hear that] [something good|some good] and something [heavy|hard] are [both here|here together], and [both belong|each deserves room]',
  ],
  calm: [
    "[Thank you for telling me|I'm glad you told me]; [whatever|however] it sits with you, it [deserves|is worth] [some care|a little time]",
  ],
};

/** Gentle: between (bittersweet, mixed, nervous, unsure). No glad word, no loss assumed. */
const GENTLE: Readonly<Record<FeelingFamily, Bank>> = {
  joy: [
    "A little lightness is [worth noticing|worth pausing on]; [I am|I'm] glad [it is here|it has found you] [today|right now]",
    '[It sounds like|I hear that] two things are true at once, and [both belong|each deserves room] here',
  ],
  calm: [
    "[It is|It's] good to hear [you feel|that you feel] [settled|steady]; [moments like this are worth|quiet like this is worth] [keeping|noticing]",
    'Thank you for telling me [this|that]; [however it sits with you|whatever you are feeling], it [deserves|is worth] [some care|a little time]',
  ],
  grief: HARD.grief,
  sadness: [
    "[That sounds|It sounds] [heavy|like a weight], and [it is|it's] [fine|all right] not to [sort it out|have it figured out] [yet|today]",
    "[Thank you for|I'm glad you are] [telling me|putting it into words]; [a low day|feeling like this] [deserves|needs] [some gentleness|gentleness], not [hurry|fixing]",
  ],
  anxiety: [
    "[It makes sense|Of course] [you are|you're] [nervous|uneasy] about {event}; [nerves|that flutter] [often|usually] [mean|show] it matters to you",
    '[That sounds|It sounds] [unsettling|hard to sit with]; [a mind that worries|worry] [is often|is usually] a mind that cares',
  ],
  anger: HARD.anger,
  loneliness: HARD.loneliness,
  weariness: [
    '[You sound|It sounds like you are] [tired|worn thin], and [no wonder|that makes sense]; rest [can|may] [ask nothing back|come without conditions]',
  ],
};

/** No feeling named: nothing assumed. */
const UNNAMED: Bank = [
  'Thank you for telling me [this|that]; [however it sits with you|whatever you are feeling], it [deserves|is worth] [some care|a little time]',
  "[I am|I'm] glad you [wrote|shared] [this|that]; [there is|there's] no need to [name|sort out] [the feeling|every feeling] [first|yet]",
];

/** Glad: good news or joy with nothing hard in it. */
const GLAD: Bank = [
  '[Congratulations|Congratulations, truly] on {event}! [That is|What] [wonderful|lovely] news, and [you deserve|it deserves] a moment to savour it',
  "[How lovely|What a joy] to hear about {pet}! [I am|I'm] [so glad|really glad] for you",
  "[That is|What] [wonderful|lovely] news! [I am|I'm] [so glad|really glad] for you, and [it sounds like|I can hear that] [real gladness|a real joy] is with you [today|right now]",
];

const INVITATIONS = [
  'Would you like a fable, a story or a poem to sit with it for a while?',
  'Shall I write you a fable, a story or a poem about it?',
  'Choose a fable, a story or a poem, and I will write one just for you.',
];
const GLAD_INVITATIONS = [
  'Would you like a fable, a story or a poem to celebrate it?',
  'Shall I write you a fable, a story or a poem to hold on to it?',
];

/** Words that must never reach a hard or gentle reply. */
export const GLAD_WORDS =
  /\b(?:wonderful|congratulations|celebrat\w*|special cake|good news|lovely news|what a joy|how lovely)\b/i;

function bankFor(register: Register, feeling: FeelingFamily): Bank {
  if (register === 'glad') return GLAD;
  return register === 'hard' ? HARD[feeling] : GENTLE[feeling];
}

export function composeMoodReply(input: {
  reading: MoodReading;
  values: SlotValues;
  mood: string;
  /** The mood names no feeling at all ("Not sure how I feel"): nothing is assumed. */
  unnamed?: boolean;
}): string {
  const { reading, values } = input;
  const random = createRandom(hashText(`mood-reply\n${input.mood}`));
  const vars = {
    person: values.person,
    Person: values.person && values.person.charAt(0).toUpperCase() + values.person.slice(1),
    pet: values.pet,
    event: values.event,
    Event: values.event && values.event.charAt(0).toUpperCase() + values.event.slice(1),
  };
  const bank =
    input.unnamed && reading.register !== 'hard'
      ? UNNAMED
      : bankFor(reading.register, reading.feeling);
  const usable = bank.filter((t) => fits(t, vars));
  const withDetail = usable.filter((t) => /\{\w+\}/.test(t));
  const template = random.pick(
    withDetail.length > 0 ? withDetail : usable.length > 0 ? usable : HARD.calm,
  );
  const reply = sentence(expand(template, vars, random));
  const invitation = random.pick(reading.register === 'glad' ? GLAD_INVITATIONS : INVITATIONS);
  return `${reply} ${invitation}`;
}
