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
    'happy,glad,thrilled,delighted,overjoyed,ecstatic,excited,proud,grateful,thankful,joyful,elated,over the moon,on cloud nine,so happy',
  ),
  ...cues('joy', 2, true, 'relieved,releived,calmer,steadier,hopeful,lighter,cheerful,good'),
  // Good news told without a feeling word: keys, offers, results that came back clear.
  ...cues(
    'joy',
    2,
    false,
    "got the keys,keys to our,keys to my,got the offer,offer letter,got an offer,came back clear,all clear,got promoted,promotion,scored the,scored a,winning goal,we won,lets go,let's go,best sound,best day,best news,slept through,yay,woohoo,hooray,woo,nailed it,smashed it,can't believe it,proud of myself,so proud,home from hospital,it's a girl,it's a boy,new baby,got my license,got my licence,passed my",
  ),
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
    "died,passed away,passed last night,passed this morning,passed yesterday,passed peacefully,passed on,passed in her sleep,passed in his sleep,dog passed,cat passed,mum passed,mom passed,dad passed,put down,put to sleep,funeral,eulogy,hospice,grief,grieving,mourning,bereaved,since he passed,since she passed,not here anymore,gone now,he is gone,she is gone,now he's gone,now she's gone",
  ),
  ...cues(
    'grief',
    2,
    false,
    "didn't know my name,dementia,all i had left of her,all i had left of him,say goodbye,without my,stolen,without dad,without mum,without mom,first christmas without,first birthday without,empty chair,his empty chair,her empty chair,out of habit,wasn't here to see,wish she was here,wish he was here,wish you were here,wife has gone,husband has gone",
  ),
  ...cues(
    'anxiety',
    3,
    true,
    'anxious,anxiuos,anxous,axious,worried,worryed,nervous,nervus,scared,terrified,afraid,panicking,panic,dreading,dread,frightened,stressed,stresed,on edge',
  ),
  ...cues(
    'anxiety',
    2,
    false,
    "can't sleep,can't concentrate,won't stop shaking,can't stop thinking,diagnosed,what if,haven't found,still haven't found,don't know what to tell,something serious,overthinking,worry,stress*,doesn't know if,don't know if,if he'll,if she'll,can't focus,waiting for the results,waiting for results,results come back,results are due,waiting to hear,doing flips,butterflies,in knots,knots,on tenterhooks,keep checking,checking my email,checking my phone,keep replaying,replaying,over and over,probably nothing,found a lump,scan results,test results,results come out,results tomorrow,clenching,chest is tight,tight chest,heart racing,heart is racing,heart pounding,checked the door,can't breathe,first day at,first day back,first day of school,interview tomorrow,exam tomorrow,exams tomorrow,big day tomorrow,nervous wreck,on eggshells,out of my depth,on thin ice,shaking,mind racing,racing thoughts,haven't slept properly,can't stop checking",
  ),
  ...cues(
    'anger',
    3,
    true,
    'angry,furious,livid,outraged,enraged,mad at,so mad,really mad,mad rn,i am mad,fuming,annoyed,anoyed,annoying,fed up,frustrated,sick of,irritated,resent*,so angry,pissed off,raging,seething,infuriating,infuriated',
  ),
  ...cues(
    'anger',
    2,
    false,
    "took credit,no reason,cancelled,unfair,not fair,isn't fair,could scream,scream,lied to me,drove off,interrupting,just laugh,kept our deposit,keyed my car,how dare,read my diary,ripped off,rip off,disrespect*,blamed me,for something i didn't do,stole,stolen my,had enough,the last straw,ugh,argh,wtf,pisses me off,drives me mad,drives me crazy,still hasn't fixed,still not fixed,charged me",
  ),
  ...cues('loneliness', 3, true, 'lonely,alone,isolated,lonesome'),
  ...cues(
    'loneliness',
    2,
    false,
    "don't know anyone,no one to talk to,nobody to talk to,don't have anyone,haven't spoken,nobody came,nobody at,nobody noticed,by myself,no friends,eat lunch alone,works away,left out,nobody asked me,no one asked me,nobody invited me,no one invited me,didn't invite me,wasn't invited,only person who spoke to me,no one to show,nobody to show,just to hear a voice,weekends are long,weekends are very long,evenings are long,one place at the table,all abroad,no one called,nobody called,nobody texted,no one texts,nobody texts,hasn't called,haven't heard from,never calls,never visits,no visitors,on my own,talk to the cat,talk to the dog",
  ),
  ...cues(
    'sadness',
    3,
    true,
    'sad,down,heartbroken,hurt,miserable,upset,devastated,disappointed,numb,empty,invisible,unhappy,gutted,low,powerless,helpless,hopeless,defeated',
  ),
  ...cues(
    'sadness',
    2,
    false,
    "crying,cried,cry,broke up,breaks my heart,my fault,what i did wrong,did something wrong,bummed,bummed out,down in the dumps,not good enough,never good enough,nothing i do is good enough,nothing i do is ever good enough,nothing is good enough,nothing is ever good enough,comparing me to,compares me to,feel flat,feeling flat,meh,deflated,won't let me,can't anymore,is moving to,moving away,failure,stupid,failed,won't talk to me,miss,missed,lost the,let down,hasn't come back,keeps not happening,doesn't have long,stopped replying,a disappointment,let her down,let him down,let them down,let you down,let everyone down,let my parents down,let my family down,letting her down,letting him down,letting them down,letting everyone down,guilty,feel nothing,dropped out,ignored,the worst,are the worst,is the worst,rough time,rough day,rough week,a hard time,hard day,are hard,is hard,struggling,not great,not good,bad day",
  ),
  ...cues(
    'weariness',
    3,
    true,
    'tired,exhausted,exhausting,burnt out,burned out,burnout,drained,worn out,overwhelmed,weary,stuck,knackered,shattered,sleepy,wiped out',
  ),
  ...cues(
    'weariness',
    2,
    false,
    "can't get out of bed,wearing me down,everything feels heavy,too many,too much,the same,every day is the same,fell asleep,no energy,night shifts,tired of,was a lot,been a lot,a lot lately,permission to rest,need a rest,need rest,need a break,can't rest,can't switch off,running on empty,night shift,double shift,sandpaper,up all night,no sleep,barely slept,could sleep for a week,yawning,yawn,running on fumes,under the weather,end of my rope,end of my tether,at my wits end,at my wit's end,running on coffee,legs are done,done in,so much to do,too much to do,lot to do,relentless,non stop,nonstop,no day off,had a day off,without a day off,haven't sat down,sat down for,caring for mum,caring for my mum,caring for dad,caring for my dad,caring for my husband,caring for my wife,full time carer,at am,all nighter,due tomorrow,assignments due,long week,long day,long shift,back to back",
  ),
  ...cues('calm', 3, true, 'calm,peaceful,relaxed,at peace,serene,settled,content'),
  ...cues(
    'calm',
    2,
    false,
    'chilling,chilled,chill,nothing to report,lazy sunday,cosy,cozy,pottering,slow morning,quiet day,quiet sunday,quiet saturday,quiet weekend,quiet evening,quiet night in,quiet morning,slow sunday,lovely quiet,nice quiet',
  ),
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
