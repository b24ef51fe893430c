// Renders an email's content into the message the mail adapters send: the shared HTML layout
// and the plain-text part, plus List-Unsubscribe headers on mail the person may decline.
import { render } from '@react-email/render';
import { emailText, isOptional, type Email } from '../../../app/notifications/email';
import { EmailLayout, type Brand } from './email-layout';

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
  const html = await render(<EmailLayout email={email} brand={brand} unsubscribeUrl={link} />);
  let text = emailText(email, brand);
  if (link) text += `\nUnsubscribe from these emails: ${link}\n`;
  const headers: Record<string, string> = link
    ? { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { to: email.to, subject: email.subject, html, text, headers };
}
