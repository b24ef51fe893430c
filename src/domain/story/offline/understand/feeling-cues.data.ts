// Feeling cues: words and phrases a mood uses, the family each points to and how strongly.
// Phrases are matched on whole words in the lower-cased mood; stems end in "*".
import type { Feeling } from './types';

export interface FeelingCue {
  feeling: Feeling;
  /** 1 hint, 2 plain, 3 strong. */
  weight: number;
  /** A word that says the feeling itself (kept as one of the person's feeling words). */
  named?: boolean;
}

const cues = (
  feeling: Feeling,
  weight: number,
  named: boolean,
  list: string,
): [string, FeelingCue][] =>
  list.split(',').map((w) => [w.trim(), { feeling, weight, ...(named ? { named } : {}) }]);

export const FEELING_CUES: ReadonlyMap<string, FeelingCue> = new Map([
  ...cues(
    'joy',
    3,
    true,
    'happy,glad,thrilled,delighted,overjoyed,ecstatic,excited,proud,grateful,thankful,joyful,elated,over the moon,so happy',
  ),
  ...cues('joy', 2, true, 'relieved,calmer,steadier,hopeful,lighter,cheerful,content,good'),
  ...cues('joy', 1, false, 'laugh,laughed,made me laugh,made me smile'),
  ...cues(
    'joy',
    2,
    false,
    "got engaged,got the job,got into,passed,won,finished,finally,can't stop smiling,smiling,grinning,heart is full,celebrat*,congratulat*,adopted,sold my first,auntie now,uncle now,went well,can finally breathe,benign,best in the class,is working,first word,first steps,said his first,said her first,got my first",
  ),
  ...cues(
    'grief',
    3,
    false,
    "died,passed away,put down,funeral,eulogy,hospice,grief,grieving,mourning,bereaved,since he passed,since she passed,not here anymore,gone now,he is gone,she is gone,now he's gone,now she's gone",
  ),
  ...cues(
    'grief',
    2,
    false,
    "didn't know my name,dementia,all i had left of her,all i had left of him,say goodbye,without my,stolen",
  ),
  ...cues(
    'anxiety',
    3,
    true,
    'anxious,worried,nervous,scared,terrified,afraid,panicking,panic,dreading,dread,frightened,stressed,on edge',
  ),
  ...cues(
    'anxiety',
    2,
    false,
    "can't sleep,can't concentrate,won't stop shaking,can't stop thinking,diagnosed,what if,haven't found,still haven't found,don't know what to tell,something serious,overthinking,worry,stress*,doesn't know if,don't know if,if he'll,if she'll,can't focus,waiting for the results,waiting for results,results come back,results are due,waiting to hear",
  ),
  ...cues(
    'anger',
    3,
    true,
    'angry,furious,livid,outraged,enraged,mad at,fuming,annoyed,fed up,frustrated,sick of,irritated,resent*,so angry',
  ),
  ...cues(
    'anger',
    2,
    false,
    'took credit,no reason,unfair,could scream,scream,lied to me,drove off,interrupting,just laugh,cancelled,kept our deposit',
  ),
  ...cues('loneliness', 3, true, 'lonely,alone,isolated,lonesome'),
  ...cues(
    'loneliness',
    2,
    false,
    "don't know anyone,no one to talk to,nobody to talk to,don't have anyone,haven't spoken,nobody came,nobody at,nobody noticed,by myself,no friends,eat lunch alone,works away,left out",
  ),
  ...cues(
    'sadness',
    3,
    true,
    'sad,down,heartbroken,hurt,miserable,upset,devastated,disappointed,numb,empty,invisible,unhappy,gutted,low',
  ),
  ...cues(
    'sadness',
    2,
    false,
    "crying,cried,cry,broke up,breaks my heart,my fault,failure,stupid,failed,won't talk to me,miss,missed,lost the,let down,hasn't come back,keeps not happening,doesn't have long,stopped replying,a disappointment,let her down,let him down,let them down,let you down,let everyone down,let my parents down,let my family down,letting her down,letting him down,letting them down,letting everyone down,guilty,feel nothing,dropped out,ignored,the worst,are the worst,is the worst,rough time,rough day,rough week,a hard time,hard day,are hard,is hard,struggling,not great,not good,bad day",
  ),
  ...cues(
    'weariness',
    3,
    true,
    'tired,exhausted,exhausting,burnt out,burned out,burnout,drained,worn out,overwhelmed,weary,stuck',
  ),
  ...cues(
    'weariness',
    2,
    false,
    "can't get out of bed,wearing me down,everything feels heavy,too many,too much,the same,every day is the same,fell asleep,no energy,night shifts,tired of,was a lot,been a lot,a lot lately,permission to rest,need a rest,need rest,need a break,can't rest,can't switch off,running on empty",
  ),
  ...cues('calm', 3, true, 'calm,peaceful,relaxed,at peace,serene,settled'),
  ...cues('calm', 1, true, 'okay,fine,alright'),
]);

/** Words that make a cue stronger ("so anxious") or softer ("a bit lighter"). */
export const INTENSIFIERS = new Set([
  'so',
  'really',
  'very',
  'extremely',
  'incredibly',
  'completely',
  'totally',
  'utterly',
  'absolutely',
  'actually',
  'truly',
]);
export const SOFTENERS = new Set([
  'bit',
  'little',
  'slightly',
  'somewhat',
  'kind',
  'sort',
  'kinda',
  'quite',
]);

/** Words that say two feelings at once. */
export const MIXED_CUES =
  /\b(?:bittersweet|mixed feelings|at the same time|and also|but also|proud and heartbroken)\b/;
