// Fables happen in the animals' world. The tones' lines are shared with stories about people, so
// a fable takes only the choices that belong there: no phones, buses, offices or screens (a
// person's own details, such as "the phone bill", are still carried: they come in as values).

/** Things of the modern human world. "ring" and "ringing" are phone calls in the banks; a bell
 *  "rings" and a kitchen "rang", which a fable keeps. */
export const MODERN_WORLD =
  /\b(?:phon\w*|bus|buses|radio|doctor|GP|therapist|counsellor|office|desk|e-?mails?|laptop|computer|screens?|cars?|trains?|shower|shops?|supermarket|TV|television|calendar|texts?|texted|messages?|apps?|fridge|playlist|podcast|pills?|alarm|café|cafe|pub|streetlights?|traffic|commute|colleagues?|boss|meeting|inbox|deadline|spreadsheet|online|internet|wifi|notifications?|jobs?|shifts?|flats?(?! days| feeling| week| mood)|boilers?|bicycles?|bikes?|scroll\w*|radiators?|microwaves?|dishwashers?|washing machines?|headphones|telly|food banks?|ring|ringing|queues?|woman|women|old man)\b/i;

/** A template with its modern choices taken out, or null when a line cannot do without them
 *  (a modern word outside any choice, or a choice whose every option is modern). */
export function forFable(template: string): string | null {
  let usable = true;
  const text = template.replace(/\[([^[\]]*)\]/g, (_, inner: string) => {
    const options = inner.split('|').filter((option) => !MODERN_WORLD.test(option));
    if (options.length === 0) usable = false;
    return `[${options.join('|')}]`;
  });
  // What is left outside the choices (and any nested choice) must not be modern either.
  return usable && !MODERN_WORLD.test(text.replace(/\[[^[\]]*\]/g, '')) ? text : null;
}

/** Each bank's fable lines, worked out once: the banks are constants read by every fable. */
const fitted = new WeakMap<readonly string[], readonly string[]>();

/** The lines of a bank that fit a fable, each with its modern choices taken out. */
export function fableLines(bank: readonly string[]): readonly string[] {
  let lines = fitted.get(bank);
  if (!lines) {
    lines = bank.map(forFable).filter((t): t is string => t !== null);
    fitted.set(bank, lines);
  }
  return lines;
}

/** Fable animals with wings; the others have paws. */
const BIRDS = new Set(['wren', 'heron', 'robin']);
const WINGS: Readonly<Record<string, string>> = {
  hand: 'wing',
  palm: 'wing',
  wrist: 'wing',
  finger: 'wingtip',
};
const PAWS: Readonly<Record<string, string>> = {
  hand: 'paw',
  palm: 'paw',
  wrist: 'paw',
  finger: 'claw',
};

/** A fable's narrative with the hero's hands made paws or wings ("laid his palm on his chest" →
 *  "laid his wing on his chest"). A single "finger" is left: it is a simile's ("as a finger
 *  returns to a bruise"), not the hero's. */
export function withAnimalBody(text: string, species: string): string {
  const limbs = BIRDS.has(species) ? WINGS : PAWS;
  return text.replace(/\b(hand|palm|wrist|finger)(s?)\b/gi, (word, part: string, plural: string) =>
    part.toLowerCase() === 'finger' && !plural ? word : `${limbs[part.toLowerCase()]}${plural}`,
  );
}
