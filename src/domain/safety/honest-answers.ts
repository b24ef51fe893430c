// Answers the meaning reader and the statistical reader would flag for their likeness to crisis
// phrasings, though they say something healthy or ordinary. The reflection invites them ("What would you want your brother to know?"):
// a plan to tell someone how one really feels ("maybe i could tell her im scared instead of
// saying im fine"), and a fear of mattering less to one person ("im scared i wont matter to her
// anymore"), and company wanted for lunch or a lesson ("i dont think anyone would want to sit
// with me"), which loneliness says. Their nearest phrasings are goodbyes and "I don't matter to anyone". These are read
// as everyday only while the text names no danger (death, means, harm, violence, an ending or a
// burden): with one, the readers decide as before. Fear of someone ("how scared i am of
// him"), "to anyone", "want me around" and "miss me" stay with the readers. No line of the dataset's crisis halves matches.
import { speaksOfDanger } from './model/concepts';
import { wordsOf } from './model/features';

const SOMEONE = String.raw`(?:her|him|them|my \w+|mum|mom|dad|someone|somebody|a friend|people)`;
const FEELING = String.raw`(?:scared|afraid|worried|nervous|anxious|not ok|not okay|not fine|struggling|sad|lonely|low|tired|overwhelmed|stressed|hurt|upset)`;
const I_AM = String.raw`(?:i am|i feel|i was|i have been)`;
/** "that i am scared", "i am really struggling", "how scared i am". */
const HOW_I_FEEL = String.raw`(?:(?:that )?${I_AM}(?: really| so| pretty| a bit| quite)? ${FEELING}|how (?:really |so )?${FEELING} ${I_AM})`;

/** Telling someone how one feels, not what someone does: "scared of him" is left out. */
const TELLING_HOW_I_FEEL = new RegExp(
  String.raw`\b(?:tell|telling|talk to|be honest with|admit to|text|call) ${SOMEONE} (?:about )?${HOW_I_FEEL}\b(?! (?:of|to go|to be|when|around|at home|that he|that she))` +
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

/** "hang out" is company, not the "hang" of a danger. */
const HANGING_OUT = /\bhang(?:ing)? out\b/g;

/** True when a normalised text (safety-text.ts) is such an answer and names no danger. */
export function isHonestEverydayAnswer(normalised: string): boolean {
  return (
    [TELLING_HOW_I_FEEL, MATTERING_LESS_TO_ONE, NOBODY_TO_BE_WITH].some((shape) =>
      shape.test(normalised),
    ) && !speaksOfDanger(wordsOf(normalised.replace(HANGING_OUT, 'meeting')))
  );
}
