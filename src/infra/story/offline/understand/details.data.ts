// The kinds of people, pets, events and places a mood can name, with what prose needs of them.
import type { Gender } from './types';

export interface RelationInfo {
  gender: Gender;
  plural?: boolean;
  /** The word a story uses ("grandma" stays "grandma"; "mom" stays "mom"). */
  word?: string;
}

const rel = (gender: Gender, list: string, plural = false): [string, RelationInfo][] =>
  list.split(',').map((w) => [w.trim(), { gender, ...(plural ? { plural } : {}) }]);

export const RELATIONS: ReadonlyMap<string, RelationInfo> = new Map([
  ...rel(
    'f',
    'mother,mum,mom,mam,mummy,grandmother,grandma,gran,granny,nan,nana,sister,aunt,auntie,daughter,wife,girlfriend,niece,stepmother,stepmum,fiancée',
  ),
  ...rel(
    'm',
    'father,dad,daddy,grandfather,grandad,granddad,grandpa,brother,uncle,son,husband,boyfriend,nephew,stepfather,stepdad,fiancé',
  ),
  ...rel(
    'n',
    'friend,partner,boss,manager,coworker,colleague,roommate,flatmate,housemate,landlord,landlady,teacher,doctor,vet,stranger,council,board,neighbour,neighbor,baby,child,kid,cousin,coach,therapist,spouse,fiance,team,family,mentor,nurse,supervisor,tutor,lecturer,professor,classmate',
  ),
  ...rel(
    'n',
    'parents,kids,children,twins,neighbours,neighbors,grandparents,friends,colleagues,coworkers,classmates,flatmates,roommates,housemates',
    true,
  ),
]);

export interface PetInfo {
  /** Small true things a story can show of this animal. */
  traces: readonly string[];
}

const pet = (list: string, traces: string): [string, PetInfo][] =>
  list.split(',').map((w) => [w.trim(), { traces: traces.split('|') }]);

export const PETS: ReadonlyMap<string, PetInfo> = new Map([
  ...pet('dog,puppy,pup', 'the lead on its hook|the empty basket|the water bowl'),
  ...pet('cat,kitten', 'the warm dent in the cushion|the sunny windowsill|the food bowl'),
  ...pet(
    'rabbit,bunny,hamster,guinea pig,gerbil,mouse',
    'the empty hutch|the bag of hay|the little water bottle',
  ),
  ...pet('budgie,parrot,canary,bird', 'the open cage|the seed tray|the mirror on its chain'),
  ...pet('horse,pony,donkey', 'the empty stall|the halter on its peg|the bucket by the gate'),
  ...pet(
    'goldfish,fish,turtle,tortoise,lizard,snake',
    'the quiet tank|the tin of food|the little light of the tank',
  ),
]);

export interface EventInfo {
  /** How prose names it: "engagement" for "got engaged". */
  noun: string;
}

const ev = (list: string, noun?: string): [string, EventInfo][] =>
  list.split(',').map((w) => [w.trim(), { noun: noun ?? w.trim() }]);

export const EVENTS: ReadonlyMap<string, EventInfo> = new Map([
  ...ev(
    'wedding,funeral,birthday,anniversary,graduation,interview,job interview,exam,exams,bar exam,driving test,test,surgery,heart surgery,operation,chemo,diagnosis,presentation,deadline,hearing,court hearing,marathon,final,league,art show,show,exhibition,party,christmas,divorce,move,house move,appointment,meetings,meeting,retirement,promotion,race,match,audition,recital,army,dementia,diabetes,smoking',
  ),
  ...ev('engaged', 'engagement'),
  ...ev('eulogy', 'eulogy'),
  ...ev('job', 'job'),
  ...ev('graduates,graduating,graduated', 'graduation'),
  ...ev('moving', 'move'),
  ...ev('divorced', 'divorce'),
]);

/** Ordinary places a mood may name (proper place names come from the parser). */
export const PLACES = new Set(
  'apartment,flat,house,home,kitchen,garden,office,hospital,hospice,school,uni,university,college,medical school,bakery,café,cafe,warehouse,lake,beach,allotment,car park,church,farm,shop,city,town,village,park,ward,studio,bedroom,room,classroom,library,station,gym'.split(
    ',',
  ),
);

/** Nouns that are not concrete things a story can show. The body's parts (and a knot or a lump
 *  in them) are the person's own, not objects a character can carry. */
export const ABSTRACT = new Set(
  'knot,lump,back,neck,shoulder,shoulders,knee,knees,chest,stomach,tummy,belly,foot,feet,leg,legs,arm,arms,hand,hands,eye,eyes,body,skin,tooth,teeth,jaw,hip,hips,throat,ribs,muscles,joints,wrist,wrists,finger,fingers,ankle,ankles,face,spring,summer,autumn,winter,fall,thing,things,way,time,times,day,days,week,weeks,month,months,year,years,today,tonight,morning,evening,evenings,night,afternoon,bit,lot,everything,nothing,anything,something,anyone,someone,everyone,nobody,no one,reason,fault,people,person,feeling,feelings,life,heart,mind,head,point,moment,all,same,one,kind,sort,name,side,rest,here,there,work,end,part,minute,hours,hour,front,idea of,ones,mess,place,words,dinner time,goodbye,place,first,last,whole,third,second,best,feels,smells,looks,saying,pretending,results,put,permission,break,nights,mornings,weekends,sundays,lately,disappointment,failure,letdown,pressure'.split(
    ',',
  ),
);

/** Idioms whose words are not things, people or places in the person's life: "running on fumes"
 *  has no fumes in it. Their feeling is read by the cues (feeling-cues.data.ts). */
export const IDIOMS: readonly (readonly string[])[] = [
  'running on fumes',
  'running on empty',
  'over the moon',
  'under the weather',
  'on eggshells',
  'end of my rope',
  'end of my tether',
  'at my wits end',
  "at my wit's end",
  'on cloud nine',
  'down in the dumps',
  'on tenterhooks',
  'head above water',
  'out of my depth',
  'the last straw',
  'on thin ice',
].map((idiom) => idiom.split(' '));
