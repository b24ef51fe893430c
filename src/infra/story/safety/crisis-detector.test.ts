import { describe, expect, it } from 'vitest';
import { detectCrisis, normaliseForSafety } from './crisis-detector';
import { screenWithRules } from './rule-screen';

const flagged = (text: string) => detectCrisis(text).flagged;

describe('crisis detector: behaviour', () => {
  it('catches indirect phrasing, with the right category', () => {
    expect(detectCrisis("I don't want to wake up tomorrow")).toMatchObject({
      flagged: true,
      category: 'suicide',
    });
    expect(detectCrisis('everyone would be better off without me')).toMatchObject({
      flagged: true,
      category: 'suicide',
    });
    expect(detectCrisis("I've been hurting myself again")).toMatchObject({
      flagged: true,
      category: 'self_harm',
    });
    expect(detectCrisis("he hits me when he's drunk")).toMatchObject({
      flagged: true,
      category: 'abuse',
    });
  });

  it('hears an overdose already taken, whatever the container is called', () => {
    for (const text of [
      'i swallowed the whole bottle of tablets',
      'I took my entire box of painkillers',
      'just downed a whole packet of pills',
    ])
      expect(flagged(text), text).toBe(true);
    // The rules read this as everyday; the statistical reader (on for what the rules leave) flags
    // it, one of the false alarms its recall costs (held-out: 4.7%, under the 5% bound).
    expect(
      screenWithRules(
        normaliseForSafety('I took my bottle of pills to work so I would not forget them'),
      ).assessment.flagged,
    ).toBe(false);
  });

  it('hears quiet signs, and not their everyday versions (fifth round)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      "honestly i wouldn't mind if the bus hit me on the way home",
      "I'm fine with never waking up",
      "it's time i stopped existing for good",
      'a bottle of whiskey and all my pills are on the counter',
      "i've planned out how i'm going to do it so i don't botch it",
      "i gave my dog away because i won't be around much longer",
      'i rewrote my will and left everything to my brother',
      'i love you all and it is not your fault',
      "i'm up on the roof looking down and it seems so easy",
      'i scratched at my arms until they were raw',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      "i wouldn't mind if the train was late tomorrow",
      "i'm fine with not going out tonight",
      "it's time i stopped being a pushover for good",
      'a bottle of wine with dinner and my vitamins',
      "i've written down how i'm going to do it so i don't mess up the speech",
      "i gave my dog to my mum because i won't be around while i'm abroad",
      'we updated my will after the baby and left everything to the kids',
      'i love her and it is not her fault the project failed',
      'we stood on the roof looking down at the view and it seems so easy to fall for this city',
      'i scratched my arms until they bled because the eczema itch was awful',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears warning signs said in other words, and not their everyday versions (seventh round)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'every night i pray to god to not let me wake up',
      "i'd swap places with anyone who died this week",
      "honestly i'd rather be six feet under than keep going",
      'the kindest thing i can do for them is to not be their problem anymore',
      "i'm a waste of oxygen",
      'when i picture being dead i feel calm',
      "i've picked the date and nobody knows",
      'i have a plan and i keep going over it in my head, nobody knows',
      'i looked up the highest bridge near me',
      'i was googling which pills are lethal together',
      'i wrote notes for my family just in case',
      "don't worry about me after today, i'll be at rest",
      'there is no way out except the permanent one',
      "i'm thinking of ending things for real this time",
      'i want to be dead by christmas',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'i pray to god my dad wakes up from the coma',
      'we picked a date for the wedding',
      'i have a plan for the presentation and i have been rehearsing it',
      'we googled the tallest building in the world for a quiz',
      'i am checking which medications are dangerous together for my gran',
      'the only way out is through',
      "i'm ready for it all to be over, the wedding planning is exhausting",
      'i hope i do not wake up late tomorrow',
      "don't worry about me after tonight, i'll be at the party",
      'the best thing i can do for my team is to remove myself from the project',
      'i am a waste of space today lol',
      'we watched a documentary about domestic abuse',
      'he said if i tell anyone about the surprise party he will kill me',
      'my little brother comes into my room at night when he is scared of thunder',
    ])
      expect(rules(text), text).toBe(false);
    expect(detectCrisis("he said if i ever tell anyone he'll hurt me")).toMatchObject({
      flagged: true,
      category: 'abuse',
    });
    expect(detectCrisis('my stepbrother gets into my bed at night and i am scared')).toMatchObject({
      flagged: true,
      category: 'abuse',
    });
  });

  it('hears acts under way, plans told sideways and hidden harm, not their everyday versions (eighth round)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'my tablets are lined up in front of me right now',
      'i already swallowed all of them, about ten minutes ago, feeling dizzy',
      'walking to the lake with my coat pockets full of rocks',
      "i'm on the stool with the cord ready, just wanted to write this first",
      'checked if the banister would take my weight',
      "don't bother saving me a seat at graduation, i won't be around for it anyway, not that it matters",
      "i'll do it on saturday when my parents are out at the cinema",
      'sorted my emails and bills so there is less for my family to deal with after',
      'gave my little brother a long hug because it is the last time',
      "i don't really want to die, i just don't want to live anymore",
      'wearing long sleeves so my mum never sees my wrists',
      'i pressed my nails into my thigh until it bled',
      'i flinch whenever i hear my husband on the stairs',
      'my boyfriend checks my messages all the time and screams if anything is gone',
      "my daughter in law keeps my pension and won't give me any",
      'if i say anything to the teacher he said he will hurt my baby brother',
      'my girlfriend squeezed my neck until i could not breathe',
      'i left notes for my dad and my sister under my pillow',
      'i keep telling my teacher they are from the cat',
      'sitting in the car by the bridge, trying to make myself get out',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'my vitamins are lined up in front of me so i remember them every morning',
      'the kids came back from the beach with pockets full of stones',
      'checked if the pull up bar would take my weight',
      "i won't be around for the meeting on friday, i'm on holiday",
      "i'll do it on saturday when my parents are out, the surprise party needs balloons",
      'decluttering now so there is less for my kids to deal with when i am old',
      'gave my sister a long hug because it is the last time i see her before she moves to canada',
      'said goodbye to everyone at my leaving do, excited for the new job',
      'wearing long sleeves so nobody sees my arms, the eczema is bad this week',
      'my cat scratches the door every morning',
      'i flinch when the fireworks start',
      'my partner checks the weather every morning',
      'if i tell anyone about the ending of the film he said he will hurt me lol',
      'i grabbed my throat when i choked on a crisp',
      'wrote thank you notes for my teachers, they are in my desk drawer',
      'at the lake, trying to make myself get in, the water is freezing',
      'my son hit me with a toy truck',
      'took them all out for dinner an hour ago, the kids loved it',
      'the pills are in my hand, taking them with water like the doctor said',
      "i won't be around for the party anyway, i'm working that weekend",
      "i don't want to die, i just don't want to live in this city anymore",
      'one more cuddle because it is the last one before school starts',
      'wearing long sleeves so nobody sees my arms, they are so flabby',
      'i flinch every time she throws the ball at me in practice',
      'my mum checks my location every night to make sure i got home',
      'my dad takes my whole paycheck for the rent we agreed on',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears signs inside longer accounts and questions, not their everyday versions (ninth round)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'work was long. on the way back i kept thinking about not steering at the bend by the bridge',
      'if i ended my own life would it hurt my parents forever',
      'my mind is made up, i have decided the day',
      'the sea keeps calling me and tonight i might answer',
      'i have enough hidden in my cupboard to never wake up',
      'i sat and worked out which end of the platform is empty at night',
      'gave my records to my best friend because i will not be around',
      "i've written the note again, i don't want my dad to blame himself",
      'what is too much, how deep should i cut',
      'three weeks since i last cut and tonight i want to',
      'my skin is the only place the anger can go',
      'i hide the bandages in my wardrobe so my dad does not find them',
      'she says i make her do it when she slaps me',
      'covering the bruises with concealer again before work',
      'he took my keys and my phone so i can not leave',
      'if i tell my teacher he said he will make it worse',
      'my mums boyfriend comes into my room at night and says it is a secret',
      "the carer at my grandad's flat slaps him when nobody is there",
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      "i won't be around next week, we're going camping",
      'i stood at the edge of the cliffs and the view was unreal',
      'we decided the day for the wedding',
      'everything is arranged for after sunday, the movers come on monday',
      'the mountains are calling me',
      'i have enough saved up to make that happen, the trip is booked',
      'which end of the platform is best for the buggy',
      'gave my bike to my cousin because i will not be around, i am moving to spain',
      'cut my hair since i last saw you',
      'my son says i make him do his homework',
      'my toddler starts throwing things when he is tired',
      'the hotel took my passport at check in',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk inside low moods and in many voices, not their everyday versions (tenth round)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      "i'm thinking of topping myself this weekend",
      'tomorrow i will kill me, nobody will care',
      'i tried everything and i think this is where it ends for me',
      'picturing my own funeral and feeling calm about it',
      'my reasons to stay alive are running out, no reasons to stay left',
      'i only stayed for my little sister, but she moved away, so what is left',
      'nan died in march. i want to be with her, there is nothing here for me',
      'after tonight i will not be bothering anyone again',
      'lord take me now, i can not do this',
      "i've started giving away my things, my books went to my friend",
      'i keep pressing on the bruises so they hurt again',
      'i bang my head on the wall whenever i get upset, now there is a lump',
      'my mother in law beats me when the food is late',
      'my uncle comes into my room at night when everyone is asleep',
      'my father hits us with his belt',
      'my husband keeps all our money and gives me 10 a week',
      'he locks me in the bedroom when he goes out',
      'my parents are making me marry a man i have never met',
      'the boss keeps my passport and says i owe him for the flight',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'no reasons to stay in this job anymore, time to move on',
      'lord take me home, country roads, singing in the car',
      "i've been banging my head against the wall with this bug all day",
      'my flatmate locked me out of the flat by accident',
      "i've started giving away my stuff, decluttering before the move",
      'my mother in law beats me at cards every christmas',
      'this is where it ends for me, the last chapter of the book',
      'i want to be with my mum this weekend, she is in hospital',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk that is hedged, joked about or played down, not the everyday versions (eleventh round)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      "if i don't post tomorrow it means i went through with it",
      'i tried with the pills last week and honestly i am gutted it did not work',
      'woke up again, another day i did not manage to end it',
      'spent the evening on the bridge debating whether to jump',
      'asking for a friend, how many sleeping pills would do it',
      'my mind is made up and i have said my goodbyes',
      'this is my final entry, thank you for the stories',
      'like the bear, i want to lie down in the snow and never get up',
      'they are only shallow cuts so it does not count',
      'i never cut too deep, it is fine',
      'the old cuts have healed but i made new ones yesterday',
      'my scars are from a blade, not an accident',
      'she shoved me against the wall again last night',
      'i told the nurse i fell down the stairs',
      'he tells me what to wear and gets violent if i say no',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'deciding whether to jump at the new job offer',
      'would two paracetamol do it for this headache',
      'this is my last entry before the holidays, see you in january',
      'i want to lie down on the sofa and not get up till monday',
      'only a few small cuts from the brambles in the garden',
      'i told everyone i fell, but actually i was drunk lol',
      'the crowd shoved me against the wall at the gig, what a night',
      'my sister tells me what to wear to every wedding lol',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears people at different stages of life and kinds of abuse, not the everyday versions (twelfth round)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      "i'm 79 and i have lived long enough, i don't plan on seeing spring",
      'my wife passed in june and i will go to her on my own terms',
      'thinking of taking the easy way out, the pills are in the drawer',
      'might pack it all in, not the job, life',
      'lost my brother to suicide and i want to follow him',
      'i keep thinking about eating my gun',
      "the weedkiller is in the shed and i've thought about drinking it",
      'i loaded my rifle and left it by my bed',
      'i have already written letters to my kids, just in case',
      'sorry to whoever finds me',
      'i pressed a hot spoon against my arm until it hurt more than my head',
      'slammed my fingers in the drawer on purpose because i deserved it',
      'there are new ones next to the old scars',
      'i bought razors and not for shaving',
      'my ex says he will post my photos unless i go back to him',
      'there was a tracker in my bag and i know my husband put it there',
      'they held my head under the water in the school toilets',
      'dad has not been home since friday and there is no food',
      'my landlord said the rent can wait if i sleep with him',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'i have lived long enough to know better than to argue with my mum',
      'retiring on my own terms at last',
      'loaded my rifle for the first day of deer season',
      'want to follow him on instagram, his cooking videos are great',
      'took the easy way out and ordered a takeaway',
      'cleaned up the blood before anyone saw, the nosebleed was huge',
      'it was not my cat that broke the vase, it was the dog',
      'mum has not been home since monday, she is working nights at the hospital',
      'got kicked in the ribs at rugby again, we still won',
      'the barber sorted me out, fresh cut for the wedding',
      'my brother is 20 and i am 12, he taught me to ride a bike',
      'passed my exams, now i want to follow my sister to uni',
      'i want to be with my mum today, she passed her driving test',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears plainly said risk that earlier rules missed, not the everyday versions (thirteenth and fourteenth rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'when i hit that tree on the motorway it will not be an accident',
      "honestly i can't see a reason to stay around much longer",
      'gave my cat to my neighbour this morning, she does not know why',
      "i've made my peace. none of it matters soon",
      "pretty sure i won't be here by friday and i feel calm about it",
      "i won't be alive for my birthday, i've made sure",
      'i will not be around to see how the book ends',
      'my story is about a boy who goes to sleep and never wakes up and the boy is me',
      'i smash my head on the wall till i see stars when i hate myself',
      'nobody has to worry about me ever again after tonight',
      "i've chosen friday so my son won't be the one to find me",
      'sorry for everything, i will be out of everyones way soon',
      'called my mum to hear her voice one last time before i do it',
      'if anyone finds this tell my sister i love her and i chose this',
      'the fox in the fable walked into the river and i want to do the same',
      'peace for me would be never waking up',
      'what i would tell her is there is no shame in ending your own life, i have decided for myself',
      "i don't let myself eat until i have earned it and i never do",
      'i had a black eye from my husband and told work i fell',
      "i'm terrified to go back, he said he is going to kill me tonight",
      "my boyfriend won't let me eat if i talk to my friends",
      'since her stepdad started babysitting she is wetting the bed again and will not say why',
      'my boss keeps touching me and said if i tell anyone i lose my job',
      'my ex keeps turning up outside my work and says he will make me pay',
      'he has my photos and will send them to my parents unless i send more',
      'the night nurse slaps my hands when no one is watching',
      "i don't see a reason to stick around for much longer",
      'i do not think i am going to be here by sunday',
      "my partner said she's gonna kill me when i get home, i'm terrified",
      'my coach asks for pics and says nobody will believe me if i tell',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'the cake collapsing will not be an accident, my brother is plotting',
      'no reason to stay around after the party ended so we left',
      'gave my cat to my sister for the week while we travel, she does not know why we go so often',
      'i have made my peace with being a night owl',
      "i won't be here by friday, flying to lisbon for work",
      "won't be around to see the end of the match, leaving early for the train",
      'a story about a princess who goes to sleep and never wakes up, classic',
      'it is like banging my head against a brick wall explaining this to my boss',
      'after i get my licence nobody has to worry about driving me ever again',
      'she will not be the one to find me in hide and seek lol',
      "i'll be out of your way soon, just grabbing my coat",
      'went to see my grandad one last time before he passed away',
      'if anyone finds this wallet please return it, reward offered',
      'my dad jumped out of a plane for charity and i want to do the same',
      "i don't let myself eat sweets until i have earned them at the gym",
      'got a black eye from my brother at football practice',
      'my mum will kill me if i am late again, i am scared lol',
      "my mum won't let me go out until my homework is done",
      'my toddler keeps grabbing me all day, so clingy',
      'my neighbours cat keeps turning up outside my door',
      'my mum has my baby pics and will send them to everyone at my wedding unless i behave lol',
      'my little sister steals my biscuits when no one is watching',
      "i don't see a reason to stay after the meeting, heading home",
      'i do not think i am going to be here by sunday, going to my aunts for the weekend',
      'my grandad asks for pics of the garden every week',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk understated or told through the story, not the everyday versions (fifteenth to seventeenth rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'the girl in the poem walked into the river and honestly that is what i am planning too',
      'the old sailor drowned at the end and i wish it was me',
      'tell the little bird i will be joining it soon',
      'i will not need my phone after tonight so it does not matter',
      'rehomed my cat with my aunt, told her it is for good. she will be fine',
      'thank you for the stories, this is my final entry. goodbye',
      'love you all, sorry i could not stay longer',
      'goodbye. sorry to everyone i have let down',
      'the barn has a solid beam and i reckon it will hold my weight',
      'been stockpiling my sleeping pills instead of taking them',
      'went up to the cliffs to look at the spot for when i do it',
      'checked my life insurance, it pays out after two years and we are past that',
      'i have stopped wanting to live since the divorce',
      'i do not see the point in waking up anymore',
      'going to wait until everyone is asleep, the note is on my desk',
      'i keep hoping to fall asleep and never wake up',
      'soon it will not be your problem, after friday nobody has to deal with me',
      'my housemate noticed the scars and i lied again',
      'when it gets bad i open my skin with my nails',
      'six weeks clean and all i want is to cut again',
      'i jab a compass into my thigh in maths when i panic',
      'he says he will post my nudes if i leave him',
      'someone on discord is blackmailing me with a video of me',
      'a grown man from a game keeps asking to meet and says not to tell my mum',
      'my nephew has my bank card and i am scared to ask for it back',
      'my daughter says she will put me in a home if i tell the doctor',
      'my husband pinned me down last night and i have bruises',
      'i told the nurses i fell down the stairs but he pushed me',
      'my stepdad locks me in the shed when he is drunk',
      'my partner keeps my passport so i can not leave',
      'my parents want to marry me off to a man i have never met',
      'i hide under my bed when my dad comes home drunk',
      'the things my uncle does to me at night',
      'the carer does not feed her unless we visit',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'the fox walked into the river to cool off and i will do the same at the beach on holiday',
      'my sister won the trip to japan and i wish it was me',
      'i will be joining them soon at the pub',
      'i will not need my coat after today, summer is here',
      'rehomed our dog with my parents for good, the new flat does not allow pets',
      'this is my last journey this month, thanks, goodbye for now',
      'sorry i could not stay longer at the party, love you all',
      'the garage has a solid beam so we hung the punch bag from it',
      'we have been stockpiling tins for the winter',
      'saving up for when i do it, the skydive is in may',
      'my life insurance pays out if i die, so the kids are covered',
      'i stopped wanting to live in london years ago',
      'i do not see the point in waking up early on a sunday',
      'waiting until everyone is asleep to wrap the presents',
      'the nurse saw the scars from my surgery and i said it was nothing',
      'two weeks sugar free and i want to relapse into chocolate',
      'my toddler pinned me down for a tickle fight',
      'my little brother is blackmailing me with sweets lol',
      'my grandad says not to tell my mum about the surprise party',
      'my grandson has my bank card to do the big shop for me, bless him',
      'locked myself out of the house again, waiting for my flatmate',
      'my husband has my passport because he is sorting the visa renewal',
      'will you marry me if i get down on one knee',
      'no point carrying on with this diet',
      'i want to go to sleep and not wake up until monday',
      'my mum is not letting me leave the house until i tidy my room',
      'the only reason i am still here at this job is the pension',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk said outright in words earlier rules did not know, not the everyday versions (eighteenth to twentieth rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'the first time i tried i woke up in a&e, next time i will make sure',
      'the noose snapped and i am still here',
      'the tablets are starting to kick in, i took all of them',
      'typing this from the top floor of the car park',
      'sitting on the bed with the pills, wanted to say goodbye first',
      'i intend to kill myself before my next birthday',
      'i have had just about enough of living',
      'honestly it would be a relief if i stopped existing',
      'out of the psych ward a week and i still want out',
      'by the time anyone notices i will be gone',
      'that is what the sleeping pills in my drawer are for',
      'the rope is already in the loft, just waiting for a quiet night',
      'already scoped out the bridge for friday',
      'my life insurance is worth more than me',
      'my grandad did it in the barn and now i understand why',
      'i hope a lorry would just hit me on the way home',
      'knowing i can end it whenever is the only comfort',
      "tonight's the night, i have said sorry to everyone",
      'i have written the goodbye letters and picked the day',
      'i will be joining you soon, wait for me',
      'scratched myself again until it bled',
      'went deeper than usual tonight and it will not stop bleeding',
      'punched the wall until my knuckles bled',
      'i heated a coin with a lighter and held it on my arm',
      'my sharpener is taken apart again',
      'my mum thinks the burns are from cooking, i did them myself',
      'i do not deserve food today',
      'swallowed some pins last night so it would hurt',
      'my husband forces sex on me when he is drunk',
      'she says if i leave she will kill me',
      'my stepdad used the belt again last night',
      'mum burns me with her cigarette when i cry',
      'my ex broke my jaw and i am scared to go home',
      'a man i met online recorded our video call and now wants money or he posts it',
      'my parents are sending me abroad to marry a man i have never met',
      'my gran is locked in her room all day at the care home',
      'the little boy next door always has bruises on his arms, he is 6',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'the last time i tried sushi i hated it',
      'third attempt at my driving test and i finally passed',
      'the climbing rope snapped but the belay held, scary day',
      'the painkillers are kicking in, my back feels better',
      'writing this from the top floor of the library',
      'sitting on the sofa with a knife and fork waiting for dinner',
      'i intend to end my subscription this month',
      'it would be great if i was gone by noon so i miss the traffic',
      'i want out of this group chat',
      'it will not matter after friday, the deadline is gone',
      'once i finish this box of chocolates i will start the diet',
      'the rope is already in the car for the tent',
      'scoped out the bridge for our wedding photos',
      'my dad did it in the shed, built the whole boat himself',
      "tonight's the night, the proposal is at eight",
      'wrote the letters to santa with the kids',
      'got my hair cut again today',
      'went too deep in the rabbit hole of wikipedia tonight',
      'the cat scratched my arms again',
      'i did it myself, the whole kitchen, no builders',
      'my mum thinks the scratches on my arms were from the cat and she is right lol',
      'my mate slaps me every time he wins at darts lol',
      'my brother broke my phone screen',
      'my little brother broke my finger playing rugby',
      'mum will kill me if i go to the party lol',
      'my cousin is marrying a man i have never met',
      'the dog is locked in the back room while the painters are here',
      'she gets burns on her arms from the oven at work',
      'i do not deserve this cake but i am having it anyway lol',
      'the rope snapped on the swing so the kids are gutted',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk woven into everyday accounts and answers, not the everyday versions (twenty-first to thirtieth rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'the old fox walked into the snow and never came back, i want to do the same',
      'when the heron flew off i thought, i want to go with her too',
      'i am ready to cross the water like the ferryman did',
      'by friday nothing will matter anymore',
      'i have stopped making plans past october',
      'honestly i am not planning to be around',
      'i know when and where now, it feels peaceful',
      'lord forgive me for what i am going to do tonight',
      'i keep the tablets in my bedside drawer just in case i decide',
      'counted my sleeping pills again, i have enough',
      'grandads rifle is in the loft and i keep looking at it',
      'i walk to the river every night and stand closer each time',
      'my dog has a new home and everything is sorted now',
      'left letters for the kids where they will find them',
      'scheduled the messages to send on monday morning after i am gone',
      'last mood entry from me. take care',
      'i am so tired of pretending i want to be alive',
      'no respawn this time, logging off from life',
      'my family would get the life insurance and they deserve it more than me',
      'i stepped in front of a lorry last month and it braked. i am still angry about it',
      'pressed the lighter against my wrist again last night',
      'i bite my arm until it bleeds when the shouting starts',
      'told my mum it was the cat, the cat did not do it',
      'wearing long sleeves in august again so nobody asks',
      'relapsed last night after two months clean, the blade again',
      'my stepdad chokes my mum when he has been drinking',
      'he reads my messages every night and if i text my brother i have to sleep in the car',
      'they keep my grandad locked in the back room when visitors come',
      'my swimming coach makes me stay behind alone and touches me',
      'if i tell anyone what my uncle does he says he will hurt my sister',
      'my son takes my pension every week and i go hungry',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'the fox came back in the spring, i want that kind of hope',
      'i am ready to cross the road now the light is green',
      'by friday it will not matter, the exam will be over',
      'not planning to be around much this weekend, festival',
      'i know when and where the party is',
      'lord forgive me for what i am about to do to this pizza',
      'i keep paracetamol in my bag just in case i need it for a headache',
      'counted the tablets for the dosette box, there is enough for the week',
      "grandad's rifle is in the loft, he used it for clay shooting",
      'i cycle along the river and get slower each time, need new tyres',
      'we rehomed the dog with my aunt because of my allergy, everything is sorted now',
      'left a note for the cleaner in the top drawer',
      'scheduled the emails to send monday for the newsletter',
      'last entry of the year, grateful for everything',
      'ready to stop trying so hard to please everyone',
      'i am ending it with him tonight, he cheated',
      'our life insurance would pay off the mortgage, we renewed the policy',
      'nearly walked into traffic looking at my phone and a bus braked, lesson learned',
      'bit my nails until it bled again, gross habit',
      'my little sister hits my brother with her toy sword when they play',
      'my dad checks my phone because i am 12 and it has parental controls',
      'mum keeps the dog in the back room when visitors come',
      'if i tell anyone about the surprise party she will kill me',
      'my coach makes me stay behind after training to do extra laps',
      'wearing long sleeves in july because of my sun allergy',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears a mind made up, relapses and fear at home, not the everyday versions (thirty-first to thirty-fifth rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'nothing is going to help tonight. i have made up my mind.',
      'i think tonight might be it for me',
      'i have decided on sunday. just wanted someone to know',
      'i am done trying to stay. it has not got better',
      'one more bad day and that is it',
      'i wish i could fall asleep and stay that way',
      'honestly i would like it to be over for good',
      'please do not try to stop me this time',
      'i do not want to be saved again',
      'no one will miss me',
      'nobody would even notice if i was gone',
      'how long before anyone notices? asking for me',
      'i really do not want my son to be the one who finds me',
      'the letters are already written and in the drawer',
      'told my best friend goodbye and she did not know what i meant',
      'this is the last time i use this app',
      'when i die i hope its soon',
      'i keep thinking the kids would get over it quicker than i think',
      'i do not see the point in carrying on without her',
      'mi jus waan dead',
      'cut a little tonight, nothing serious',
      'been cutting every night again',
      'relapsed after 40 days clean',
      'banged my head on the wall until it went quiet',
      'said it was the neighbours cat. we do not have a cat',
      'no one can know about my wrists',
      'dad hits me with the belt if i am late',
      'my stepdad smacked me so hard i saw stars',
      'i have to walk on eggshells or he explodes',
      'he will be back soon and he gets angry if i am on my phone',
      'my swimming coach makes me send him pictures',
      'says he will hurt my mum if i tell',
      'my stepmum is starving my sister as punishment',
      'my carer has taken my bank card',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'i have decided on friday for the party',
      'tonight might be the night we see the northern lights',
      'i am done being here at this job',
      'i want the dentist appointment to be over quickly',
      'please do not stop me now, i am having such a good time',
      'no one will miss me at the meeting if i skip it',
      'the cover letters are already written, just need to send them',
      'this is the last time i use this app, it keeps crashing',
      'i am a burden to nobody, i still do my own shopping',
      'cut a little off my fringe tonight',
      'been cutting carbs every day this month',
      'relapsed after 40 days clean from smoking',
      'my brother hit me with a pillow',
      'i walk on eggshells at work or my boss loses it',
      'my coach makes me stay behind for extra drills',
      'monday can jump off a bridge',
      "i'm leaving for uni tomorrow and saying goodbye to everyone",
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk told through the story, permission to go, punishment and control, not the everyday versions (thirty-sixth to forty-seventh rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'the fox finally got to rest at the end. i want that',
      'i want the sleep the bear had, without the waking up part',
      'the lantern keeper put his light out. i am ready to put mine out too',
      'i am planning my own ending, soon',
      'the ferryman took her across. i would pay him double to take me tonight',
      'i am not asking for help, i am asking for permission to go',
      'i am giving myself permission to die',
      'what would help tonight? not waking up',
      'i hope i go to sleep tonight and that is the end of it',
      'if i do not reply tomorrow its because i did it',
      'please tell my mum i am sorry, if anyone reads this',
      'my sister got my guitar today and she has no idea why',
      'i have been putting my sleeping tablets aside for weeks',
      'bought paracetamol at different shops so nobody would ask',
      'checked whether the insurance pays out if you do it yourself',
      'stood on the platform and let two trains go past, counting myself down',
      'i keep googling ways and deleting my history',
      'my wife died in june and i think it is time i follow her',
      'my parents would have one less mouth to feed',
      'the voices keep telling me to end it',
      'i do not want to be talked out of it',
      'used the razor again to let the pressure out',
      'it went deeper than i meant this time',
      'the scars are on my thighs where nobody looks',
      'i do not deserve to eat so i have not eaten since monday',
      'took extra painkillers tonight, not to die, just to go numb',
      'pulled my hair out until there was a bald patch',
      'he reads all my messages and gets mad if i talk to anyone',
      'i am not allowed to see my friends, he says they are bad for me',
      'he threw a plate at my head last night',
      'my stepdad shook the baby really hard',
      'dad beats us with a belt when he is drunk',
      'my boyfriend pushed me again this week',
      'i said no lots of times and he kept going',
      'my coach says it is our secret',
      'they leave my gran in wet sheets all day at the home',
      'my nephew made me sign the house over to him',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'the fox came back in the spring and i want that kind of hope',
      'i am planning my rest day for friday after the marathon',
      'i need permission to take a break from work without guilt',
      'not waking up early tomorrow, it is saturday',
      'if i do not reply tomorrow i am on a flight',
      'i put my tablets aside in the dosette box for the week',
      'let two trains go past because they were full',
      'googling ways to save money on the food shop',
      'i am writing my own ending for the story in class',
      'everyone would be better off without social media',
      'used the razor to shave my legs and nicked myself',
      'my mum checks my phone because i am 12',
      'not allowed to see my friends this week because i am grounded',
      'my brother pushed me into the pool for a joke',
      'my mum pushes me to study harder',
      'it is our secret recipe, do not tell anyone',
      'made myself sick eating too many sweets',
      'the kid next door always has bruises from football',
      'skipped lunch because the meeting ran late',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk said last or lightly, aftercare and harm at home, not the everyday versions (fifty-first to fifty-sixth rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'the dog in the story waited for his owner. tell my mum to forgive me for what i am about to do',
      'my parents will be crushed, this will break their hearts, but i am done',
      'okay. this is the last sorry from me',
      'i am writing my own ending tonight',
      'grandma passed last spring. i will be with her soon, i have made my mind up',
      'the little boat let the river carry it off. i want to let the river carry me too',
      'i am brave enough to end it now',
      'all i want is permanent silence',
      'i will not see my 30th birthday and that is fine by me',
      'i will not be a burden to anyone much longer, i have seen to that',
      'honestly there is no point asking me about next month',
      'lol i wrote my own eulogy as a joke, except it was not for fun',
      'in the story the girl vanished and nobody missed her. that is what i want',
      'i keep a first aid kit in my drawer for after',
      'the cuts probably need stitches but i will sort them myself',
      'i like that it hurts, that is the point',
      'the school nurse asked about the marks on my arms and i said it was the cat',
      'what would help tonight? a lock on my bedroom door',
      'they make me sleep in the shed when i have been bad',
      'my stepmum says her parenting is the belt',
      'my stepdad broke my arm when i talked back',
      'the carer pinched my nan when she would not eat',
      'his new wife keeps him so sedated he cannot speak',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'i hope my sister forgives me for eating her chocolate',
      'i am writing my own ending for the story in english class',
      'we picked the day for the wedding, june the 4th',
      'i will not see my 30th birthday at home, we will be on holiday in spain',
      'we let the river carry the boat downstream on our kayak trip',
      'packed a first aid kit for the camping trip, plasters for after the hike',
      'the tattoo cuts needed stitches? no, just cream',
      'my brother borrows my stuff so i want a lock on my bedroom door',
      'my son turned the garage into a gym and sleeps in the garage when it is hot',
      'my dad broke my arm wrestling record lol, i lost fair and square',
      'he broke my nose in the rugby match, total accident',
      'my nan has a carer who helps her eat and she loves her',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears goodbyes, quiet preparations, blades and bruises told in passing, and not jokes about small troubles (fifty-seventh to sixty-fifth rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'this is the last time i will use this app, thank you for everything',
      'i will not be logging in again after tonight',
      'so tired. ready to log off for good',
      'i started writing a note for my family, just drafts',
      'every morning i slow down on the bridge near my house',
      'stood on the bridge for an hour today. next time i will not just stand',
      'went up to the roof again and got closer to the edge',
      'honestly the dead are the lucky ones',
      'when my uncle died i was jealous of him',
      'i have had my time and i am ready to go now',
      'when mum goes i will go with her',
      'does the insurance still pay out if it looks like an accident',
      'how long does it take before someone is found',
      'tell my brother the cat goes to him',
      'i have picked a date and i feel calm now that it is decided',
      'tying up loose ends this week',
      'the tablets are all lined up on my desk',
      'everything i need is in the boot of my car',
      'i am done living',
      'i cannot promise i will be safe tonight',
      'the only thing stopping me is my son',
      'i keep thinking about the rope in the shed',
      'i keep a blade taped under my bed',
      'cut again last night, deeper than i meant',
      'i scratch my arms until they bleed when i am stressed',
      'i deserve the scars',
      'the only thing that calms me down is the blade',
      'i punch my own legs until they bruise',
      'my dad burned my hand on the cooker for lying',
      'my stepdad hits my little sister when mum is at work',
      'he locks me in the flat when he goes out',
      'my uncle held my head under the bath water',
      'a man online keeps asking for pictures and i am 13',
      'he said if i tell anyone i will never see my brother again',
      'my dad calls me stupid and worthless every day',
      'mum told me to say i fell off my bike',
      'she pinches me where the bruises will not show',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'this is the last time i will use this app before my holiday, see you in two weeks',
      'logging off for good from twitter, it makes me miserable',
      'i wrote a note to the neighbours about the bins',
      'we slowed down on the bridge to watch the fireworks',
      'grandad says he has had his time and is ready to go to the care home',
      'does the insurance still pay out if the house floods',
      'how long does it take for bread to rise',
      'tell my sister the cat goes to the vet on monday',
      'we picked a date for the wedding and i feel calm now that it is decided',
      'kms this homework lmao',
      'this boss fight is making me want to kill myself lol',
      'lost my streak i want to die jk',
      'if i sit through one more team meeting i am walking into the sea',
      'i keep a blade in my toolbox for cutting carpet',
      'cut my finger chopping onions, deeper than i meant',
      'i scratch my eczema until it bleeds, new cream today',
      'i burnt my hand on the oven tray again',
      'i am being abused by a cat who wants breakfast',
      'i am a burden on nobody, i pay my own bills',
      'no thoughts of harming myself, just tired',
      'gotta ctb aka catch the bus lol',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk said in passing, inside a joke, a long entry or a short answer, not the everyday versions (sixty-seventh to seventy-first rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'haha all good, got a date picked and everything',
      'my search history is just bridges near me lol',
      'been thinking about the old shotgun in the shed',
      'i practised the knot last night',
      'the sleeping tablets are starting to look like an answer',
      'i keep thinking about how high it is every time i cross it',
      'i know exactly what would do it',
      'seventeen years was a good enough run',
      'thinking about a permanent break from everything',
      'i have run out of reasons',
      'if i died in my sleep it would honestly be a mercy',
      'i should take myself out of the picture',
      'please god just take me in my sleep',
      'i have been writing goodbye texts all week',
      'this is my last time using this app',
      'i keep a packet of blades in my room just in case',
      'i am 50 and i still cut',
      'i do not cut, i just burn',
      'my arms look like a map now',
      'bruises shaped like fingers on my arm',
      'he grabbed my wrist hard enough to leave marks',
      'my sister flinches when her dad walks in',
      'they made my brother sleep in the shed again',
      'she is the reason i have these bruises',
      'i hid in the bathroom with the door locked until he slept',
      'my cousin made me do things when i was 8',
      'my partner controls all our money and i have to ask for bus fare',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'we have a date picked for the wedding',
      'the old shotgun is for clay shooting at the range',
      'i practised the knot for my sailing course',
      'counting the pills for my weekly organiser',
      'i keep a box of blades for my craft knife',
      'i still cut my own hair',
      'looking for a permanent solution to the damp in the bathroom',
      'i have run out of reasons to be angry at him',
      'the great decluttering: giving my stuff away to the charity shop',
      'if i have to sit through one more zoom call i will walk into the sea (joking)',
      'no hurting myself here, just angry at my brother',
      'the film made me flinch when the monster walks in',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk about belonging and pressure, not the everyday versions (eightieth to eighty-third rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'nobody invited me. i dont want to be alive for prom',
      'sorry mum but im quitting life',
      'grandad died in march and i just want to go where he is',
      'im going to jump after my last exam so at least i finish something',
      'that was my last goodbye to anyone',
      'one thing in reach: the window. 11th floor',
      'i want permanent rest',
      'rest. the long kind',
      'i want to be nothing so then i dont have to exist',
      'honestly i need to be put down like an old horse',
      'they all ignore me so i might as well actually not be here',
      'i used to cut at fourteen and last month i started again',
      'still cutting when my husband shouts, at 50',
      'the cuts finally healed and i want to open them all again',
      'took a handful of laxatives after dinner because i hate myself',
      'ate nothing for four days because i deserve it after those grades',
      'my stepdad grabs me by my hair when i talk back',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'i dont want to be alive for the 6am flight lol, who booked this',
      'quitting life admin for the weekend, no emails',
      'my best friend lives in lisbon now and i want to go where she is',
      'going to jump in the pool after the last exam!!',
      'we said our last goodbye to the old house',
      'the window on the 9th floor has the best view of the city',
      'this mattress is permanent rest, best purchase ever',
      'i need to be put down for a nap',
      'nobody listens in meetings so i might as well not be there',
      'i used to cut my own hair and started again in lockdown',
      'the cuts on my hands from the hedge healed, back to gardening',
      'the doctor prescribed laxatives after my surgery',
      'ate nothing for three days because of norovirus',
      'my mum pulls my hair when she brushes out the knots',
      "my teacher said i'm killing myself with these late nights and told me to rest",
      "honestly they'd be better off doing the trip without me, i'd just complain",
      "i'm such a burden to my study group lol i never know the answers",
      "if i have to hear one more wedding speech rehearsal i'm going to jump out the window lol",
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears risk said lightly or in few words, not the everyday versions (seventy-fourth to seventy-ninth rounds)', () => {
    const rules = (text: string) => screenWithRules(normaliseForSafety(text)).assessment.flagged;
    for (const text of [
      'been picking a date lately lol',
      'i have picked the date, feels calm now',
      'uninstalling myself this weekend 💀',
      'ready to unsubscribe from life tbh',
      'not planning on a tomorrow',
      'i dont plan on being around next month',
      'decided this is my last week, strange how calm i feel',
      'gonna take the whole bottle n be done',
      'took the whole packet and waited',
      'i dont want to wake up again',
      'been lookin at the bridge all week',
      'keep looking at the railway every night on my walk',
      'writing my goodbyes tonight',
      'giving the dog to my neighbour before i go',
      "i won't be needing my winter coat this year, gave it away with everything else",
      'been stockpiling my tablets in the bathroom cabinet',
      'a razor is cheaper than therapy',
      'the sting helps me sleep',
      'the school nurse saw the cuts and said nothing',
      'he makes me ask permission to eat',
      'she locks the fridge so i cant eat',
      "home is not safe, can't say more",
      'i havent felt safe at home since the wedding',
      'he reads everything i write on here',
    ])
      expect(rules(text), text).toBe(true);
    for (const text of [
      'we finally picked a date for the wedding!',
      'picking a date for the house move is stressing me out',
      'uninstalling the app from my phone, too many notifications',
      'not planning on a late one tonight, early start tomorrow',
      'this is my last week at this job and i am so ready',
      'drank the whole bottle of wine with my sister, no regrets',
      'i could sleep forever after that shift',
      'i dont want to wake up early tomorrow',
      'looking at the bridge photos from our holiday',
      'writing my goodbyes in the leaving card for my colleague',
      'giving the dog to my neighbour while we are on holiday',
      "won't be needing my winter coat this year, we're moving to Spain",
      'stockpiling toilet roll again like it is 2020',
      'therapy is cheaper than a new car apparently',
      'the sting of the nettles was awful on the walk',
      'my toddler has to ask permission to eat sweets',
      'we lock the fridge because the toddler keeps raiding it',
      "i don't feel safe at home since the burglary",
      'my mum reads everything i write on my blog, so embarrassing',
    ])
      expect(rules(text), text).toBe(false);
  });

  it('hears being a burden, death as a relief, means kept ready, goodbyes and edges', () => {
    for (const text of [
      "I'm such a burden to my family",
      'they would be relieved if I stopped existing',
      'death would honestly be a relief',
      "I'd rather be dead than feel like this",
      "I've been saving up my sleeping pills",
      'i keep a rope in my wardrobe just in case',
      "I gave my dog to someone who will look after her, I won't be needing him",
      'I wrote letters to my family saying goodbye',
      "I'm standing on the edge of the platform",
      "I'm on the bridge right now",
      'there is no way out for me',
    ])
      expect(detectCrisis(text), text).toMatchObject({ flagged: true, category: 'suicide' });
    expect(detectCrisis('i keep a razor blade in my pencil case for bad nights')).toMatchObject({
      flagged: true,
      category: 'self_harm',
    });
  });

  it('ignores figurative language and everyday versions of the same words', () => {
    for (const text of [
      'this traffic is killing me',
      'this commute is murder',
      'I could kill for a coffee',
      'my phone died',
      'my laptop battery died',
      'dying of boredom in this meeting',
      'I killed the interview',
      "I'm dying to see the movie",
      'she beat me at chess',
      'my ex hit me up',
      'I want to end things with my boyfriend',
      "I'm giving away my old clothes to charity",
      'we bought rope for the tent',
      'I stood at the edge of the cliff and the view was amazing',
      'my student loans are a burden',
      'I cut myself shaving',
      "I'd rather die than sing karaoke",
    ])
      expect(detectCrisis(text), text).toEqual({ flagged: false });
  });

  it('respects plain negation, but not "can\'t stop"', () => {
    expect(flagged("I'm not suicidal, just sad")).toBe(false);
    expect(flagged('I would never hurt myself')).toBe(false);
    expect(flagged("I don't want to die")).toBe(false);
    expect(flagged('i used to self harm but i have been clean for years')).toBe(false);
    expect(flagged("I can't stop hurting myself")).toBe(true);
    expect(flagged("i can't stop cutting")).toBe(true);
    expect(flagged("I'm not okay. I want to die.")).toBe(true);
  });

  it('reads curly apostrophes, capitals, shorthand, typos, leetspeak and stretched letters', () => {
    for (const text of [
      'I DON’T WANT TO BE ALIVE ANYMORE',
      'idk, kms',
      'i wanna die',
      'i want 2 die',
      'su1c1dal again',
      'i want to diiiiie',
      'i wnat to kil myself',
      'thinkin bout endin it',
      'relapsed on sh last nite',
      'i dont wanna b here n e more',
    ])
      expect(flagged(text), text).toBe(true);
    expect(flagged('i want to dye my hair pink')).toBe(false);
    expect(flagged('im soooo tired lol')).toBe(false);
  });

  it('flags several moderate warning signs together, but not one alone', () => {
    expect(flagged('i feel trapped')).toBe(false);
    expect(flagged('i feel hopeless')).toBe(false);
    expect(flagged("i can't take it anymore")).toBe(false);
    expect(detectCrisis("i feel hopeless and trapped, i can't take it anymore")).toMatchObject({
      flagged: true,
      category: 'suicide',
    });
    expect(flagged('i deleted all my socials and said bye')).toBe(true);
  });

  it('never puts the person’s words in its reason', () => {
    const text = 'Zorblax says I want to die';
    const result = detectCrisis(text);
    expect(result.flagged).toBe(true);
    expect(result.reason).toBeTruthy();
    expect(result.reason).not.toMatch(/zorblax/i);
  });

  it('handles empty and very long input', () => {
    expect(detectCrisis('')).toEqual({ flagged: false });
    expect(detectCrisis('so tired. '.repeat(2000)).flagged).toBe(false);
    expect(detectCrisis(`${'so tired. '.repeat(2000)}I want to die.`).flagged).toBe(true);
  });
});
