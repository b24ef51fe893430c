// Crisis lines shown when a mood or answer carries crisis language. Defaults cover the US, the UK
// and Ireland, and the rest of the world (findahelpline.com); the CRISIS_RESOURCES setting
// replaces them:
//
//   CRISIS_RESOURCES="US:988 Suicide & Crisis Lifeline (call or text 988);UK & Ireland:Samaritans 116 123"
//
// Entries are separated by ";" (or new lines); each is "Region:how to reach the line", split at
// the first ":" (so a URL after it is fine). An entry may start with "[abuse]" (or
// "[suicide,self_harm]") to show it only for those kinds of crisis.
import type { CrisisCategory } from './crisis-assessment';

export interface CrisisResource {
  /** "US", "UK & Ireland", "Anywhere" */
  region: string;
  /** "988 Suicide & Crisis Lifeline (call or text 988)" */
  line: string;
  /** Shown only for these kinds of crisis; all kinds when absent. */
  categories?: CrisisCategory[];
}

export const DEFAULT_CRISIS_RESOURCES: readonly CrisisResource[] = [
  { region: 'US', line: '988 Suicide & Crisis Lifeline (call or text 988)' },
  { region: 'UK & Ireland', line: 'Samaritans (call 116 123, free, day or night)' },
  {
    region: 'US',
    line: 'National Domestic Violence Hotline (call 1-800-799-7233 or text START to 88788)',
    categories: ['abuse'],
  },
  {
    region: 'UK',
    line: 'National Domestic Abuse Helpline (call 0808 2000 247, free, day or night)',
    categories: ['abuse'],
  },
  {
    region: 'Anywhere else',
    line: 'find a free, confidential helpline near you at findahelpline.com',
  },
];

export const CRISIS_RESOURCE_LIMITS = { entries: 20, region: 60, line: 200 } as const;

const CATEGORIES: readonly CrisisCategory[] = ['suicide', 'self_harm', 'abuse'];

export class CrisisResourcesError extends Error {
  override readonly name = 'CrisisResourcesError';
}

function parseEntry(entry: string, position: number): CrisisResource {
  let rest = entry;
  let categories: CrisisCategory[] | undefined;
  const tag = /^\[([^\]]*)\]\s*/.exec(rest);
  if (tag) {
    const names = (tag[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.find((name) => !(CATEGORIES as readonly string[]).includes(name));
    if (names.length === 0 || unknown !== undefined) {
      throw new CrisisResourcesError(
        `entry ${position}: unknown crisis kind "${unknown ?? ''}" in [${tag[1]}] (use ${CATEGORIES.join(', ')})`,
      );
    }
    categories = names as CrisisCategory[];
    rest = rest.slice(tag[0].length);
  }
  const colon = rest.indexOf(':');
  if (colon < 0)
    throw new CrisisResourcesError(`entry ${position}: expected "Region:line", found no ":"`);
  const region = rest.slice(0, colon).trim();
  const line = rest.slice(colon + 1).trim();
  if (!region) throw new CrisisResourcesError(`entry ${position}: the region before ":" is empty`);
  if (!line) throw new CrisisResourcesError(`entry ${position}: the line after ":" is empty`);
  if (region.length > CRISIS_RESOURCE_LIMITS.region) {
    throw new CrisisResourcesError(
      `entry ${position}: the region is longer than ${CRISIS_RESOURCE_LIMITS.region} characters`,
    );
  }
  if (line.length > CRISIS_RESOURCE_LIMITS.line) {
    throw new CrisisResourcesError(
      `entry ${position}: the line is longer than ${CRISIS_RESOURCE_LIMITS.line} characters`,
    );
  }
  return categories ? { region, line, categories } : { region, line };
}

/** Parses a CRISIS_RESOURCES value; throws CrisisResourcesError naming the bad entry. */
export function parseCrisisResources(setting: string): CrisisResource[] {
  const entries = setting
    .split(/[;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0)
    throw new CrisisResourcesError('no entries: expected "Region:line;Region:line"');
  if (entries.length > CRISIS_RESOURCE_LIMITS.entries) {
    throw new CrisisResourcesError(
      `too many entries (${entries.length}); at most ${CRISIS_RESOURCE_LIMITS.entries}`,
    );
  }
  return entries.map((entry, i) => parseEntry(entry, i + 1));
}

/** The configured lines, or the defaults when the setting is absent or blank. */
export function resolveCrisisResources(setting: string | undefined): CrisisResource[] {
  if (setting === undefined || setting.trim() === '')
    return DEFAULT_CRISIS_RESOURCES.map((r) => ({ ...r }));
  return parseCrisisResources(setting);
}

/** Lines that fit a kind of crisis: the ones meant for it first, then the general ones. */
export function resourcesFor(
  category: CrisisCategory | undefined,
  resources: readonly CrisisResource[],
): CrisisResource[] {
  const specific = resources.filter(
    (r) => category !== undefined && r.categories?.includes(category),
  );
  const general = resources.filter((r) => r.categories === undefined || r.categories.length === 0);
  return [...specific, ...general];
}
