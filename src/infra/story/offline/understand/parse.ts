// Tokens of a mood with their part-of-speech tags, from the compromise NLP library: nouns,
// proper nouns (names), places, dates, possessives and negation come from its tagger.
import nlp from 'compromise';

export interface Token {
  /** As written, without a possessive "'s". */
  text: string;
  lower: string;
  tags: ReadonlySet<string>;
  /** Written with "'s" (or a plural "s'"): "sister's". */
  possessive: boolean;
  sentence: number;
}

interface RawTerm {
  text: string;
  tags: string[];
}

export function parse(text: string): Token[] {
  const sentences = nlp(text).json() as Array<{ terms: RawTerm[] }>;
  const tokens: Token[] = [];
  sentences.forEach((s, sentence) => {
    for (const term of s.terms) {
      const tags = new Set(term.tags);
      // An implied "not" (from "can't") has no text of its own.
      const raw = term.text === '' && tags.has('Negative') ? 'not' : term.text;
      if (raw === '') continue;
      const possessive = /(?:'s|’s|s')$/i.test(raw) && !tags.has('Pronoun');
      const bare = possessive ? raw.replace(/(?:'s|’s|')$/i, '') : raw;
      tokens.push({ text: bare, lower: bare.toLowerCase(), tags, possessive, sentence });
    }
  });
  return tokens;
}

export const has = (token: Token | undefined, tag: string): boolean =>
  token !== undefined && token.tags.has(tag);
