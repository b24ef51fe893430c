// The accounts module's emails: welcome (with the confirmation link), confirmation link, password
// reset link, password changed notice. Content only: the mail adapter renders the layout.
import type { Email } from '../notifications/email';
import type { AccountsDeps } from './accounts.deps';

type Site = Pick<AccountsDeps, 'appName' | 'appUrl'>;

export const confirmationLink = (site: Site, token: string) =>
  `${site.appUrl}/confirm-email/${encodeURIComponent(token)}`;

export const resetLink = (site: Site, token: string) =>
  `${site.appUrl}/reset-password/${encodeURIComponent(token)}`;

export function welcomeEmail(
  site: Site,
  to: { to: string; username: string; confirmToken: string },
): Email {
  const link = confirmationLink(site, to.confirmToken);
  return {
    to: to.to,
    subject: `Welcome to ${site.appName}`,
    preheader: 'Confirm your address, then begin your first journey whenever you are ready.',
    category: 'account',
    blocks: [
      { kind: 'paragraph', text: `Hello ${to.username},` },
      {
        kind: 'paragraph',
        text: `Welcome to ${site.appName}. Whenever you are ready, tell us how you feel and we will light the way with a fable, a story or a poem written for that moment, and a few gentle questions to reflect on it.`,
      },
      {
        kind: 'paragraph',
        text: 'Your free account includes 3 journeys each month. What you write in a journey is never stored on our servers.',
      },
      {
        kind: 'paragraph',
        text: 'Please confirm that this address is yours, so that we can email you your journeys. The link works once, on any device, for 7 days:',
      },
      { kind: 'button', label: 'Confirm my email address', url: link },
      { kind: 'note', text: `Or open this link: ${link}` },
      { kind: 'button', label: 'Begin your journey', url: `${site.appUrl}/journey` },
    ],
  };
}

export function confirmationEmail(site: Site, to: string, token: string): Email {
  const link = confirmationLink(site, token);
  return {
    to,
    subject: `Confirm your email address for ${site.appName}`,
    preheader: 'One click to confirm this address, so journeys can be emailed to it.',
    category: 'account',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `Someone (we hope you) asked to confirm this address for a ${site.appName} account, so that journeys can be emailed to it. The link works once, on any device, for 7 days:`,
      },
      { kind: 'button', label: 'Confirm my email address', url: link },
      { kind: 'note', text: `Or open this link: ${link}` },
      {
        kind: 'paragraph',
        text: 'Only the newest link works. If you did not ask for this, you can ignore this email.',
      },
    ],
  };
}

export function passwordResetEmail(site: Site, to: string, token: string): Email {
  const link = resetLink(site, token);
  return {
    to,
    subject: `Reset your ${site.appName} password`,
    preheader: 'The link works once, for one hour.',
    category: 'account',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `Someone (we hope you) asked to reset the password of your ${site.appName} account. Open this link within one hour to choose a new password:`,
      },
      { kind: 'button', label: 'Choose a new password', url: link },
      { kind: 'note', text: `Or open this link: ${link}` },
      {
        kind: 'paragraph',
        text: 'The link works once. If you did not ask for this, you can ignore this email: your password stays as it is.',
      },
    ],
  };
}

export function passwordChangedEmail(site: Site, to: string, username: string): Email {
  return {
    to,
    subject: `Your ${site.appName} password was changed`,
    preheader: 'Every device that was signed in has been signed out.',
    category: 'account',
    blocks: [
      { kind: 'paragraph', text: `Hello ${username},` },
      {
        kind: 'paragraph',
        text: `The password of your ${site.appName} account was just changed, and every device that was signed in has been signed out.`,
      },
      { kind: 'paragraph', text: 'If this was not you, reset your password now:' },
      { kind: 'button', label: 'Reset my password', url: `${site.appUrl}/forgot-password` },
    ],
  };
}
