// Word lists shared by the crisis rules (regular-expression fragments over normalised text).

/** Being dead or gone: what a passive wish to die is about. */
export const PASSIVE_DEATH =
  '(?:die|dying|be dead|being dead|not (?:be |being )?(?:alive|here|around) anymore|not exist(?:ing)?|stop existing|stop living|not (?:be |being )?alive|not wake up|not waking up|never wake up|never waking up|(?:go to )?sleep forever|rest forever|fall asleep forever|stop breathing|cease to exist|not be (?:on this earth|in this world)|(?:vanish|fade away|disappear)(?: forever| for good| permanently| and (?:not|never) come back)|disappear forever|disappear for good|disappear permanently|disappear and never (?:come back|return|be found)|be gone(?! for (?:a|the|two|three|\\w+ (?:days|weeks)))|(?:stop|stopped|stopping) being (?:here|alive|around))';

/** Ending one's life: what a plan or an active wish is about. */
export const ACTIVE_DEATH =
  '(?:end (?:it|it all|my life|my own life|everything)|ending (?:it|it all|my life|my own life|everything)|end things|ending things|kill(?:ing)? myself|take my (?:own )?life|taking my (?:own )?life|hang(?:ing)? myself|drown(?:ing)? myself|overdos(?:e|ing)|throw(?:ing)? myself (?:off|from|in front of|under)|jump(?:ing)? (?:off|from|in front of) (?:a |the |my )?(?:bridge|building|roof|cliff|balcony|tower|train|bus|car|lorry|truck|window|ledge|car park|parking garage|overpass))';

export const WISH =
  '(?:want(?:ed)? to|wish(?:ed|ing)?(?: i (?:could|would|was able to)(?: just)?| that i could| to)?|would rather|ready to|ways to|long to|feel like|felt like|feeling like|need to|just want to)';

export const THOUGHT =
  '(?:(?:think|thinking|thought|thoughts|dream|dreaming|fantasi[sz](?:e|ing)) (?:about|of)|can not stop thinking about|keep thinking about|(?:researching|looking up|googling|searching(?: for)?|reading about) (?:ways|how) to)';

export const INTENT =
  '(?:going to|plan(?:ning|ned)? to|decided to|about to|tempted to|urge to|will|might|(?:am )?gonna)';

export const SOFTENER = '(?:\\s+(?:just|simply|finally|quietly|actually|really|honestly|so))?';

/** Someone who may hurt the person. */
export const PERSON =
  "(?:he|she|they|someone|somebody|a (?:man|guy|boy|girl|woman|teacher|stranger)|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|fianc[eé]e?|dad|father|step ?dad|step ?father|mum|mom|mother|step ?mum|step ?mom|step ?mother|parents?|brother|sister|step ?brother|step ?sister|half ?brother|half ?sister|uncle|aunt|grandfather|grandpa|grandad|grandma|nan|cousin|carer|caregiver|flatmate|roommate|teacher|coach|boss|tutor|babysitter|neighbou?r|foster (?:mum|mom|dad|parents?)|guardian|priest|pastor|(?:mum|mom|dad)'?s (?:boyfriend|girlfriend|partner|husband|wife))|(?:mum|mom|dad)'?s (?:boyfriend|girlfriend|partner|husband|wife))";

export const GAP =
  '(?:\\s+(?:always|sometimes|often|still|just|also|again|really|keeps?|kept|has|have|had|is|was|would|will|used to|then|physically|sexually|emotionally|verbally|repeatedly|constantly|even|comes into my room and|came into my room and|comes in and))*';

/** "someone at school", "a boy in my class". */
export const PLACE =
  '(?:\\s+(?:at|in|from) (?:school|work|home|college|class|church|my \\w+|the \\w+))?';

/** Who might be better off without the person. */
export const SUBJECTS =
  '(?:everyone|everybody|people|they|them|he|she|my family|my (?:kids|children|friends|partner|wife|husband|parents|mum|mom|dad|boyfriend|girlfriend|son|daughter|sister|brother))';

/** Ways of being gone: "if I was gone", "if I disappeared". */
export const GONE =
  '(?:was gone|were gone|was not (?:here|around|alive)|were not (?:here|around|alive)|died|was dead|were dead|disappeared|stopped existing|did not exist|was never born|had never been born|never woke up|did not wake up|left for good|was not in the picture)';

/** High places and places of danger. */
export const HIGH_PLACE =
  '(?:bridge|roof|rooftop|ledge|edge|balcony|cliffs?|train tracks|railway tracks|tracks|platform|parking garage|car park|multi ?storey|overpass|railing|tower|top floor|high floor|\\d+(?:st|nd|rd|th) floor|window)';

/** Medication that can be kept ready. */
export const PILLS =
  '(?:pills|tablets|meds|medication|medicine|paracetamol|tylenol|painkillers|pain killers|sleeping pills|insulin|antidepressants|prescriptions?|aspirin|ibuprofen|oxy|opioids|co ?codamol|codeine|diazepam|zopiclone|amitriptyline|sertraline|morphine|oxycodone|fentanyl|tramadol)';

/** Parts of the body that self-harm is done to. */
export const BODY_PART = '(?:skin|arms?|thighs?|wrists?|legs?|stomach|hips?|ankles?|chest|belly)';

/** Being away for a while, not for good: a holiday, a trip, a hospital stay. */
export const AWAY_FOR_A_WHILE =
  '\\b(?:holiday|vacation|trip|travel\\w*|camping|away (?:for|on|with|at|in|to)|abroad|flight|flying|conference|festival|visiting|hospital|surgery|off work|annual leave)\\b';

/** Staying on after an event ("no reason to stay around after the party"): a plan for the
 *  evening, not for one's life. Several rules refuse to match when this follows. */
export const AFTER_AN_EVENT =
  '(?:around |on |behind )?after (?:the|that|this|dinner|lunch|work|class|school)';

/** Small daily troubles that people joke about wanting to die over. */
const TRIFLE =
  '(?:homework|assignments?|essays?|exams?|quiz|revision|chem\\w*|maths?|physics|lectures?|meetings?|emails?|spreadsheets?|deadlines?|mondays?|commute|traffic|queue|hangover|boss fight|level \\d+|ranked|referee|wifi|internet|signal|battery|laptop|printer|streak|duolingo|episode|finale|group chat|group project|alarm|leg day|taxes|cringe|pages of \\w+|bus|the heat|ikea|flat pack|calendar|sync|zoom call|calls?|speech(?:es)?|rehearsals?)';

/** A laugh, or a "one more X" complaint, over a trifle in the same clause, with no sign that
 *  the person means it ("kms this homework lmao", "one more team meeting and i am walking into
 *  the sea"). Direct words of suicide read this way as everyday; the readers still see the text. */
export const JOKING_ABOUT_A_TRIFLE = new RegExp(
  `^(?!.*\\b(?:not (?:even )?(?:joking|kidding|jk|lol)|fr|for real|seriously|i mean it|actually|mean it|tonight)\\b)(?=.*\\b${TRIFLE}\\b)(?=.*(?:\\b(?:lol|lmao|lmfao|rofl|haha\\w*|jk|joking|kidding|i (?:always )?joke that)\\b|\\b(?:this|the|my) ${TRIFLE} is making me\\b|\\bone more (?:\\w+ )?${TRIFLE}\\b|\\bkill myself this ${TRIFLE}\\b))`,
);

/** A rule's own everyday guard, or a joke about a small trouble (for rules on direct words). */
export const jokingOr = (guard: RegExp) =>
  new RegExp(`${JOKING_ABOUT_A_TRIFLE.source}|${guard.source}`);
