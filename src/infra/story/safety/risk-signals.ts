// Moderate warning signs: each alone is common in an ordinary hard day ("I can't take it
// anymore", "I feel trapped"), so none flags a text by itself. Together they add up: hopelessness
// beside feeling trapped, or finality beside a goodbye, in one message or across several answers
// of one dialogue (see conversation-risk.ts).
import { compile, matchRule, type Rule } from './crisis-rule';
import { stretchesOf } from './safety-text';

export type SignalKind =
  | 'hopelessness'
  | 'entrapment'
  | 'unable_to_go_on'
  | 'finality'
  | 'farewell'
  | 'withdrawal'
  | 'worthlessness'
  | 'weariness'
  | 'pointlessness'
  | 'death_thoughts'
  | 'edge'
  | 'unbearable_pain'
  | 'isolation';

interface Signal extends Omit<Rule, 'category' | 'reason'> {
  kind: SignalKind;
  weight: number;
}

const SIGNALS: readonly Signal[] = [
  {
    kind: 'hopelessness',
    weight: 0.5,
    pattern:
      /\b(?:hopeless|no hope|lost (?:all )?(?:my )?hope|out of hope|given up on (?:everything|myself|life|me)|(?:nothing|it|life|things) (?:will|is going to) (?:never|not) (?:get|be) better|(?:nothing|it|life|things) (?:will )?never (?:gets?|going to get) better|nothing (?:will|is going to) (?:ever )?(?:get|be|go) (?:better|right|okay|ok)|nothing (?:ever )?(?:gets|is getting|is ever going to get|ever gets) (?:any )?better|(?:nothing|it|things|life) never gets (?:any )?better|never going to get better|no future (?:for me)?|i have given up|i give up$|what is the point$|nothing (?:will )?(?:ever )?changes?$)\b/,
    notFollowedBy:
      /^ (?:at|with|when it comes to|on (?:this|the)|that (?:my|the|our|we|they|it))\b/,
    negatable: true,
  },
  {
    kind: 'entrapment',
    weight: 0.6,
    pattern:
      /\b(?:no way out(?! of (?:this|the|that) (?:dinner|party|meeting|job|contract|deal|wedding|trip|event|class))|trapped(?! in (?:a|my|this|the) (?:job|town|city|lift|elevator|traffic|meeting|house))|want out$|i want out(?! of (?:this|the|my) (?:group|project|job|class|contract|deal|chat|relationship|marriage|flat))|(?:can not|there is no) escape(?! (?:the|this) (?:heat|rain|noise|office))|no escape$)\b/,
    negatable: true,
  },
  {
    kind: 'unable_to_go_on',
    weight: 0.6,
    pattern:
      /\b(?:(?:can not|could not|unable to|not able to) (?:go on|keep going|carry on|do this|take (?:it|this|much more|any more)|cope|hold on|handle (?:it|this|life)|keep fighting|fight anymore|keep trying)|(?:do not|no longer) (?:want|have (?:it in me|the strength)) to (?:continue|go on|keep going|carry on|keep trying|try anymore|keep fighting|fight anymore|fight)|how much longer i can (?:go on|keep going|do this|hold on|take (?:it|this))|(?:do not think|not sure|do not know if) i can (?:go on|keep going|hold on|carry on|do this|take (?:it|this|much more))|not strong enough to (?:keep going|go on|carry on|keep living|keep fighting|stay))\b/,
    notFollowedBy:
      /^ (?:at (?:this|that) (?:pace|rate)|with (?:this|the|my|that|work|school|these|him|her|them)|at (?:work|school)|in this (?:job|house|flat|city|heat)|like this at|working|doing|studying|paying|to (?:work|school)|on (?:this|the) (?:diet|project))\b/,
    unless:
      /\b(?:mattress|printer|spreadsheet|neighbou?rs|drilling|job|boss|commute|deadline|homework|exam|landlord|laptop)\b/,
    negatable: true,
  },
  {
    kind: 'finality',
    weight: 0.5,
    pattern:
      /\b(?:i am done(?: for good| with (?:everything|it all|all of it|life|trying|this life))?$|done for good|i am (?:so )?ready(?: now)?$|ready to go$|it is (?:time|decided)$|(?:this|it) (?:will|is going to) be over soon|i have (?:made|reached) (?:my|a|the) (?:decision|choice)$|(?:i|it) will (?:all )?be over soon|(?:want|wish) (?:it|this|everything) (?:all )?(?:to be )?over$|just want (?:it|this|everything) (?:all )?(?:to )?(?:end|stop|over)$|wish it would (?:all )?(?:just )?(?:end|stop)$|i am (?:so )?done$|i am finished$|not going to be (?:a problem|around) (?:for )?much longer)\b/,
    unless:
      /\b(?:week|semester|meeting|project|exam|exams|job|shift|day at work|wedding|planning|holiday|trip|term|season|movie|game|rain|drilling)\b/,
    negatable: true,
  },
  {
    kind: 'farewell',
    weight: 0.5,
    pattern:
      /\b(?:sorry for everything$|(?:thank you|thanks) for everything$|(?:said|say|saying) (?:my )?(?:goodbyes?|bye)(?! (?:to (?:my|the|our) (?:coworkers|colleagues|class|old)|at the))|goodbye$|bye everyone|take care of (?:my|the) (?:cat|dog|kids|plants|pets?)(?: for me)?$|look after (?:my|the) (?:cat|dog|kids|pets?|mum|mom) for me|(?:i|just) wanted (?:you|everyone) to know|(?:wrote|written|finished|left) my (?:last |final )?(?:note|letters?)\b|remember me)\b/,
  },
  {
    kind: 'withdrawal',
    weight: 0.5,
    pattern:
      /\b(?:deleted (?:all )?(?:of )?my (?:socials|social media|accounts|profiles)|deleted all my (?:photos|messages|apps)|deleted everything|cancelled all my (?:plans|appointments|subscriptions)|stopped (?:answering|replying to) (?:everyone|anyone))\b/,
  },
  {
    kind: 'worthlessness',
    weight: 0.4,
    pattern:
      /\b(?:worthless|waste of (?:space|oxygen|air|skin|a life)|i ruin everything|i ruin everyone|i (?:only )?make (?:everything|everyone'?s life) worse|i hate myself|i am nothing|i am (?:a )?(?:complete |total )?(?:mistake|disappointment to everyone)|nobody (?:cares|would care|needs me|wants me)|no one (?:cares|would care|needs me|wants me)|(?:nobody|no one) would (?:notice|miss me|care))\b/,
    notFollowedBy: /^ (?:at|if i (?:skip|miss|do not come|leave early))\b/,
    negatable: true,
  },
  {
    kind: 'weariness',
    weight: 0.4,
    pattern:
      /\b(?:(?:tired|exhausted|sick) of (?:everything|it all|all of it|fighting|trying|struggling|pretending|the pain|feeling like this)|so tired of everything|i am so tired$|tired of surviving)\b/,
    notFollowedBy: /^ (?:with|about|at|over|for|in)\b/,
    unless: /\b(?:landlord|chores|job|work|boss|neighbou?rs?|weather|commute|fine at work)\b/,
  },
  {
    kind: 'pointlessness',
    weight: 0.5,
    pattern:
      /\b(?:no point (?:in )?(?:anything|anymore|any of it|trying|going on|carrying on|staying)|what is the point (?:of|in) (?:anything|it all|trying|staying|going on|carrying on|any of it|me)|(?:nothing|none of it) matters(?: anymore)?$|nothing matters anymore|everything is pointless|life is pointless|pointless$)\b/,
    notFollowedBy: /^ (?:but|except|apart from)\b/,
    negatable: true,
  },
  {
    kind: 'death_thoughts',
    weight: 0.5,
    pattern:
      /\b(?:(?:think|thinking|thought) (?:about|of) (?:death|dying|being dead|not existing|not being here)(?: (?:a lot|all the time|constantly|every day|more and more))?|death is (?:always )?on my mind|(?:dream|dreams|dreaming) about (?:dying|death|my death)|dead inside$)\b/,
    unless:
      /\b(?:passed|funeral|grief|grieving|loss|lost my|died|documentary|novel|book|plane crash|afraid|scared|fear|how short life is)\b/,
  },
  {
    kind: 'edge',
    weight: 0.5,
    pattern:
      /\b(?:(?:i am|i feel) (?:so |right )?(?:on|at) the edge$|on the edge and|(?:i am|i keep) (?:on|at) (?:the )?(?:top of )?(?:the |a )?(?:bridge|roof|rooftop|parking garage|car park|cliff|cliffs)$|can not hold on(?: anymore| much longer)?$|about to let go$|let go$)\b/,
  },
  {
    kind: 'unbearable_pain',
    weight: 0.4,
    pattern:
      /\b(?:unbearable|can not bear (?:it|this|the pain|myself)|(?:the )?pain (?:is|will) never (?:stop|end|go away)|make the pain stop|want the pain to (?:stop|end)|too much pain)\b/,
    unless:
      /\b(?:tooth|toothache|back|knee|migraine|headache|heat|period|cramps|meeting|traffic)\b/,
  },
  {
    kind: 'isolation',
    weight: 0.3,
    pattern:
      /\b(?:(?:completely|totally|so|all) alone(?! (?:at|in|on|for) (?:the|this|a|my) (?:weekend|party|office|house|flat))|nobody (?:understands|listens|would listen|is there)|no one (?:understands|listens|is there)|i have no one|i have nobody)\b/,
  },
];

const COMPILED = compile(
  SIGNALS.map((signal) => ({ ...signal, category: 'suicide' as const, reason: signal.kind })),
).map((rule, i) => ({ rule, signal: SIGNALS[i]! }));

export interface SignalHit {
  kind: SignalKind;
  weight: number;
}

/** The moderate signs in a text's clauses, each kind once, with its weight. */
export function riskSignals(clauses: readonly string[]): SignalHit[] {
  const hits: SignalHit[] = [];
  for (const { rule, signal } of COMPILED) {
    if (clauses.some((clause) => matchRule(rule, clause)))
      hits.push({ kind: signal.kind, weight: signal.weight });
  }
  return hits;
}

/**
 * The moderate signs of a text given as its sentences (sentencesOf): those of its strongest
 * stretch of neighbouring sentences read together (the whole text when it is short; see
 * READ_TOGETHER_WORDS). A long entry about an ordinary week does not add up a tired line at its
 * start and a sad one at its end just by holding more words.
 */
export function localSignals(sentences: readonly (readonly string[])[]): SignalHit[] {
  const perSentence = sentences.map((clauses) => riskSignals(clauses));
  const spans = stretchesOf(sentences.map((clauses) => clauses.join(' ')));
  let best: SignalHit[] = [];
  for (const [start, end] of spans) {
    const hits = together(perSentence.slice(start, end));
    if (signalScore(hits) > signalScore(best)) best = hits;
  }
  return best;
}

/** Each kind once, in the order of SIGNALS (as riskSignals gives them). */
function together(groups: readonly (readonly SignalHit[])[]): SignalHit[] {
  const kinds = new Set(groups.flatMap((hits) => hits.map((hit) => hit.kind)));
  return SIGNALS.filter((signal) => kinds.has(signal.kind)).map((signal) => ({
    kind: signal.kind,
    weight: signal.weight,
  }));
}

/** A sum of signal weights at or above this is treated as a crisis. */
export const SIGNAL_THRESHOLD = 1;

export function signalScore(hits: readonly SignalHit[]): number {
  return hits.reduce((sum, hit) => sum + hit.weight, 0);
}
