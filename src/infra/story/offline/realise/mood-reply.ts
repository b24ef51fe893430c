// The first reply to a mood: one or two sentences that answer the feeling in kind and name the
// person's own details, then an invitation to choose a fable, a story or a poem.
import type { Tone } from '../content/tones.data';
import { detailVars } from '../plan/detail-vars';
import { createRandom, hashText } from '../random';
import type { Understanding } from '../understand/types';
import { expand, fits, sentence } from './grammar';

const REPLIES: Readonly<Record<Tone | 'celebrateSoft' | 'calm' | 'unnamed', readonly string[]>> = {
  // No feeling named at all: nothing is assumed.
  unnamed: [
    'Thank you for telling me [this|that]; [however it sits with you|whatever you are feeling], it [deserves|is worth] [some care|a little time]',
    "[I am|I'm] glad you [wrote|shared] [this|that]; [there is|there's] no need to [name|sort out] [the feeling|every feeling] [first|yet]",
  ],
  celebrate: [
    '[Congratulations|Congratulations, truly] on {event}! [That is|What] [wonderful|lovely] news, and [it deserves|you deserve] [to savour it|a moment to savour it]',
    "{Event}: [how wonderful|what wonderful news]! [I am|I'm] [so glad|really glad] for you",
    '[How lovely|What a joy] to hear about {pet}! [It sounds like|Clearly] {pet} has [already|quickly] [made a home in your heart|filled your heart]',
    '[That is|What] [wonderful|lovely] news! [It sounds like|I can hear that] [a real joy|real gladness] is [here|with you] [today|right now]',
  ],
  celebrateSoft: [
    "A little lightness is [worth noticing|worth pausing on]; [I am|I'm] glad [it is here|it has found you] [today|right now]",
    "[It is|It's] [good|lovely] to hear [you feel|that you feel] a bit lighter; [small shifts|small easings] like that [matter|count]",
  ],
  calm: [
    "[It is|It's] [lovely|good] to hear [you feel|that you feel] [settled|at peace]; [moments like this are worth|quiet like this is worth] [keeping|savouring]",
  ],
  // Calm moods are answered by the calm and unnamed lines above; the quiet tone has no others.
  quiet: [],
  sit: [
    "[I am|I'm] so sorry about {lost}. [Grief like this|Missing someone this much] [is a measure|says something] of how [much you loved|deeply you cared]",
    "[I am|I'm] so sorry [for your loss|about {lost}]. [There is|There's] no right way to carry [this|grief], and [no hurry|no timetable] either",
    "[That sounds|It sounds] [really|truly] [painful|hard], and [I am|I'm] [sorry|so sorry] [it hurts|you are carrying it]. [Sadness|A heavy heart] [deserves|needs] [gentleness|some gentleness], not [hurry|fixing]",
  ],
  steady: [
    '{Event} [sounds like|is] a lot to carry, and [worry|that worry] is often a sign of how much it matters to you',
    "[It makes sense|Of course] [you are|you're] [anxious|worried] [about {event}|about {kin}]; [your mind|a caring mind] [is trying|tries] to keep [what you love|everyone] safe",
    '[That sounds|It sounds] [unsettling|hard to sit with], and [it makes sense|no wonder] [it is hard to settle|everything feels harder|it is hard to think of anything else] [right now|just now]; [worry|fear] [often|usually] [means you care|shows how much you care]',
  ],
  honour: [
    "[Your anger|That anger] makes sense: something that matters to you [was|has been] [pushed on|treated unfairly], and [it is|it's] [right|fair] to [mind|take that seriously]",
    "[It sounds like|I hear that] [you are|you're] [angry|really angry], and [that is|that's] [worth listening to|worth honouring]; anger often [points at|shows] what [we value|matters]",
    "[Of course|No wonder] [you are|you're] [angry|furious] [with {kin}|about it]; [that sounds|it sounds] [unfair|really unfair], and [you do not|you don't] have to [smile it away|pretend otherwise]",
  ],
  accompany: [
    '[Feeling alone|Loneliness] [like that|{atPlace}] [is hard|can be so heavy], and [it says nothing|it is no sign of anything wrong] about [your worth|you]; [people need time|connection takes time|friendships take time]',
    "[That sounds|It sounds] [lonely|really lonely], and [I am|I'm] glad you [said it|put it into words]; [you are|you're] not the only one [feeling this|who feels this way]",
  ],
  rest: [
    '[You sound|It sounds like you are] [worn out|exhausted], and [no wonder|that makes sense]; [your body|you] [may be|might be] asking for [rest|some rest] [that asks nothing back|without conditions]',
    "[That is|That's] [a lot|so much] to carry [day after day|every day]; tiredness like this is a signal, not a failing, and it [deserves|asks for] rest",
  ],
};

const MIXED = [
  '[It sounds like|I hear that] two things are true at once: [gladness|joy] and [a real ache|something heavier], and [both belong|each deserves room] here',
  "[What a|Such a] [mix|bittersweet mix] of feelings; [it is|it's] [natural|completely natural] to feel [both|joy and heaviness] [at once|together]",
];

const INVITATIONS = [
  'Would you like a fable, a story or a poem to sit with it for a while?',
  'Shall I write you a fable, a story or a poem about it?',
  'Choose a fable, a story or a poem, and I will write one just for you.',
];
const BRIGHT_INVITATIONS = [
  'Would you like a fable, a story or a poem to celebrate it?',
  'Shall I write you a fable, a story or a poem to hold on to it?',
];

export function composeMoodReply(u: Understanding, tones: readonly Tone[], mood: string): string {
  const random = createRandom(hashText(`mood-reply\n${mood}`));
  const vars = detailVars(u, 'your').vars;
  if (!vars.lost && u.pets[0]) vars.lost = u.pets[0].name ?? `your ${u.pets[0].kind}`;
  const primary = tones[0] as Tone;
  let bank: readonly string[];
  if (u.kind === 'mixed') bank = MIXED;
  else if (u.kind === 'calm') bank = u.words.length > 0 ? REPLIES.calm : REPLIES.unnamed;
  else if (primary === 'celebrate' && u.intensity === 1) bank = REPLIES.celebrateSoft;
  else bank = REPLIES[primary];
  const usable = bank.filter((t) => fits(t, vars));
  const withDetail = usable.filter((t) => /\{\w+\}/.test(t));
  const template = random.pick(
    withDetail.length > 0 ? withDetail : usable.length > 0 ? usable : (REPLIES.calm as string[]),
  );
  const reply = sentence(expand(template, vars, random));
  const invitation = random.pick(
    primary === 'celebrate' && u.kind !== 'mixed' && bank !== REPLIES.unnamed
      ? BRIGHT_INVITATIONS
      : INVITATIONS,
  );
  return `${reply} ${invitation}`;
}
