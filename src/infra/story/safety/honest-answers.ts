// Answers the meaning reader and the statistical reader would flag for their likeness to crisis
// phrasings, though they say something healthy or ordinary, often what the reflection invites
// ("What would you want your brother to know?"):
// - a plan to tell someone how one really feels ("maybe i could tell her im scared instead of
//   saying im fine");
// - a fear of mattering less to one person ("im scared i wont matter to her anymore");
// - company wanted for something done together ("i dont think anyone would want to sit with me");
// - blaming oneself ("i keep thinking it was all my fault").
// Their nearest phrasings are goodbyes and "I don't matter to anyone". They are read as everyday
// only while the text names no danger (death, means, harm, violence, an ending or a burden); with
// one, the readers decide as before. Left to the readers: fear of someone ("how scared i am of
// him"), "to anyone", "want me around", "miss me", and blame someone else puts on the person ("he
// says it's my fault"), which is how abuse often sounds. No crisis line of the dataset matches.
import { speaksOfDanger } from './model/concepts';
import { wordsOf } from './model/features';

const SOMEONE = String.raw`(?:her|him|them|my \w+|mum|mom|dad|someone|somebody|a friend|people)`;
const FEELING = String.raw`(?:scared|afraid|worried|nervous|anxious|not ok|not okay|not fine|struggling|sad|lonely|low|tired|overwhelmed|stressed|hurt|upset)`;
const I_AM = String.raw`(?:i am|i feel|i was|i have been)`;
/** "that i am scared", "i am really struggling", "how scared i am". */
const HOW_I_FEEL = String.raw`(?:(?:that )?${I_AM}(?: really| so| pretty| a bit| quite)? ${FEELING}|how (?:really |so )?${FEELING} ${I_AM})`;
/** "how much it hurts", "how i really feel": harm is named, if at all, by the danger words. */
const HOW_IT_HURTS = String.raw`(?:how much (?:it|this|that) (?:hurts|hurt|has hurt)|how i (?:really |actually )?(?:feel|felt))`;

/** Telling someone how one feels, not what someone does: "scared of him" is left out. */
const TELLING_HOW_I_FEEL = new RegExp(
  String.raw`\b(?:tell|telling|talk to|be honest with|admit to|text|call) ${SOMEONE} (?:about )?(?:${HOW_I_FEEL}\b(?! (?:of|to go|to be|when|around|at home|that he|that she))|${HOW_IT_HURTS}\b)` +
    String.raw`|\binstead of (?:saying|pretending|acting like) (?:that )?(?:i am|everything is) (?:fine|ok|okay)\b`,
);

/** Mattering less to one person; "to anyone" is left out. */
const MATTERING_LESS_TO_ONE = new RegExp(
  String.raw`\b(?:scared|afraid|worried|fear|feel like) (?:that )?i (?:will not|would not|do not|might not|may not|will|would|might)? ?(?:matter|mean as much|be important) to (?:her|him|them|my \w+|mum|mom|dad)\b`,
);

/** Company wanted for something people do together ("nobody wants to sit with me at lunch");
 *  "want me around" and "miss me" are left out. */
const NOBODY_TO_BE_WITH = new RegExp(
  String.raw`\b(?:anyone|anybody|nobody|no one)\b(?: would| will| ever| even| really)* (?:want|wants|wanted) to (?:sit|hang out|eat|eat lunch|talk|play|go out|study|work|be friends|be partners|room|walk home)(?: \w+)? with me\b`,
);

/** Blaming oneself ("i keep thinking it was all my fault"), which the reflection meets with a
 *  gentle challenge. */
const BLAMING_MYSELF =
  /\b(?:i (?:keep thinking|keep telling myself|think|feel like|know|guess|still think|cannot stop thinking)|maybe|probably|honestly) (?:that )?(?:it was|it is|this is|this was|everything is|everything was) (?:all |kind of |partly |mostly |probably )?my fault\b/;

/** Blame someone else puts on the person ("he says it's my fault"), and harm the danger words
 *  do not name ("pushed", "bruises"): left to the readers, as abuse so often sounds. */
const BLAMED_OR_HARMED = /\b(?:says|said|blames?|blamed|push\w*|bruis\w*|grab\w*|pull\w*)\b/;

/** "hang out" is company, not the "hang" of a danger; "it hurts" is a feeling, not the "hurt"
 *  of harm ("hurt myself" is still harm). */
const NOT_DANGER = /\bhang(?:ing)? out\b|\b(?:it|this|that) (?:hurts|hurt|has hurt)\b/g;

const SHAPES = [TELLING_HOW_I_FEEL, MATTERING_LESS_TO_ONE, NOBODY_TO_BE_WITH, BLAMING_MYSELF];

/** True when a normalised text (safety-text.ts) is such an answer and names no danger. */
export function isHonestEverydayAnswer(normalised: string): boolean {
  return (
    SHAPES.some((shape) => shape.test(normalised)) &&
    !BLAMED_OR_HARMED.test(normalised) &&
    !speaksOfDanger(wordsOf(normalised.replace(NOT_DANGER, 'meeting')))
  );
}
