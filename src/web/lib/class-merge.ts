/**
 * Resolves conflicting Tailwind utilities so that a later class wins over an earlier one of the
 * same kind (`px-4 px-10` → `px-10`, `text-sm text-lg` → `text-lg`, but `text-sm text-primary`
 * keeps both), per variant (`sm:max-w-lg sm:max-w-2xl` → `sm:max-w-2xl`).
 *
 * Why not tailwind-merge: it weighs ~9 KB gzip, which the landing page (≤ 120 KB of JavaScript,
 * issue 6) cannot afford, and it knows every utility of Tailwind while our components override
 * a small, well-known set. This covers the utilities Tailwind 4 offers for layout, spacing,
 * sizing, typography, colour, borders, effects and transitions; a class it does not recognise is
 * always kept. class-merge.test.ts checks it against tailwind-merge on the classes we use.
 */

/** A set of the space-separated words. */
const words = (list: string) => new Set(list.split(' '));

const SIZES = words('xs sm base lg xl 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl');
const WEIGHTS = words('thin extralight light normal medium semibold bold extrabold black');
const SHADOW_SIZES = words('2xs xs sm md lg xl 2xl none inner');
const BORDER_STYLES = words('solid dashed dotted double hidden none');

/** Whole class names → their group. */
const EXACT: Record<string, string> = {};
const exact = (group: string, names: string) => {
  for (const name of names.split(' ')) EXACT[name] = group;
};
exact(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid contents hidden table table-row table-cell flow-root list-item',
);
exact('position', 'static fixed absolute relative sticky');
exact('visibility', 'visible invisible collapse');
exact('sr', 'sr-only not-sr-only');
exact('font-style', 'italic not-italic');
exact('decoration-line', 'underline overline line-through no-underline');
exact('text-transform', 'uppercase lowercase capitalize normal-case');
exact('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
exact('flex-wrap', 'flex-wrap flex-wrap-reverse flex-nowrap');
exact('text-align', 'text-left text-center text-right text-justify text-start text-end');
exact('text-wrap', 'text-wrap text-nowrap text-balance text-pretty');
exact('text-overflow', 'truncate text-ellipsis text-clip');
exact('grow', 'grow grow-0');
exact('shrink', 'shrink shrink-0');
exact('shadow', 'shadow');
exact('rounded', 'rounded');
exact('border-w', 'border');
for (const side of ['t', 'r', 'b', 'l', 'x', 'y']) exact(`border-w-${side}`, `border-${side}`);
for (const corner of ['t', 'r', 'b', 'l', 'tl', 'tr', 'br', 'bl'])
  exact(`rounded-${corner}`, `rounded-${corner}`);
exact('ring-w', 'ring');
exact(
  'outline-style',
  'outline outline-none outline-hidden outline-dashed outline-dotted outline-double outline-solid',
);
exact('transition', 'transition');
exact('antialiasing', 'antialiased subpixel-antialiased');
exact('isolation', 'isolate isolation-auto');

/** Class prefixes, longest first, so `min-w-4` is read as min-w and not as m. */
const PREFIXES = (
  'underline-offset pointer-events place-content place-items place-self justify-items ' +
  'justify-self outline-offset backdrop-blur ring-offset line-clamp rounded-tl rounded-tr ' +
  'rounded-br rounded-bl translate-x translate-y overflow-x overflow-y grid-cols grid-rows ' +
  'scroll-mt scroll-mb rounded-t rounded-r rounded-b rounded-l border-t border-r border-b ' +
  'border-l border-x border-y col-span row-span space-x space-y inset-x inset-y scale-x ' +
  'scale-y overflow whitespace tracking duration translate transition leading animate ' +
  'justify content opacity rounded outline columns stroke border shadow cursor select ' +
  'object aspect rotate origin gap-x gap-y inset items order basis scale break align delay ' +
  'right bottom self font text size flex left ease blur fill ring list from top gap via ' +
  'min-w max-w min-h max-h px py pt pr pb pl ps pe mx my mt mr mb ml ms me bg to z p m w h'
)
  .split(' ')
  .sort((a, b) => b.length - a.length);

/** A later class of the key's group also overrides earlier classes of these groups. */
const OVERRIDES: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    p: 'px py pt pr pb pl ps pe',
    px: 'pr pl ps pe',
    py: 'pt pb',
    m: 'mx my mt mr mb ml ms me',
    mx: 'mr ml ms me',
    my: 'mt mb',
    inset: 'inset-x inset-y top right bottom left',
    'inset-x': 'right left',
    'inset-y': 'top bottom',
    size: 'w h',
    gap: 'gap-x gap-y',
    overflow: 'overflow-x overflow-y',
    rounded: 'rounded-t rounded-r rounded-b rounded-l rounded-tl rounded-tr rounded-br rounded-bl',
    'rounded-t': 'rounded-tl rounded-tr',
    'rounded-r': 'rounded-tr rounded-br',
    'rounded-b': 'rounded-br rounded-bl',
    'rounded-l': 'rounded-tl rounded-bl',
    'border-w': 'border-w-t border-w-r border-w-b border-w-l border-w-x border-w-y',
    'border-w-x': 'border-w-r border-w-l',
    'border-w-y': 'border-w-t border-w-b',
    'border-color':
      'border-color-t border-color-r border-color-b border-color-l border-color-x border-color-y',
    'border-color-x': 'border-color-r border-color-l',
    'border-color-y': 'border-color-t border-color-b',
    'font-size': 'leading',
    flex: 'grow shrink basis',
    translate: 'translate-x translate-y',
    scale: 'scale-x scale-y',
  }).map(([group, overridden]) => [group, overridden.split(' ')]),
);

