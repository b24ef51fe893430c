// Renders an email's content into the message the mail adapters send: the shared HTML layout
// and the plain-text part, plus List-Unsubscribe headers on mail the person may decline.
// React Email loads on the first render: its components pull in a syntax highlighter and more
// (0.4 s), which a CLI or a server that sends no mail never needs.
import { emailText, isOptional, type Email } from '../../../app/notifications/email';
import type { Brand } from './email-layout';

let renderer: Promise<[typeof import('@react-email/render'), typeof import('./email-layout')]>;
const loadRenderer = () =>
  (renderer ??= Promise.all([import('@react-email/render'), import('./email-layout')]));

export interface RenderedEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export async function renderEmail(email: Email, brand: Brand): Promise<RenderedEmail> {
  const optional = isOptional(email.category);
  if (optional && !email.unsubscribeUrl)
    throw new Error(`An ${email.category} email needs an unsubscribe link`);
  const link = optional ? email.unsubscribeUrl : undefined;
  const [{ render }, { EmailLayout }] = await loadRenderer();
  const html = await render(<EmailLayout email={email} brand={brand} unsubscribeUrl={link} />);
  let text = emailText(email, brand);
  if (link) text += `\nUnsubscribe from these emails: ${link}\n`;
  const headers: Record<string, string> = link
    ? { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { to: email.to, subject: email.subject, html, text, headers };
}
