import { mailtoHref, siteConfig } from '../../lib/site-config';

/** The prefilled email of the campaign's contact buttons. */
export function campaignContactHref(): string {
  return mailtoHref(siteConfig.campaignEmail, {
    subject: 'Teach The Kid To Read: I would like to help',
    body: [
      'Hello Teach The Kid To Read team,',
      '',
      'I would like to support the campaign as a (funder / partner organisation / volunteer).',
      '',
      'My name:',
      'Organisation (if any):',
      'How I would like to help:',
      '',
      'Thank you,',
    ].join('\n'),
  });
}
