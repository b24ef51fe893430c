// Mail people may decline (each carries their unsubscribe link): reminders, milestones,
// anniversaries, feedback, announcements, reading, the annual plan, and a word after a while.
import type { Email, EmailCategory } from '../email';
import { button, hello, note, p, type Site } from './template-kit';

interface Optional {
  username?: string;
  unsubscribeUrl: string;
}

const optional = (
  category: Extract<EmailCategory, 'engagement' | 'marketing'>,
  to: string,
  subject: string,
  preheader: string,
  who: Optional,
  blocks: Email['blocks'],
): Email => ({
  to,
  subject,
  preheader,
  category,
  unsubscribeUrl: who.unsubscribeUrl,
  blocks: [hello(who.username), ...blocks],
});

export function journeyCompletedEmail(site: Site, to: string, who: Optional): Email {
  return optional(
    'engagement',
    to,
    'You finished a journey',
    'A moment to notice what you did.',
    who,
    [
      p(
        'You finished a journey today. Taking time to name how you feel and to sit with a story is a small, brave thing.',
      ),
      p(
        'What you wrote was not kept: only you know what it was. Whenever you want another, we are here.',
      ),
      button('Begin another journey', `${site.appUrl}/journey`),
    ],
  );
}

export function freeJourneysRenewedEmail(
  site: Site,
  to: string,
  who: Optional & { journeys: number },
): Email {
  return optional(
    'engagement',
    to,
    `Your ${who.journeys} free journeys are back`,
    'A new month of journeys has begun.',
    who,
    [
      p(`A new month has begun: you have ${who.journeys} free journeys to use whenever you like.`),
      button('Begin a journey', `${site.appUrl}/journey`),
    ],
  );
}

export function inactivityReminderEmail(
  site: Site,
  to: string,
  who: Optional & { days: number },
): Email {
  return optional('engagement', to, 'A quiet hello', 'No pressure: just a door left open.', who, [
    p(
      `It has been ${who.days} days since your last journey. No pressure at all: if today is a day you would like a story for how you feel, one is waiting.`,
    ),
    button('Begin a journey', `${site.appUrl}/journey`),
  ]);
}

export function feedbackRequestEmail(
  site: Site,
  to: string,
  who: Optional & { supportEmail: string },
): Email {
  return optional(
    'engagement',
    to,
    `How is ${site.appName} for you?`,
    'Two minutes, if you have them.',
    who,
    [
      p(
        `We are a small team and we read every reply. What helps you in ${site.appName}, and what gets in the way? Just answer this email, or write to ${who.supportEmail}.`,
      ),
      note(
        'We never ask about what you wrote in a journey: we do not keep it, and that will not change.',
      ),
    ],
  );
}

export function accountAnniversaryEmail(
  site: Site,
  to: string,
  who: Optional & { years: number },
): Email {
  const span = who.years === 1 ? 'a year' : `${who.years} years`;
  return optional(
    'engagement',
    to,
    `${span} with ${site.appName}`,
    'Thank you for being here.',
    who,
    [
      p(`It has been ${span} since you joined ${site.appName}. Thank you for walking with us.`),
      button('Begin a journey', `${site.appUrl}/journey`),
    ],
  );
}

export function milestoneEmail(
  site: Site,
  to: string,
  who: Optional & { journeys: number },
): Email {
  return optional(
    'engagement',
    to,
    `${who.journeys} journeys`,
    'A milestone worth a moment.',
    who,
    [
      p(
        `You have now taken ${who.journeys} journeys with ${site.appName}. Each one was a moment you gave yourself. That is worth noticing.`,
      ),
      button('Begin a journey', `${site.appUrl}/journey`),
    ],
  );
}

export function reengagementEmail(site: Site, to: string, who: Optional): Email {
  return optional(
    'engagement',
    to,
    'We kept a lantern lit for you',
    'Whenever you are ready.',
    who,
    [
      p(
        `It has been a while. ${site.appName} is still here: tell us how you feel, and choose a fable, a story or a poem written for that moment.`,
      ),
      button('Begin a journey', `${site.appUrl}/journey`),
    ],
  );
}

export function featureAnnouncementEmail(
  site: Site,
  to: string,
  who: Optional & { featureName: string; featureDescription: string },
): Email {
  return optional(
    'marketing',
    to,
    `New in ${site.appName}: ${who.featureName}`,
    who.featureDescription,
    who,
    [
      p(`Something new: ${who.featureName}.`),
      p(who.featureDescription),
      button(`Open ${site.appName}`, site.appUrl),
    ],
  );
}

export function educationalContentEmail(
  site: Site,
  to: string,
  who: Optional & { contentTitle: string; contentSummary: string },
): Email {
  return optional('marketing', to, who.contentTitle, who.contentSummary, who, [
    { kind: 'heading', text: who.contentTitle },
    p(who.contentSummary),
    button('Try it in a journey', `${site.appUrl}/journey`),
  ]);
}

export function subscriptionUpgradeEmail(site: Site, to: string, who: Optional): Email {
  return optional(
    'marketing',
    to,
    'The annual Trailblazer plan costs less',
    'Save $21 a year with the annual plan.',
    who,
    [
      p(
        'The annual Trailblazer plan costs $99 a year: $21 less than twelve monthly payments, about $8.25 a month.',
      ),
      p('Switching is your choice: your current plan runs to the end of its period either way.'),
      button('See the plans', `${site.appUrl}/subscribe`),
    ],
  );
}
