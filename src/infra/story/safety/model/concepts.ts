// Word families the crisis model may generalise over: a phrasing it never saw ("I keep the
// tablets in my sock drawer") shares its families (means, place) with ones it did ("I have the
// pills in my desk"). Each word is mapped to at most one family; the model reads family pairs
// within a sentence and families in word order beside the words themselves.

const FAMILIES: Readonly<Record<string, string>> = {
  DEATH:
    'die dies died dying dead death deaths suicide suicidal overdose overdosed od hang hanging hanged noose unalive exist existing existence alive living breathing grave funeral afterlife',
  SELF: 'myself me my',
  MEANS:
    'pills pill tablets meds medication medicine paracetamol tylenol painkillers pain killers antidepressants insulin rope noose gun guns shotgun rifle bullet blade blades razor razors knife knives charcoal bleach cord belt poison pesticide',
  HIGH: 'bridge roof rooftop ledge edge balcony cliff cliffs tracks track railway platform railing railings tower window overpass motorway highway train trains',
  HARM: 'cut cuts cutting cutted slit slash slashed burn burns burning burned burnt bleed bleeding blood scar scars scratch scratching carve carving wound wounds hurt hurting harm harming punish punishing',
  VIOLENCE:
    'hit hits hitting beat beats beating beaten slap slaps slapped slapping punch punches punched kick kicks kicked choke chokes choked choking strangle strangles strangled grab grabbed shove shoved threw throws threatens threatened threaten threatening rape raped raping assault assaulted touch touches touched touching molest molested grope groped groping forced forces abuse abused abusing abusive',
  PERSON:
    'he she him her dad father mum mom mother stepdad stepfather stepmom stepmum husband wife partner boyfriend girlfriend bf gf ex uncle brother sister teacher coach cousin grandpa grandfather stepbrother',
  WISH: 'want wanted wants wish wished wishing hope hoping longing long crave craving ready rather pray praying',
  PLAN: 'plan planned planning decided decision tonight tomorrow weekend date note notes letter letters goodbye goodbyes bye farewell last final soon',
  END: 'end ending ended stop stopping over gone disappear vanish leave quit finish',
  BURDEN: 'burden burdens better off relieved relief without',
  HOPELESS:
    'hopeless hope point pointless trapped escape nothing empty worthless useless numb anymore forever never',
  JOKE: 'lol lmao haha hahaha jk cringe embarrassment embarrassed boredom laughing funny joke kidding',
  NEG: 'not never no nor',
};

const FAMILY_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(FAMILIES).flatMap(([family, words]) =>
    words.split(' ').map((word) => [word, family] as const),
  ),
);

export function familyOf(word: string): string | undefined {
  return FAMILY_OF.get(word);
}

/** Family features of a sentence's words: families, family pairs, and the tagged word order. */
export function familyFeatures(words: readonly string[]): string[] {
  const tagged = words.map((word) => familyOf(word) ?? word);
  const families = [...new Set(words.map(familyOf).filter((f): f is string => f !== undefined))];
  const names = families.map((family) => `f:${family}`);
  for (let i = 0; i < families.length; i += 1)
    for (let j = i + 1; j < families.length; j += 1)
      names.push(`p:${[families[i], families[j]].sort().join('+')}`);
  for (let i = 1; i < tagged.length; i += 1) {
    if (tagged[i] !== words[i] || tagged[i - 1] !== words[i - 1])
      names.push(`t:${tagged[i - 1]} ${tagged[i]}`);
    if (i > 1 && (tagged[i] !== words[i] || tagged[i - 2] !== words[i - 2]))
      names.push(`s:${tagged[i - 2]} _ ${tagged[i]}`);
  }
  return names;
}

/** Families that speak of death, harm, danger or ending: crisis language names at least one. */
const DANGER = new Set(['DEATH', 'MEANS', 'HIGH', 'HARM', 'VIOLENCE', 'END', 'BURDEN']);
const NEGATORS = new Set(['not', 'never', 'no', 'nor']);

/**
 * True when a sentence names death, harm, danger or ending without a negation just before it.
 * The model only judges such sentences: a plain sad mood ("I have been feeling low") or a
 * negated one ("I don't want to die") is left to the rules.
 */
export function speaksOfDanger(words: readonly string[]): boolean {
  return words.some((word, i) => {
    const family = familyOf(word);
    if (!family || !DANGER.has(family)) return false;
    return !words.slice(Math.max(0, i - 3), i).some((before) => NEGATORS.has(before));
  });
}
