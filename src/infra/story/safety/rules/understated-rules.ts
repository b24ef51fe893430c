// Risk understated, or told through the story (fifteenth to seventeenth rounds; tuned on their
// tuning halves only): a character's way out taken as one's own plan ("that's what I'm planning
// too", "I'll be joining it soon", "I wish that was me"), nothing needed "after tonight", a pet
// given away "for good", a farewell as the last entry, a beam strong enough, pills kept back or
// stockpiled, a place checked "for when I do it", an insurance clause checked, no longer wanting
// to live; marks seen and lied about, skin broken on purpose, relapse wanted after months clean,
// objects dug into a palm; intimate images leaked or held over someone, grooming ("says not to
// tell my parents"), a bank card and pension taken, threats of a care home, being held down, a
// lie at hospital about a fall, being locked outside, a passport kept, a forced marriage,
// threats that follow a complaint.
// Guards keep the everyday versions out: trips, exams, coats and seasons, a new flat that bans
// pets, the app's monthly journeys, a surprise party, a wallet kept safe, food stockpiled, a
// punchbag, eczema, a sober streak, a baby's photos, a proposal.
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE, PILLS } from './lexicon';

/** A character leaving or dying in the story, or giving up. */
const STORY_WAY_OUT =
  /\b(?:walk\w* into the (?:sea|water|river|waves|lake)|into the (?:sea|water|river)|drown\w*|jump\w*|never came back|do not come back|did not come back|give up|gave up|giving up|ok to go|okay to go|alright to go|went out|goes out|last night|the end|dies|died|gone)\b/;

const AWAY = new RegExp(AWAY_FOR_A_WHILE);