function isLength(value: string): boolean {
  if (/^\d+(\.\d+)?$/.test(value) || value === 'px') return true;
  const arbitrary = /^[[(](.*)[\])]$/.exec(value)?.[1];
  if (arbitrary === undefined) return false;
  if (/^(length|size|number):/.test(arbitrary)) return true;
  if (/^(color|image|url):/.test(arbitrary)) return false;
  return /^-?[\d.]+[a-z%]*$/.test(arbitrary) || /^(calc|clamp|min|max)\(/.test(arbitrary);
}

/** The group of a utility (without variants, `!` or a leading `-`), or undefined if unknown. */
function groupOf(utility: string): string | undefined {
  const known = EXACT[utility];
  if (known) return known;
  if (utility.startsWith('[') && utility.includes(':')) {
    return `[${utility.slice(1, utility.indexOf(':'))}]`; // arbitrary property
  }
  const prefix = PREFIXES.find((p) => utility.startsWith(`${p}-`));
  if (!prefix) return undefined;
  const value = utility.slice(prefix.length + 1).replace(/\/[^/\]]*$/, ''); // drop `/50` opacity
  switch (prefix) {
    case 'text':
      return SIZES.has(value) || isLength(value) ? 'font-size' : 'text-color';
    case 'font':
      return WEIGHTS.has(value) || /^\d+$/.test(value) ? 'font-weight' : 'font-family';
    case 'shadow':
      // shadow-[0_0_60px_-20px] is a shadow; shadow-[#000] or shadow-primary/40 a colour.
      return SHADOW_SIZES.has(value) || /^\[(inset_)?-?[\d.]/.test(value)
        ? 'shadow'
        : 'shadow-color';
    case 'ring':
      return value === 'inset' ? 'ring-inset' : isLength(value) ? 'ring-w' : 'ring-color';
    case 'ring-offset':
      return isLength(value) ? 'ring-offset-w' : 'ring-offset-color';
    case 'outline':
      return isLength(value) ? 'outline-w' : 'outline-color';
    case 'stroke':
      return isLength(value) ? 'stroke-w' : 'stroke-color';
    case 'bg':
      if (/^(linear|gradient|radial|conic|none)\b/.test(value)) return 'bg-image';
      if (value.startsWith('clip-')) return 'bg-clip';
      if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
      if (/^(cover|contain|auto)$/.test(value)) return 'bg-size';
      if (/^(no-)?repeat/.test(value)) return 'bg-repeat';
      if (/^(center|top|bottom|left|right)/.test(value)) return 'bg-position';
      return 'bg-color';
    case 'border':
    case 'border-t':
    case 'border-r':
    case 'border-b':
    case 'border-l':
    case 'border-x':
    case 'border-y': {
      const side = prefix === 'border' ? '' : prefix.slice(6);
      if (prefix === 'border' && BORDER_STYLES.has(value)) return 'border-style';
      if (prefix === 'border' && /^(collapse|separate|spacing)/.test(value)) return undefined;
      return `${isLength(value) ? 'border-w' : 'border-color'}${side}`;
    }
    default:
      return prefix;
  }
}

interface ParsedClass {
  /** Variants and the important flag: classes only conflict within the same context. */
  context: string;
  group: string | undefined;
}

function parse(token: string): ParsedClass {
  let depth = 0;
  let lastColon = -1;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) lastColon = i;
  }
  const variants = lastColon < 0 ? [] : token.slice(0, lastColon).split(':');
  let utility = token.slice(lastColon + 1);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  // Variant order does not matter (hover:focus: = focus:hover:), except among arbitrary ones.
  const sorted = variants.some((v) => v.startsWith('[')) ? variants : [...variants].sort();
  return { context: `${sorted.join(':')}${important ? '!' : ''}`, group: groupOf(utility) };
}

/** Drops every class that a later class overrides; the others keep their order. */
export function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as string;
    if (taken.has(`=${token}`)) continue; // the same class again
    taken.add(`=${token}`);
    const { context, group } = parse(token);
    if (group === undefined) {
      kept.push(token);
      continue;
    }
    const key = `${context}|${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(`${context}|${overridden}`);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
