// The ways to reach a help line, read from its words ("988 Suicide & Crisis Lifeline (call or text
// 988)", "National Domestic Violence Hotline (call 1-800-799-7233 or text START to 88788)",
// "find a free, confidential helpline near you at findahelpline.com"), so each can be tapped:
// tel: for a number to call, sms: for one to text, https: for a web address.

export interface HelpLineLink {
  /** "Call 988", "Text START to 88788", "Visit findahelpline.com" */
  label: string;
  href: string;
}

const NUMBER = String.raw`\+?\d[\d\s-]*\d|\d`;

const digits = (number: string) => number.replace(/[^\d+]/g, '');

/** The links in a help line's words, in the order they are said; none when it names no way in. */
export function helpLineLinks(line: string): HelpLineLink[] {
  const links: HelpLineLink[] = [];
  const seen = new Set<string>();
  const add = (link: HelpLineLink) => {
    if (seen.has(link.href)) return;
    seen.add(link.href);
    links.push(link);
  };
  const ways = new RegExp(
    String.raw`\b(call or text|call|text|phone|ring)\s+(?:([A-Z][A-Z0-9]*)\s+to\s+)?(${NUMBER})`,
    'gi',
  );
  for (const match of line.matchAll(ways)) {
    const verb = (match[1] ?? '').toLowerCase();
    const keyword = match[2];
    const number = (match[3] ?? '').trim();
    const tel = digits(number);
    if (!tel) continue;
    if (verb !== 'text') add({ label: `Call ${number}`, href: `tel:${tel}` });
    if (verb === 'text' || verb === 'call or text') {
      add({
        label: keyword ? `Text ${keyword} to ${number}` : `Text ${number}`,
        href: keyword ? `sms:${tel}?body=${encodeURIComponent(keyword)}` : `sms:${tel}`,
      });
    }
  }
  for (const match of line.matchAll(
    /\b((?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:com|org|net|uk|ie|info|help)(?:\/[^\s)]*)?)/gi,
  )) {
    const address = (match[1] ?? '').replace(/[.,]$/, '');
    const href = /^https?:\/\//i.test(address) ? address : `https://${address}`;
    add({ label: `Visit ${address.replace(/^https?:\/\//i, '')}`, href });
  }
  return links;
}