export const UNDERSTATED_SUICIDE_RULES: readonly Rule[] = [
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:(?:that is|thats|which is|it is) (?:exactly )?what i (?:am|have been) (?:planning|doing|going to do)|i have been planning the same|been thinking (?:about )?(?:doing )?the same|i (?:will|am going to) do the same)\b/,
    requires: STORY_WAY_OUT,
    unless: AWAY,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern: /\bi wish (?:that|it) (?:was|were|had been) me\b/,
    requires: STORY_WAY_OUT,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:i will|i am going to|gonna|i will soon) be joining (?:it|him|her|them|you)(?: soon)?\b/,
    requires: /\b(?:soon|bird|fox|keeper|character|story|sea|sky|stars|heaven|grave)\b/,
    unless: /\b(?:pub|party|team|call|meeting|trip|holiday|club|class|gym|uni|game|later)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:i will not|i am not going to|i do not|will not|wont) (?:need|be needing|be needin|have to do|use|need to do) (?:anything|this|it|them|any of (?:it|this|them)|this app|the app|(?:the|my|these) [a-z]+(?: [a-z]+)?)(?: any ?more)? (?:after (?:tonight|today|this weekend|the weekend|sunday|friday|saturday)|where i am going)\b/,
    unless:
      /\b(?:exams?|tests?|course|term|coat|jacket|umbrella|summer|winter|heating|season|moving|new one|upgrade|diet|deadline|project|interview|holiday|trip|flight)\b/,
  },
  {
    category: 'suicide',
    reason: 'giving things away',
    pattern:
      /\b(?:gave|given|giving|rehomed|re homed|sold) (?:away )?(?:my|the|our|all my) (?:dog|cat|pets?|puppy|kitten|rabbit|bird|budgie|horse|tortoise|hamster|tools|ps5|xbox|games|guitar|medals|watch)\b/,
    requires:
      /\b(?:for good|not coming back|will not (?:need|be needing)|where i am going|(?:he|she|they) will be (?:ok|okay|fine|alright)|i am ready)\b/,
    unless: /\b(?:allerg\w*|landlord|new flat|lease|new baby|moving|emigrat\w*|upgrade\w*)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\bthis (?:will be|is|is going to be|would be) my (?:last|final) (?:one|entry|message|story|post|note|journey)\b/,
    requires: /\b(?:goodbye|bye|sorry|thank\w*|ta for|love (?:you|u)|cheers)\b/,
    unless:
      /\b(?:month|for now|free|plan|subscription|upgrade|until|till|before bed|for the week)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern: /\bsorry i (?:could not|can not|did not) stay (?:longer|any longer|around)\b/,
    requires: /\b(?:love (?:you|u)|goodbye|bye|all of you|everyone)\b/,
    unless:
      /\b(?:party|visit|call|meeting|shift|event|dinner|lunch|pub|drinks|wedding|early|train|bus|flight|lecture)\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\bsorry to (?:everyone|everybody|all of you|all the people) i (?:have )?(?:let down|hurt|failed|disappointed)\b/,
    requires: /\b(?:goodbye|bye|farewell|forgive|last)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern:
      /\b(?:strong|sturdy|solid|good strong) (?:beam|rafter|hook|branch|banister|bannister)\b/,
    requires: /\b(?:do it|hold (?:me|my weight)|rope|reckon i will|before|tonight|enough)\b/,
    unless: /\b(?:hammock|swing|punch ?bag|pull ?ups?|gym|tv|shelf|lights|decor\w*|basket|plant)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'means kept ready',
    pattern: new RegExp(
      `\\b(?:kept|keeping|held|holding|saved|saving|hid|hiding|putting) (?:my |the |all my )?${PILLS} (?:back|aside|away) (?:instead|until|for)\\b|\\bkept my ${PILLS} back\\b|\\bstockpil\\w* (?:the old ones|my old ones|them)\\b|\\b(?:taking|take|swallow\\w*) every (?:tablet|pill|capsule)\\b`,
    ),
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:for|until|till|before) when i (?:do it|go through with it|finally do it|do this)\b/,
    unless:
      /\b(?:sav\w*|bought|buy\w*|trip|marathon|skydive|paint\w*|course|exam|test|tattoo|speech)\b/,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\binsurance\b[^.]{0,40}\b(?:pays? out|covers?|will pay)\b[^.]{0,20}\bafter (?:the )?(?:one|two|three|1|2|3) years?\b|\binsurance\b[^.]{0,30}\bsuicide (?:clause|exclusion)\b/,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:stopped|stop|quit|quitting|given up|gave up) wanting to (?:live|be alive|exist|wake up|be here)\b/,
    notFollowedBy: /^ (?:in|at|with|near|abroad|there|here|on|by|together|like)\b/,
    negatable: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:do not|can not) see (?:why i should|the point in|any point in|much point in|a reason to) (?:keep|keeping|go on|carry on|carrying on)? ?(?:waking up|wake up|breathing|living)\b/,
    unless: /\b(?:early|alarm|for work|for school|at \d|on (?:a )?(?:saturday|sunday|weekend))\b/,
  },
  {
    category: 'suicide',
    reason: 'goodbyes or final arrangements',
    pattern:
      /\b(?:wait\w*|until|til|till) (?:everyone|everybody|they|the house|the kids|my (?:wife|husband|parents|family|partner))(?: is|'s| are)? (?:is |are )?(?:asleep|in bed|empty)\b/,
    requires: /\b(?:note|pills|rope|do it|end it|goodbye|ready|deleted|letters?)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\b(?:when|because|since|as) i will not be (?:here|around|alive) (?:for|to see) it\b/,
    unless: AWAY,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    pattern:
      /\b(?:wish\w*|want\w*|hop\w*|pray\w*) (?:i could |to |that i would |i would |i will )?(?:just )?(?:go to sleep|fall asleep|sleep) and (?:just )?(?:never|not) wake up\b/,
    notFollowedBy: /^ (?:until|till|til|for|before|in|on)\b/,
  },
  {
    category: 'suicide',
    reason: 'feeling like a burden',
    pattern:
      /\b(?:soon|after (?:this|tonight|today|the weekend|this weekend|sunday|friday|saturday)),? (?:it|i) will not be (?:anyones|anyone's|anybodys|anybody's|your|their) problem\b|\b(?:after (?:tonight|this weekend|the weekend|today|sunday|friday|saturday)|soon),? (?:nobody|no one) (?:has|will have|needs) to deal with me\b|\bsoon (?:they|you|he|she) will not have to\b/,
    unless: AWAY,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern: /\bnobody (?:will|would) miss me\b[^.]{0,20}\bwhen i (?:go|am gone|die)\b(?! to\b)/,
    unless: AWAY,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\bi have (?:got )?everything ready for (?:myself|me|it)\b|\b(?:right|best|only) (?:choice|thing|way) for me too\b/,
    requires: STORY_WAY_OUT,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:picked|chosen|set|decided on) (?:the|a|my) (?:date|day)\b|\bdate(?:'s| is| has been) (?:picked|chosen|set)\b/,
    requires:
      /\b(?:nothing|hope|pistol|gun|rope|pills|note|anniversary of|goodbye|end it|do it|end my)\b/,
    unless:
      /\b(?:wedding|court|hearing|exam|mov\w*|surgery|operation|holiday|trip|party|launch|release|due|birth|induction|interview|appointment|meeting|gig|match|bbq|funeral|move)\b/,
    acrossSentences: true,
  },
  {
    category: 'suicide',
    reason: 'a wish to die',
    // Not wanting to be saved speaks of an act.
    tier: 'crisis',
    pattern:
      /\bi do not want (?:anyone|anybody|you|them) (?:to )?(?:saving|save|stopping|stop|rescuing|rescue) me\b/,
    notFollowedBy: /^ (?:a|some|the|any)\b/,
  },
  {
    category: 'suicide',
    reason: 'hopelessness',
    pattern: /\b(?:no|any) point (?:in )?(?:carrying on|going on|keeping going)\b/,
    notFollowedBy: /^ (?:with|at|in|on|doing|the|this|that|to|after)\b/,
    unless: AWAY,
  },
  {
    category: 'suicide',
    reason: 'a plan or a date',
    pattern:
      /\b(?:have not|not|never) (?:worked up|got|found|had) the (?:nerve|courage|guts)(?: yet)?\b/,
    requires: /\b(?:still here|do it|to go through|end it|jump|to die|kill myself)\b/,
  },
  {
    category: 'suicide',
    reason: 'no reason to live',
    pattern:
      /\b(?:is|are|was) the only (?:reason|thing) (?:i am|keeping me) (?:still )?(?:here|alive|going)\b/,
    notFollowedBy: /^ (?:at|in|on|for|with)\b/,
  },
];

