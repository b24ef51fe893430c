// Self-harm told by what comes after it, and harm at home told plainly (fifty-first to fifty-sixth
// rounds, tuned on their tuning halves only): a first aid kit kept "for after", cuts that need
// stitches nobody will see to, shorts that will show everything, "I like that it hurts", a hand
// held under the hot tap to feel something else, marks explained away to the nurse; a lock wanted
// on the bedroom door, "I bruise easily" as what one tells the teacher, a child made to sleep in
// the garage, "stuff" done at night, a lesson taught by leaving someone without a phone, belts as
// parenting, a wrist broken by a parent, a carer who slaps, an elder kept sedated and his accounts
// emptied.
// Guards keep the everyday versions out: camping kits and sports, cooking and tattoos, siblings
// who borrow things, locks for privacy, garages as gyms, and idioms ("hit me with the news").
import type { Rule } from '../crisis-rule';

export const AFTERCARE_SELF_HARM_RULES: readonly Rule[] = [
  {
    category: 'self_harm',
    reason: 'self-harm',
    pattern:
      /\b(?:first aid kit|plasters|bandages|dressings)\b[^]{0,40}\bfor after\b|\bcuts (?:probably )?need(?:ed)? stitches\b|\bi like that it hurts\b|\bheld my (?:hand|arm|wrist)s? under\b[^]{0,40}\bfeel something\b|\b(?:shorts|short sleeves|t ?shirt|swimsuit|changing rooms?)\b[^.]{0,20}\beveryone will see\b|\bscars\b[^.]{0,30}\brelated (?:way )?too much\b/,
    unless:
      /\b(?:camping|hiking|festival|climbing|cooking|kitchen|chef|tattoo\w*|piercing|surgery|operation|dog|cat|fell|fall|accident|bike|football|rugby|netball|hockey|sunburn\w*|tan lines?|pale legs|hairy|eczema|psoriasis|acne)\b/,
    acrossSentences: true,
  },
  {
    // Whatever the answer ("netball", "the cat"), the marks were explained away.
    category: 'self_harm',
    reason: 'hiding self-harm',
    pattern:
      /\basked (?:me )?about the (?:marks|cuts|scars|burns) (?:on my (?:arms?|wrists?|legs|thighs))?\s?and i said\b/,
  },
];

export const HOME_HARM_ABUSE_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'fear at home',
    pattern:
      /\bhelp tonight\b[^]{0,10}\ba lock on my (?:bedroom )?door\b|\bi bruise easy\w* is what i tell\b|\bis what i tell (?:the|my) (?:pe teacher|teacher|nurse|doctor|school)\b[^.]{0,10}$|\bmake me sleep in the (?:garage|shed|car|garden)\b|\b(?:used to do|does|did) (?:stuff|things) to me (?:at night|when)\b|\bto teach me a lesson\b[^]{0,40}\b(?:he|she) says (?:that is|thats) love\b|\bleft me (?:there )?with no (?:phone|food|money)\b[^.]{0,30}\bteach me a lesson\b/,
    unless: /\b(?:brother borrows|sister borrows|nosy|privacy|gym|band|practice|camping)\b/,
    acrossSentences: true,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:version of parenting|idea of parenting|parenting) is (?:belts|the belt|hitting|slapping)\b|\b(?:he|she|dad|mum|mom|stepdad|stepmum|husband|wife|boyfriend|girlfriend|partner)\b[^.]{0,20}\bbroke my (?:\w+ and my )?(?:wrist|arm|nose|tooth|jaw|ribs?|fingers?|collarbone)\b|\b(?:care worker|carer|careworker|aide)\b[^.]{0,15}\b(?:slap|slapped|slapping|hit|hitting|shove|shoved|pinch|pinched|pinching)\b[^.]{0,10}\b(?:my|her|him|the)\b|\bkeeps (?:him|her|my (?:dad|mum|mom|gran|grandad)) (?:so )?sedated\b|\bemptying (?:his|her|their|my (?:dad's|mum's|mom's)) (?:bank )?(?:accounts?|savings)\b/,
    unless:
      /\b(?:football|rugby|hockey|boxing|wrestl\w*|karate|judo|skiing|ski|trampoline|fell|fall|accident|by accident|game|match|vet|surgery|operation|dentist)\b/,
    acrossSentences: true,
  },
];
