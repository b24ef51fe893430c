// An email as content: a subject, a one-line preview and blocks (paragraphs, a button, a story,
// question-and-answer pairs, facts). Use cases build these, pure and testable; the mail adapters
// render them into the product's HTML layout and a plain-text part (src/infra/notifications).
// Paragraphs are never wrapped by hand: mail clients wrap text to their own width.

export type EmailCategory =
  /** Sign-up, confirmation, password: always sent. */
  | 'account'
  /** Subscription, receipts, payment problems: always sent. */
  | 'billing'
  /** A journey the person emailed to themselves: always sent. */
  | 'journey'
  /** Reminders, milestones, anniversaries: only to people who accept them. */
  | 'engagement'
  /** Announcements and campaigns: only to people who accept them. */
  | 'marketing';

export type EmailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** A story or poem, kept with its own line breaks. */
  | { kind: 'passage'; title?: string; text: string }
  | { kind: 'pairs'; items: { label: string; text: string }[] }
  | { kind: 'facts'; items: { label: string; value: string }[] }
  | { kind: 'note'; text: string };

export interface Email {
  to: string;
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  category: EmailCategory;
  blocks: EmailBlock[];
  /** Signs the message: "The Lantern Tales team" unless given. */
  signOff?: string;
  /** The person's own unsubscribe link: required for engagement and marketing mail. */
  unsubscribeUrl?: string;
}

/** Mail that people may decline (an unsubscribe link and List-Unsubscribe are added to it). */
export function isOptional(category: EmailCategory): boolean {
  return category === 'engagement' || category === 'marketing';
}

/** The plain-text part: the same content, one paragraph per line, links written out. */
export function emailText(email: Email, site: { appName: string }): string {
  const parts: string[] = [];
  for (const block of email.blocks) {
    switch (block.kind) {
      case 'heading':
        parts.push(block.text.toUpperCase());
        break;
      case 'paragraph':
      case 'note':
        parts.push(block.text);
        break;
      case 'button':
        parts.push(`${block.label}: ${block.url}`);
        break;
      case 'passage':
        parts.push([block.title, block.text].filter(Boolean).join('\n\n'));
        break;
      case 'pairs':
        parts.push(block.items.map((item) => `${item.label}\n${item.text}`).join('\n\n'));
        break;
      case 'facts':
        parts.push(block.items.map((item) => `${item.label}: ${item.value}`).join('\n'));
        break;
    }
  }
  parts.push(email.signOff ?? `The ${site.appName} team`);
  return `${parts.join('\n\n')}\n`;
}