export const UNDERSTATED_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'hiding self-harm',
    pattern:
      /\b(?:saw|seen|noticed|asked about|found|spotted) (?:the|my) (?:marks|scars|cuts|burns)\b[^.]{0,30}\bi (?:lied|said it was|told (?:her|him|them) it was|made (?:something|it) up)\b/,
    unless: /\b(?:cat|kitten|dog|puppy|garden|roses|brambles|surgery|operation|tattoo)\b/,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern: /\bi (?:break|broke|tear|tore|rip|ripped|open|opened) (?:up )?my (?:own )?skin\b/,
    unless: /\b(?:eczema|dry|cold|weather|moistur\w*|sunburn|rash|blister\w*|climbing)\b/,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|some) (?:days?|weeks?|months?|years?) (?:clean|free)\b[^.]{0,40}\b(?:relapse|slip up|do it again|cut again|want to cut)\b/,
    unless:
      /\b(?:sober|drink\w*|alcohol|booze|smok\w*|vap\w*|gambl\w*|bet\w*|sugar|caffeine|coffee|weed|nicotine|diet|porn|drugs?)\b/,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:dig|digs|digging|dug|press\w*|jab\w*|push\w*|stab\w*) (?:a |the |my )?(?:screwdriver|compass|pen|pencil|nails?|fingernails?|knife|blade|scissors|pin|needle|keys?)s? into my (?:palm|hand|arm|leg|thigh|skin|wrist)\b/,
    unless: /\b(?:accident\w*|splinter)\b/,
  },
];

