// Self-harm: hurting oneself on purpose, the urge to, and the signs of it (cuts, scars, blades).
// Accidents ("cut myself shaving"), haircuts and cutting carbs are not.
import type { Rule } from '../crisis-rule';

/** What follows a transitive "cut" that is not self-harm: cutting something else. */
const CUT_SOMETHING =
  '(?:my (?:hair|nails|fringe|bangs|finger|thumb|hand)\\b|my (?:losses|budget|spending|hours)|the |a |an |some |back|down|ties|out|off|it\\b|them\\b|carbs|sugar|costs|corners|in line|in\\b|through|class|school|coupons|grass|wood|paper|onions|vegetables|meat|cake|bread|fabric|cloth|him|her|me off|myself off|people off|loose|short|across)';

export const SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern:
      /\b(?:cut(?:ting)?|burn(?:ing|ed|t)?|hurt(?:ing)?|harm(?:ing|ed)?|hit(?:ting)?|scratch(?:ing|ed)?|starv(?:e|ing|ed)|carv(?:e|ing|ed)|punish(?:ing|ed)?|bruis(?:e|ing|ed)) myself\b/,
    notFollowedBy:
      /^ (?:while|when (?:i was |i )?(?:cooking|shaving|lifting|running|playing|fell|slipped)|on (?:a|an|the|some)|on my (?:bike|way)|at the (?:gym|work|practice|training)|at (?:gym|work|practice|training)|playing|during|cooking|shaving|lifting|running|skiing|by accident|accidentally|with (?:a |the )?(?:kitchen|bread) knife|doing|chopping|opening|falling|slipping|in (?:a|the) (?:kitchen|fall|accident|garden)|by (?:going|staying|letting|thinking|overthinking|trusting|expecting|comparing)|up (?:over|about)|with (?:a )?cold shower|for (?:not|forgetting|missing|eating))\b/,
    notPrecededBy: /\bno (?:(?:thoughts?|urges?|plans?|intention) (?:of|about|to)\s*)?$/,
    negatable: true,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:self harm(?:ing|ed|er)?(?! awareness)|(?:cutting|burning) (?:again|my (?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?))|(?:started|start|stop|stopped|relapsed|relapse) (?:cutting|burning)|(?:slash(?:ed|ing)?|slic(?:e|ed|ing)) (?:open )?my (?:arms?|wrists?|legs?|thighs?|skin|stomach)|cuts\b[^.!?]{0,20}\b(?:getting )?(?:deeper|worse each time)|cut(?:ting)? (?:into )?my (?:arms?|wrists?|legs|thighs?|skin|stomach|hips?)(?! (?:while|when (?:i was )?(?:cooking|shaving)|on (?:a|the)|shaving|by accident|accidentally))|urges? to (?:cut|burn|hurt myself|self harm)(?! (?:back|down|ties|costs|out|my hair|corners|in)\b)|(?:hid(?:e|ing)?|cover(?:ing)?|hiding) (?:up )?(?:the |my )?(?:cuts|scars|burns|marks)|(?:fresh|new|deep) (?:cuts|scars|wounds)|cuts (?:on|all over) my (?:wrists?|arms|thighs|legs|stomach|hips)|relaps(?:e|ed|ing) (?:with|into|on) (?:self harm|cutting)|clean from (?:self harm|cutting)\b[^.!?]{0,30}\b(?:relapsed|again|broke|ended))\b/,
    notPrecededBy: /\b(?:she|he|they|friend|sister|brother|daughter|son) (?:\w+ )?$/,
    negatable: true,
  },
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern: new RegExp(
      `\\b(?:(?:want|need|going|urge|tempted|about|have) to cut\\b(?! ${CUT_SOMETHING})|(?:i|and) cut (?:again|deeper|deep|tonight|last night|when|whenever|every|so)\\b|(?:i|and) cut$|cutting$|cutting (?:again|myself|tonight|deeper|is the only|helps|to cope)|(?:stop|stopped|quit) cutting$|(?:cut|cutting) deeper|to cut$)`,
    ),
    unless:
      /\b(?:hair|carbs|sugar|costs|budget|coupon|cake|onion|ribbon|grass|class|school|corners|power|wifi)\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    reason: 'blades kept ready',
    pattern:
      /\b(?:(?:keep|kept|keeping|have|got|hide|hid|hiding|carry|carrying|stash|stashed) (?:a |the |my |some |these |those )?(?:razor blades?|razors?|blades?|knife|knives|box cutter|stanley knife)\b[^.!?]{0,30}\b(?:just in case|in case|for when|for bad|in my (?:bag|drawer|room|pocket|wallet|bed|pencil case)|under my (?:pillow|bed|mattress))|(?:knife|blade|razor)s?\b[^.!?]{0,20}\bunder my (?:pillow|bed|mattress))\b/,
    unless: /\b(?:kitchen|cooking|chef|camping|fishing|hunting|shaving|shave|work tool)\b/,
  },
  {
    category: 'self_harm',
    reason: 'hurting themselves to feel pain',
    pattern:
      /\b(?:(?:scratch(?:ing)?|pick(?:ing)?|press(?:ing)?|dig(?:ging)?|claw(?:ing)?)\b[^.!?]{0,35}\buntil (?:it |they |i |my \w+ )?(?:bleeds?|bled|bleeding)|(?:punch(?:ing)?|hit(?:ting)?|bang(?:ing)?|slam(?:ming)?) (?:the |my )?(?:wall|walls|head|fists?)\b[^.!?]{0,30}\buntil\b|(?:punch(?:ing)?|hit(?:ting)?) walls|(?:deserve|need|want) to (?:feel|be in) pain|(?:deserve|earn) the pain|(?:razor|blade)s?\b[^.!?]{0,40}\b(?:arms?|wrists?|skin|thighs?|bad (?:nights|days)|for when|to cut)|(?:blade|razor) (?:out of|from) (?:my |a |the )?(?:sharpener|shaver|pencil sharpener)|(?:burn|burning|burned|burnt) (?:my (?:arms?|wrists?|skin|legs?|hands?|thighs?)|myself) (?:with|on purpose)|(?:burn|burned|burnt|hurt|hit|cut|slammed|slam) (?:my \w+ )?(?:\w+ )?on purpose|not eating (?:as|to) (?:a )?punish|(?:do not|not) eat (?:for days )?to punish|starv\w* (?:myself )?(?:as|to) (?:a )?punish|make myself (?:throw up|sick|vomit|bleed)|(?:knife|blade|razor|scissors) (?:to|against|on|into) my (?:arms?|skin|legs?|thighs?)|(?:carve|carving) (?:into )?my (?:skin|arms?|legs?))\b/,
    notPrecededBy: /\b(?:she|he|they|friend|sister|brother|daughter|son) (?:\w+ )?$/,
    // A skin condition scratched in the night is not self-harm (sixty-fourth round, tuning half).
    unless: /\b(?:eczema|psoriasis|rash|hives|mosquito|bites|chicken ?pox|scabies)\b/,
    negatable: true,
  },
  // Third round (tuning half).
  {
    category: 'self_harm',
    reason: 'hurting themselves on purpose',
    pattern:
      /\b(?:reopen(?:ing|ed|s)? (?:my |the )?(?:wounds|cuts|scars)|feel (?:the|a) (?:blade|razor)|bit(?:e|ing|ten)? myself|(?:punch(?:ed)?|hit|bang(?:ed)?|slam(?:med)?) (?:the |my )?(?:wall|walls|head|fists?)\b[^.!?]{0,30}\b(?:until|on purpose))\b/,
    notFollowedBy: /^ (?:by accident|accidentally)\b/,
    negatable: true,
  },
];
