// The accounts module's emails: welcome (with the confirmation link), confirmation link, password
// reset link, password changed notice.
import type { MailMessage } from '../notifications/mailer.port';
import type { AccountsDeps } from './accounts.deps';

type Site = Pick<AccountsDeps, 'appName' | 'appUrl'>;

export const confirmationLink = (site: Site, token: string) =>
  `${site.appUrl}/confirm-email/${encodeURIComponent(token)}`;

export function welcomeEmail(
  site: Site,
  to: { to: string; username: string; confirmToken: string },
): MailMessage {
  return {
    to: to.to,
    subject: `Welcome to ${site.appName}`,
    text: [
      `Hello ${to.username},`,
      '',
      `Welcome to ${site.appName}. Whenever you are ready, tell us how you feel and we will light`,
      'the way with a fable, a story or a poem written for that moment, and a few gentle questions',
      'to reflect on it.',
      '',
      'Your free account includes 3 journeys each month. What you write in a journey is never',
      'stored on our servers.',
      '',
      'Please confirm that this address is yours, so that we can email you your journeys. Open',
      'this link within 7 days (it works once, on any device):',
      '',
      confirmationLink(site, to.confirmToken),
      '',
      `Begin your journey: ${site.appUrl}/journey`,
      '',
      `The ${site.appName} team`,
    ].join('\n'),
  };
}

export function confirmationEmail(site: Site, to: string, token: string): MailMessage {
  return {
    to,
    subject: `Confirm your email address for ${site.appName}`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked to confirm this address for a ${site.appName} account, so that`,
      'journeys can be emailed to it. Open this link within 7 days (it works once, on any device):',
      '',
      confirmationLink(site, token),
      '',
      'Only the newest link works. If you did not ask for this, you can ignore this email.',
      '',
      `The ${site.appName} team`,
    ].join('\n'),
  };
}

export function passwordResetEmail(site: Site, to: string, token: string): MailMessage {
  const link = `${site.appUrl}/reset-password/${encodeURIComponent(token)}`;
  return {
    to,
    subject: `Reset your ${site.appName} password`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked to reset the password of your ${site.appName} account.`,
      'Open this link within one hour to choose a new password:',
      '',
      link,
      '',
      'The link works once. If you did not ask for this, you can ignore this email: your',
      'password stays as it is.',
      '',
      `The ${site.appName} team`,
    ].join('\n'),
  };
}

export function passwordChangedEmail(site: Site, to: string, username: string): MailMessage {
  return {
    to,
    subject: `Your ${site.appName} password was changed`,
    text: [
      `Hello ${username},`,
      '',
      `The password of your ${site.appName} account was just changed, and every device that was`,
      'signed in has been signed out.',
      '',
      `If this was not you, reset your password now: ${site.appUrl}/forgot-password`,
      '',
      `The ${site.appName} team`,
    ].join('\n'),
  };
}
