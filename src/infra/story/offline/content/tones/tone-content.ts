// The shape of one tone's wording: prose beats (past tense, third person), the fable's helper and
// moral, and poem couplets (present tense, spoken to "you").
//
// Tokens: {Hero} the hero's name; {she} {She} {her} {Her} {him} {herself} the hero's pronouns;
// {ache} {Ache} a noun for the feeling; {helper} and {species} in fables; {ifLost} writes nothing
// but keeps a line for moods where someone was lost; {loud}, likewise, for strong feeling only. [a|b|c] is a choice.
// Choices come every word or two with three or more options, so that two journeys that happen to
// use the same line still rarely share eight words in a row.
import type { Stanza } from '../poem.data';

export interface ToneContent {
  /** How the feeling shows in the body and the day. */
  feeling: readonly string[];
  /** The turn: what happens or what the hero does. */
  turn: readonly string[];
  /** Where it leaves the hero. */
  resolve: readonly string[];
  /** The closing sentence of a story or fable. */
  endings: readonly string[];
  /** What the fable's wise animal says, with its own quotation marks. */
  helperSays: readonly string[];
  /** A fable's moral (without the "Moral: " prefix). */
  morals: readonly string[];
  /** Two-line poem units, each one or more whole sentences. */
  couplets: readonly Stanza[];
  /** Two-line units that close a poem. */
  poemEndings: readonly Stanza[];
}
