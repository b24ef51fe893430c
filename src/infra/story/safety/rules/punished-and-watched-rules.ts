// Self-harm and abuse as people tell them in answers and asides (thirty-sixth to forty-seventh
// rounds, tuned on their tuning halves only): a blade or a lighter used "to let it out", marks
// where nobody looks, "deeper than I meant", food refused as a punishment, extra tablets taken "not
// to die, just to feel nothing"; a partner who reads every message, throws things, pushes, "only
// when I upset him"; a child shaken, tied or left without food, an elder left in wet sheets or made
// to sign the house away, and "it's our secret".
// Guards keep the everyday versions out: shaving and crafts, eczema and sport, diets, parents who
// set phone rules, play fights and games.
import type { Rule } from '../crisis-rule';

const NOT_HARM =
  '\\b(?:shav\\w*|beard|box cutter|cardboard|craft\\w*|stanley|wallpaper|parcel|package|scalpel|skates?|rollerblades?|lawn ?mower|tattoo\\w*|piercing|birthmark|stretch marks|cellulite|sunburn\\w*|cooking|chopping|onions?|kitchen|oven|baking|bbq|candle|by accident|accidentally|car accident|in an accident|by mistake|gym|workout|training|climbing|football|rugby|netball|hockey|game|eczema cream)\\b';
const PLAY =
  '\\b(?:play\\w*|game|pillow|foam|nerf|toy|joke|joking|kidding|swing|queue|crowd|bus|tube|train|accident\\w*|by mistake|snowball|wrestl\\w*|rugby|football|lol|haha)\\b';

export const PUNISHED_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:with|use|used|using) (?:the |a |my )?(?:razor|blade|blades|lighter)\b|\b(?:my|the) blades?\b[^.]{0,25}\b(?:other hand|pencil case|under my bed|hidden|hiding|from myself)\b|\b(?:found|hiding|hide) (?:the|my) blades\b|\bcut up (?:mi|my) (?:hand|hands|arm|arms|leg|legs)(?: dem)?\b|\b(?:go|went) (?:to the )?bathroom and cut\b|\bcut until (?:it is|its) quiet\b|\burges? to (?:cut|burn|hurt myself|self harm)\b|\bdeeper than i meant\b|\bclean count back to (?:zero|0)\b|\bwithout doing it\b[^.]{0,30}\b(?:last night i did|i did it again|then i did)\b|\b(?:weeks|days|months) clean\b[^.]{0,30}\b(?:could not hold on|couldnt hold on|gave in|slipped)\b|\bfeel better (?:after|when) i see (?:the )?blood\b|\bpicking at (?:the|my) scars\b[^.]{0,20}\buntil\b|\bcleaned up the bathroom so (?:mum|mom|dad|they|no one|nobody) (?:would not|wouldnt|could not) see\b|\bi do that to my (?:skin|arms|legs|wrists|body)\b|\bneed to feel something physical\b|\bice cubes? (?:did not|didnt) work\b|\btook it out on my (?:legs|arms|thighs|skin|body|wrists?)\b|\bdoing it on my (?:thighs|legs|arms|hips|stomach)\b|\bi miss doing it\b|\bi (?:already )?did something to (?:myself|them|my (?:arms|hands|wrists|legs))(?: again| tonight)?\b|\bi already did (?:it )?(?:twice|again|once) today\b|\bso it looks like an accident\b|\bpunched myself\b|\bdig my nails in until\b|\b(?:pinch|bite) (?:and bite |and dig into )?my (?:hands|arms|skin)\b|\bsplit the skin\b[^]{0,20}\bkept going\b|\bthe sting\b[^.]{0,30}\b(?:quiet|calm|better)\b/,
    unless: new RegExp(NOT_HARM),
  },
  {
    category: 'self_harm',
    reason: 'hiding self-harm',
    pattern:
      /\b(?:thighs?|hips?|legs|stomach|upper arms?)\b[^.]{0,30}\b(?:nobody|no one|no1) (?:knows about|sees|can see|looks|will see|checks)\b|\b(?:nobody|no one) (?:knows about|sees|can see|will see|checks)\b[^.]{0,15}\b(?:thighs?|hips?)\b|\bscars on my (?:hips|thighs|stomach)\b[^.]{0,15}\bmy secret\b|\bhid(?:e|es|ing)? (?:her|his|their) (?:arms|cuts|scars|wrists)\b[^]{0,40}\b(?:i do that|that is me|thats me|thats literally me|same)\b|\b(?:cigarette|lighter|blade|razor|cuts|scratches)\b[^]{0,60}\b(?:i felt seen\. i do that|i do that(?: too)?\. every day|i do it on purpose)\b|\byou can guess why\b|\bnobody checks under my sleeves\b|\bthe marks were from the cat\b|\bi (?:did not|didnt) fall\b|\bscratched my (?:arms|legs|skin) raw\b[^.]{0,30}\bthinks (?:it is|its)\b|\bthe cuts\b[^.]{0,30}\bso (?:nobody|no one) sees\b|\blong sleeves are not a fashion choice\b/,
    requires:
      /\b(?:scars?|cuts?|marks|burn\w*|did it|doing it|took it out|mess|so nobody|so no one|where nobody|where no one|secret|i do that|thats me|that is me|same|on purpose|plasters|sleeves|cat|fell|raw|fashion)\b/,
    unless: new RegExp(NOT_HARM),
    acrossSentences: true,
  },
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern:
      /\b(?:eat|eaten|eating|food)\b[^.]{0,40}\b(?:do not deserve|dont deserve|as (?:a )?punishment|until i earn it|what i get for being)\b|\b(?:do not|dont) deserve (?:to eat|food)\b|\b(?:skip|skipped|skipping) (?:dinner|lunch|breakfast|meals?|eating|food|three days)\b[^.]{0,30}\b(?:i mess up|as (?:a )?punishment|punish\w*)\b|\b(?:do not|dont) eat when i mess up\b|\bmade myself (?:throw up|vomit)\b[^.]{0,30}\bhated? myself\b|\b(?:took|taking|take|taken) (?:extra|more|a few more|a couple more)\b[^.]{0,30}\b(?:meds|pills|tablets|painkillers|medication)\b[^.]{0,40}\b(?:numb|not to die|to hurt|to not feel|stop feeling)\b|\bskip(?:ping)? my insulin\b[^.]{0,20}\bon purpose\b|\bpull(?:ed|ing)? (?:my hair out|out so much hair|out my hair)\b[^.]{0,40}\b(?:bald (?:patch|spot)|patch|patches)\b|\bbang(?:ed|ing)? my head (?:against|on|off) (?:the|a) (?:headboard|wall|door)\b[^.]{0,10}\b(?:til|till|until) (?:it|i)\b/,
    unless:
      /\b(?:diet|fasting|ramadan|lent|gym|weight loss goal|sugar|treat|cheat day|hangover|food poisoning|stomach bug|code|project)\b/,
  },
];

