import path from 'node:path';
import type { Mailer } from '../../app/notifications/mailer.port';
import type { PlatformConfig } from '../config/platform-settings';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the outbox under DATA_DIR. */
export function createMailer(
  config: Pick<
    PlatformConfig,
    'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'APP_NAME' | 'APP_URL' | 'SUPPORT_EMAIL'
  >,
): Mailer {
  const brand = {
    appName: config.APP_NAME,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
  };
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM, brand);
  return new OutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, brand);
}
