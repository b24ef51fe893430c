// Small grammar helpers: articles, sentence case, title case and pronouns, so that every
// sentence is right by construction rather than patched afterwards.
import type { Random } from '../random';

/** Words with a silent h or a "yoo"/"wuh" sound at the start. */
const AN_EXCEPTIONS = /^(?:hour|honest|honou?r|heir)/i;
const A_EXCEPTIONS = /^(?:uni(?!n)|use|usu|eu|one\b|once|ewe|uk\b|u\.)/i;

export function article(word: string): 'a' | 'an' {
  if (AN_EXCEPTIONS.test(word)) return 'an';
  if (A_EXCEPTIONS.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "owl" -> "an owl". */
export const withArticle = (phrase: string): string => `${article(phrase)} ${phrase}`;

/** A finished sentence: single spaces, a capital first letter, closing punctuation. */
export function sentence(text: string): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
  if (clean === '') return '';
  const capital = clean.replace(
    /^([“"‘']?)(\p{Ll})/u,
    (_, quote: string, letter: string) => quote + letter.toUpperCase(),
  );
  return /[.!?…]["”’]?$/.test(capital) ? capital : `${capital}.`;
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const SMALL = new Set('a,an,and,as,at,but,by,for,in,of,on,or,the,to,with,from,into,nor'.split(','));

/** English title case: small words lower case unless first or last; one space between words. */
export function titleCase(text: string): string {
  const words = text.trim().split(/\s+/);
  return words
    .map((word, i) =>
      i > 0 && i < words.length - 1 && SMALL.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.replace(/^(\p{Ll})/u, (c) => c.toUpperCase()),
    )
    .join(' ');
}

export type Vars = Readonly<Record<string, string | undefined>>;

/** Tokens a template needs: {name} values and nothing else. */
export const needs = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** Whether every token of a template has a value. */
export const fits = (template: string, vars: Vars): boolean =>
  needs(template).every((k) => vars[k] !== undefined);

/** Expands [a|b|c] choices (innermost first) and fills {tokens}. A missing token is a bug. */
export function expand(template: string, vars: Vars, random: Random): string {
  let text = template;
  const choice = /\[([^[\]]*)\]/;
  for (let m = choice.exec(text); m; m = choice.exec(text)) {
    const options = (m[1] as string).split('|');
    text = text.slice(0, m.index) + random.pick(options) + text.slice(m.index + m[0].length);
  }
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`template token {${key}} has no value`);
    return value;
  });
}

export interface Pronouns {
  she: string;
  her: string;
  /** Object: "saw her" / "saw him". */
  herObj: string;
  herself: string;
}

export const PRONOUNS: Readonly<Record<'f' | 'm', Pronouns>> = {
  f: { she: 'she', her: 'her', herObj: 'her', herself: 'herself' },
  m: { she: 'he', her: 'his', herObj: 'him', herself: 'himself' },
};

/** Template tokens for a character's pronouns: {she} {She} {her} {Her} {him} {herself}. */
export function pronounVars(p: Pronouns): Record<string, string> {
  return {
    she: p.she,
    She: capitalise(p.she),
    her: p.her,
    Her: capitalise(p.her),
    him: p.herObj,
    herself: p.herself,
  };
}