export const WATCHED_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'being controlled',
    pattern:
      /\b(?:he|she|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf))\b[^.]{0,10}\b(?:checks|reads) (?:all |every )?(?:my messages|my texts|my phone|everything i (?:type|write|send))\b|\bnot allowed to (?:talk to|see|speak to|call|text) (?:anyone|anybody|my (?:friends|family|mum|mom|sister|brother))\b|\bnot allowed to work\b|\bmakes me beg for\b|\b(?:does not|will not) let me have (?:my own )?(?:bank card|money|keys|a phone)\b|\btakes my (?:car keys|keys|bank card|phone)\b[^]{0,40}\b(?:bank card|messages|not allowed|tracks)\b|\b(?:put|hid|placed|found) a (?:tracker|tracking device|airtag|gps tracker)\b[^.]{0,20}\b(?:on|in|under) my (?:car|bag|coat|bike)\b|\bmade me delete the app\b|\bbroke my phone so i (?:could not|couldnt|can not) call\b|\bwill not let me sleep\b[^.]{0,30}\b(?:yelling|shouting|screaming)\b|\btook over my (?:bank account|money|finances|pension)\b[^]{0,40}\b(?:can not|can't|cant)\b|\bmade me sign (?:the house|papers|over|my house|the deeds|a will)\b|\bkeeps my change\b[^.]{0,40}\b(?:angry|threaten\w*)\b|\btaking my (?:medication|tablets|pills|meds) and selling\b|\bmoney keeps going missing\b/,
    requires:
      /\b(?:not allowed|gets mad|angry|mad|took my phone|including this|no one|nobody|reach out|delete|every night|tracks|love|police|found it|work|keys|bank card|call|yelling|shouting|screaming|can not|can't|cant|house|papers|deeds|will|change|selling|missing|carer|messages|beg|ex)\b/,
    unless:
      /\b(?:grounded|parental controls?|exam|quarantine|covid|isolat\w*|jury|contagious|i am (?:1[0-3]|[5-9])|curfew|lol|haha|joke|joking|so i stop|impulse|games?)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:a plate|a glass|a bottle|a mug) (?:at|on) my head\b|\b(?:he|she)\b[^.]{0,30}\b(?:throws|threw|throwing) (?:things|stuff|plates|a plate|a glass|a chair)\b[^]{0,40}\b(?:at me|at my head|screams|calls me|yells|then cries|says sorry)\b|\b(?:started|start|starting) hitting (?:me|the kids|the children|us|my (?:son|daughter|kids|children|brother|sister))\b|\btie (?:me|him|her|my \w+) to the (?:chair|bed|radiator|table)\b|\bstill have (?:the )?bruises from\b|\bby (?:my|her|his) (?:throat|neck)\b|\bby the (?:throat|neck)\b|\b(?:him|her) choking me\b|\bheld me (?:against|up against) the wall\b|\bthen (?:he|she) does it to me\b|\b(?:pushed|pushes|push|shoved|shoves|shove) (?:me|her)\b(?! (?:to|into|hard|harder|forward|along|around|out of|towards|on the swing|in (?:her|the|my) (?:wheelchair|buggy|pram)|away from))|\bthrew me down the stairs\b|\bhe hits\b[^.]{0,30}\b(?:cries|says sorry|will not happen again)\b|\bi get (?:hit|beaten|slapped|smacked) (?:if|when|for)\b|\bshook (?:him|her|the baby|my baby)\b[^.]{0,20}\b(?:hard|really hard|so hard)\b|\bfinger ?marks on (?:his|her|my)\b|\bshaped like fingers\b|\b(?:flogs?|flogged|beat|beats|hits?) (?:us|me|mi|him|her) (?:with|wid) (?:a |the |electric |his |di )?(?:wire|belt|cable|cane|stick)\b|\bgets the belt out\b|\bthe cable across my back\b|\b(?:husband|wife|partner|boyfriend|dad|father|stepdad|mum|mom|mother|uncle|son) (?:beat|beats|hit|hits|slapped|slaps|kicked|kicks) me again\b|\b(?:slaps|hits|smacks|beats|kicks) my (?:\d+ year old|baby|toddler|son|daughter|kids?|children)\b|\bbruises are from (?:him|her|my \w+)\b|\b(?:does not|doesnt) hit me often\b|\bonly when i have done something to upset him\b|\b(?:break|broke) my arm\b[^.]{0,25}\b(?:done it before|did it before)\b|\bhe will break my (?:arm|legs?|neck|jaw)\b|\b(?:heard|hear|hearing)\b[^.]{0,30}\b(?:hitting|beating) (?:him|her|them|the kids?)\b|\b(?:kid|child|boy|girl|baby)\b[^.]{0,25}\bhas (?:bruises|burns|marks) (?:all the time|every week|again|on (?:his|her) arms)\b|\bpinches my arms\b|\bblack eye and (?:will not|won't|does not) say\b|\b(?:if i leave|if i go)\b[^.]{0,40}\b(?:find me and (?:kill|hurt) me)\b/,
    requires:
      /\b(?:he|she|him|her|husband|wife|partner|boyfriend|girlfriend|dad|daddy|father|stepdad|mum|mom|mother|uncle|son|daughter|they|carer|kids?|baby|children|brother|sister|grandson|di man)\b/,
    unless: new RegExp(
      `${PLAY}|\\b(?:ball|gym|punch ?bag|the books|the road|snooze|golf|tennis|high notes|targets|the pub|swings?|pram|buggy|wheelchair|trolley|cat|dog|puppy|bottle|guitar|shirt|jumper|collar)\\b`,
    ),
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'unwanted sexual contact',
    pattern:
      /\bmakes? me send (?:ones|pictures|pics|photos|nudes)(?: back)?\b|\btell everyone i started it\b|\bi said no\b[^.]{0,25}\b(?:lots of times|many times|so many times|a lot of times|loads of times|anyway|did not stop|kept going)\b|\bforces me\b[^.]{0,25}\bwhen i say no\b|\bi say no\b[^.]{0,20}\bi owe him\b|\bwants (?:stuff|things|something|favours) in return\b|\b(?:its|it is) our secret\b|\bsit on his lap\b|\bkeeps? cornering me\b|\bcomes in(?:to my room)? whenever he wants\b|\bchair against the door\b|\bcame into my room again\b|\bcomes (?:in)?to my room when (?:everyone|everybody|they|mum|mom) (?:is|are) (?:asleep|sleeping)\b|\b(?:she is|shes|he is|hes|they are) the (?:one|ones) (?:who does it|doing it|who hurts me|who hits me)\b|\bkeep quiet about what (?:he|she) did\b|\b(?:no one|nobody) (?:will|would) (?:believe|listen to) (?:me|an? \w+(?: \w+)?)\b|\bmake (?:us|me) do stuff\b|\bmakes me do stuff\b/,
    requires:
      /\b(?:uncle|older|cousin|coach|teacher|pastor|manager|carer|guy|man|boys|he|him|his|daddy|dad|stepdad|bf|secret|touch\w*|alone|video call|rent|stay|kicked out|room|door|mum|mom|shes|she|i am \d+|stockroom|staff|said|says|tells me)\b/,
    unless:
      /\b(?:surprise|party|present|gift|recipe|birthday|chores|dishes|homework|housework|tidy|the house|garden|revision|cat|dog|santa)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'a child harmed or neglected',
    pattern:
      /\b(?:leave|leaves|left)\b[^.]{0,25}\bin (?:a )?(?:wet|dirty|soiled) (?:bed|sheets|clothes|nappy|pad)\b|\bsoiled clothes for days\b|\balone for days\b[^.]{0,30}\bno food\b|\bnobody feeds (?:my|me|us|him|her)\b|\bmakes me sleep in the (?:garage|shed|car|cellar|basement|garden|hallway)\b|\bshut me in (?:my|the|a) (?:room|bedroom|cupboard|shed|basement)\b|\b(?:will not|does not|won't) give me money for food\b/,
    unless: /\b(?:by accident|joke|game|camping|sleepover|tent|fun|lol|haha)\b/,
  },
];