export const UNDERSTATED_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'sexual images used to threaten or shame',
    pattern:
      /\b(?:leak\w*|post\w*|send\w*|sent|shar\w*|spread\w*|upload\w*) (?:my|our) (?:nudes?|nude (?:pics?|photos?|pictures?|videos?)|intimate \w+|private (?:pics?|photos?|pictures?|videos?)|explicit \w+)\b|\b(?:leak\w*|post\w*|upload\w*|shar\w*|spread\w*) (?:nudes?|nude \w+|intimate \w+|explicit \w+) of me\b|\bhas (?:nudes?|nude (?:pics?|photos?|pictures?)|naked (?:pics?|photos?|pictures?)|intimate \w+|explicit \w+|a video) of me\b/,
  },
  {
    category: 'abuse',
    reason: 'sexual images used to threaten or shame',
    pattern: /\b(?:is|are|keeps|been|started) blackmailing me\b/,
    unless: /\b(?:lol|haha|chores|sister|brother|jokingly|biscuits|sweets)\b/,
  },
  {
    category: 'abuse',
    reason: 'secrecy demanded by someone who may hurt',
    pattern:
      /\b(?:says|said|told me|tells me|makes me promise) (?:not to|i can not|i should not|i must not|never to|i am not allowed to) tell (?:my parents|my mum|my mom|my dad|anyone|anybody|my family|my teacher)\b|\b(?:makes|made|tells|told) me (?:to )?keep (?:a |the |our |it |this )?secret\b/,
    requires:
      /\b(?:meet\w*|older|adult|man|guy|online|game|app|snap\w*|insta\w*|discord|roblox|fortnite|minecraft|pics|photos|touch\w*|coach|uncle|teacher|tutor|does to me|do to me|hurts?|things he)\b/,
    unless:
      /\b(?:surprise|party|present|gift|birthday|proposal|pregnan\w*|engag\w*|santa|spoiler)\b/,
  },
  {
    category: 'abuse',
    reason: 'financial abuse of an older person',
    pattern:
      /\b(?:has|took|takes|taken|keeps|emptied|cleared|drained|stole|steals|stealing) (?:my|all my|all of my) (?:bank card|pension|benefits|money|savings|account|pin)\b/,
    requires:
      /\b(?:i get nothing|nothing left|scared|afraid|frightened|in a home|if i (?:tell|complain|say)|pinch\w*|hits?|hurts?|shouts?|lucky he lets|lets me stay|not allowed)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'threats to stop someone telling',
    pattern:
      /\bif i (?:tell|complain|say (?:a word|anything)|report)\b[^.]{0,40}\b(?:put|send|lock) me (?:in|into) a (?:home|care home)\b|\b(?:put|send) me (?:in|into) a (?:home|care home)\b[^.]{0,30}\bif i (?:tell|complain|say)\b/,
  },
  {
    category: 'abuse',
    reason: 'physical abuse',
    pattern:
      /\b(?:held|holds|pinned|pins) me down\b|\b(?:pushes|shoves|hits|slaps|kicks|pinches|grabs) me (?:when|if|because|every|and says)\b/,
    requires:
      /\b(?:he|she|they|husband|wife|partner|boyfriend|girlfriend|dad|mum|mom|stepdad|son|daughter|grandson|granddaughter|carer|uncle|brother|bruis\w*)\b/,
    unless:
      /\b(?:toddler|baby|cat|dog|puppy|kitten|wrestl\w*|rugby|judo|karate|bjj|game|tickl\w*|my little|lol|haha)\b/,
  },
  {
    category: 'abuse',
    reason: 'physical abuse',
    pattern:
      /\b(?:bruises|marks) (?:she|he|they|mum|dad) (?:can not|could not|will not|does not|do not) explain\b|\b(?:is|are|gets|got) rough with (?:her|him|me|my (?:mum|mom|dad|nan|gran))\b/,
    requires: /\b(?:carer|nurse|home|staff|he|she|husband|wife|partner)\b/,
  },
  {
    category: 'abuse',
    reason: 'injuries explained away',
    pattern:
      /\b(?:told|tell|telling) (?:the )?(?:hospital|doctors?|nurses?|a (?:and|&) e|gp|work|school|my boss|everyone|people|them) (?:that )?i (?:fell|tripped|slipped|walked into)\b/,
    requires:
      /\b(?:he|she|partner|husband|wife|boyfriend|girlfriend|dad|mum|mom|stepdad|broke|hit|punched|pushed|kicked)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'a child harmed or neglected',
    pattern:
      /\block(?:s|ed)? me (?:outside|out of the house|in (?:my|the) (?:room|cupboard|shed|bathroom|garage|basement|cellar))\b/,
    requires:
      /\b(?:drunk|high|angry|punish\w*|hours|all night|no food|hungry|without food|for days|parents|dad|mum|mom|stepdad|stepmum)\b/,
    unless: /\b(?:lol|haha|by accident|accidentally|prank)\b/,
  },
  {
    category: 'abuse',
    reason: 'a child harmed or neglected',
    pattern:
      /\b(?:threw|throws|throwing|chucked|hurled)\b[^.]{0,30}\bat (?:me|my (?:head|face))\b|\bthe \w+ at my head\b/,
    requires: /\b(?:dad|mum|mom|stepdad|stepmum|he|she|husband|wife|partner|boyfriend|hide|hid)\b/,
    unless:
      /\b(?:ball|pillow|snowball|cushion|lol|haha|joke|game|pe|dodgeball|frisbee|bouquet|water balloon)\b/,
  },
  {
    category: 'abuse',
    reason: 'controlling behaviour',
    pattern:
      /\b(?:has|took|takes|keeps|kept|hid|hidden|holds|holding) my (?:passport|id|documents|papers|visa)\b/,
    requires: /\b(?:bf|boyfriend|girlfriend|husband|wife|partner|boss|employer|agent)\b/,
    unless:
      /\b(?:safekeeping|safe keeping|renew\w*|embassy|holiday|trip|safe|sort\w*|application|airport)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'controlling behaviour',
    pattern:
      /\b(?:marry me (?:off|to (?:a|an|some|my|his|her|a man|an old))|marry me if i (?:do not|will not|refuse)|(?:make|force|forcing|making|forced) me (?:to )?(?:marry|get married))\b/,
  },
  {
    category: 'abuse',
    reason: 'threats to stop someone telling',
    pattern:
      /\b(?:take|taking|keep) (?:the|my|our) (?:kids|children|baby|son|daughter)\b[^.]{0,40}\bif i (?:say|tell|leave|go|report|call|complain)\b|\bif (?:i|we) (?:complain|tell|report|say anything)\b/,
    requires:
      /\b(?:grab\w*|touch\w*|hits?|hurts?|slaps?|gropes?|pinch\w*|rough|forces?|deport\w*|sent home|send (?:me|us) home|loans? in my name|take the kids|take my kids|her country|his country)\b/,
    unless: /\b(?:lol|haha|spoil\w*|film|movie|ending|episode|show)\b/,
  },
  {
    category: 'abuse',
    reason: 'a child harmed or neglected',
    pattern:
      /\b(?:hide|hid|hiding)\b[^.]{0,40}\bwhen (?:my )?(?:dad|father|mum|mom|mother|stepdad|stepmum|mums boyfriend|mum's boyfriend) (?:gets home|comes home|is drunk|is throwing|gets angry|is angry|starts)\b|\bthat is what i do when my (?:dad|stepdad|mum|mom) (?:gets|comes) home\b/,
  },
  {
    category: 'abuse',
    reason: 'sexual abuse',
    pattern:
      /\b(?:the )?things (?:he|she|they|my (?:coach|uncle|stepdad|step dad|teacher|tutor|cousin|brother|dad)) (?:does|do|did|makes me do) to me\b|\b(?:he|she|my (?:coach|uncle|stepdad|teacher|tutor|cousin)) makes me do things\b|\b(?:coach|uncle|teacher|tutor|stepdad|step dad|priest|pastor|babysitter|neighbou?r|cousin) (?:makes|made|tells|told) me (?:to )?keep (?:a |the |our |it |this |one )?(?:secret|quiet|one)\b/,
    unless: /\b(?:lol|haha|kids|toddler|cat|dog|workload|surprise|party|present)\b/,
  },
  {
    category: 'abuse',
    reason: 'threats to stop someone telling',
    pattern:
      /\b(?:says|said|tells me|told me) (?:no one|nobody|noone) (?:will|would) (?:ever )?believe me\b/,
    unless: /\b(?:lol|haha|fish|caught|goal|score|marathon|lottery|celebrity)\b/,
  },
  {
    category: 'abuse',
    reason: 'a child harmed or neglected',
    pattern: /\bit is still happening\b/,
    requires: /\b(?:hurts?|touch\w*|abus\w*|hits?|does (?:things|stuff) to|uncle|stepdad|coach)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'neglect of a person in care',
    pattern: /\b(?:do not|does not|will not|never|barely) feed (?:me|us|her|him)\b/,
    requires:
      /\b(?:home|carer|staff|unless|lost|hungry|days|parents|dad|mum|mom|stepmum|stepdad)\b/,
    unless: /\b(?:after midnight|cat|dog|gremlin\w*|fish|ducks?|lol|haha)\b/,
  },
  {
    category: 'abuse',
    reason: 'controlling behaviour',
    pattern:
      /\block (?:my|the) (?:bedroom )?door so (?:he|she|they|my [a-z' ]{2,30}) can not (?:get|come) in\b|\b(?:not|never) (?:letting|lets|let) me (?:leave|go out of|out of) (?:the house|the flat|home|the room)\b/,
    requires:
      /\b(?:boyfriend|girlfriend|stepdad|step dad|uncle|husband|wife|partner|again|bf|gf)\b/,
    unless: /\b(?:cat|dog|little|toddler|sister|until|till|clean|homework|tidy|chores|grounded)\b/,
  },
];
