import path from 'node:path';
import type { Mailer } from '../../app/notifications/mailer.port';
import type { Config } from '../config/config';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the outbox under DATA_DIR. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
}
