// The notifications module: email preferences, the delivery ledger that sends mail following an
// event once (deliverOnce), and the email templates operators preview and test-send from the
// Emails tab.
import Router from '@koa/router';
import { z } from 'zod';
import {
  sampleEmail,
  TEST_EMAIL_TYPES,
  type TestEmailType,
} from '../../app/notifications/templates/test-templates';
import {
  deliverOnce,
  type DeliveryDeps,
  type DeliveryOutcome,
} from '../../app/notifications/deliver-once';
import type { Email } from '../../app/notifications/email';
import { sessionUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';
import { defineModule } from '../modules/app-module';
import { emailPreferenceEvents } from '../../domain/notifications/email-preferences';
import { emailPreferencesProjection } from '../../projections/notifications/email-preferences.projection';
import { appSecret } from '../database/app-secrets';
import { emailPreferencesRoutes, ONE_CLICK_UNSUBSCRIBE_PATH } from './email-preferences.routes';
import { campaignMailReactor } from '../../app/notifications/email-campaigns';
import { passwordChangedNoticeReactor } from '../../app/notifications/password-changed-notice';
import { emailCampaignEvents } from '../../domain/notifications/email-campaign.events';
import { emailCampaignRoutes } from './email-campaign.routes';
import { KnexDeliveryLedger } from './knex-delivery-ledger';
import { KnexRecipientDirectory } from './knex-recipient-directory';
import { emailPreferencesMigration } from './migrations/email-preferences.migration';
import { mailDeliveriesMigration } from './migrations/mail-deliveries.migration';
import { notificationsSettings } from './notifications.settings';
import { renderEmail } from './render/render-email';
import { UnsubscribeTokens } from './unsubscribe-tokens';

export const INVALID_RECIPIENT = 'Please enter a valid email address';

const testSendBody = z.object({
  emailType: z.enum(TEST_EMAIL_TYPES, {
    message: `emailType must be one of: ${TEST_EMAIL_TYPES.join(', ')}`,
  }),
  recipientEmail: z
    .string({ message: INVALID_RECIPIENT })
    .trim()
    .max(254)
    .pipe(z.email({ message: INVALID_RECIPIENT })),
});

export interface NotificationsServices {
  /** The 19 test email types. */
  testEmailTypes: readonly TestEmailType[];
  /** False when the person declined reminders and news. */
  acceptsEngagement(userId: number): Promise<boolean>;
  /** The person's own unsubscribe link, for mail they may decline. */
  unsubscribeUrl(userId: number): string;
  /** Sends mail that follows an event once per key (retried by its reactor; see deliver-once). */
  deliverOnce(key: string, email: Email): Promise<DeliveryOutcome>;
}

declare module '../modules/app-module' {
  interface ModuleServices {
    notifications: NotificationsServices;
  }
}

export const notificationsModule = defineModule({
  name: 'notifications',
  needs: ['accounts'],
  events: [...Object.values(emailPreferenceEvents), ...Object.values(emailCampaignEvents)],
  settings: notificationsSettings,
  migrations: [emailPreferencesMigration, mailDeliveriesMigration],
  projections: [emailPreferencesProjection],
  async create({ config, mailer, runtime, use }) {
    const site = {
      appName: config.APP_NAME,
      appUrl: config.APP_URL,
      supportEmail: config.SUPPORT_EMAIL,
    };
    const knex = runtime.db.knex;
    const tokens = new UnsubscribeTokens(await appSecret(knex, 'unsubscribe', undefined));
    const preferences = {
      acceptsEngagement: async (userId: number) => {
        const row = (await knex('email_preferences').where({ user_id: userId }).first()) as
          { engagement: boolean } | undefined;
        return row?.engagement ?? true;
      },
    };
    const ledger = new KnexDeliveryLedger(knex);
    const directory = new KnexRecipientDirectory(knex, use('accounts').contact);
    const unsubscribeUrl = (userId: number) =>
      `${config.APP_URL}/unsubscribe?token=${encodeURIComponent(tokens.issue(userId))}`;
    const delivery: DeliveryDeps = {
      mailer,
      ledger,
      now: () => new Date(),
      permanentFailureAttempts: config.MAIL_PERMANENT_FAILURE_ATTEMPTS,
      giveUpAfterMs: config.MAIL_RETRY_HOURS * 60 * 60 * 1000,
      onGiveUp: (key, category, attempts) =>
        runtime.logger.error({ key, category, attempts }, 'mail given up: it was not sent'),
    };
    const send = (key: string, email: Email) => deliverOnce(delivery, key, email);
    return {
      services: {
        deliverOnce: send,
        testEmailTypes: TEST_EMAIL_TYPES,
        acceptsEngagement: preferences.acceptsEngagement,
        unsubscribeUrl,
      },
      reactors: [
        passwordChangedNoticeReactor({
          contact: use('accounts').contact,
          deliverOnce: send,
          site,
          now: () => new Date(),
        }),
        campaignMailReactor({
          directory,
          deliverOnce: send,
          skip: (key, category) => ledger.markSkipped(key, category),
          unsubscribeUrl,
          site,
          now: () => new Date(),
        }),
      ],
      http: () => {
        const admin = new Router();
        admin.get('/email-templates', (ctx) => {
          ctx.body = { success: true, types: TEST_EMAIL_TYPES };
        });
        admin.get('/email-templates/:type/preview', async (ctx) => {
          const type = z.enum(TEST_EMAIL_TYPES).safeParse(ctx.params.type);
          if (!type.success) {
            ctx.status = 404;
            ctx.body = { success: false, message: 'No such email template.' };
            return;
          }
          const preview = await renderEmail(
            sampleEmail(type.data, site, 'reader@example.com'),
            site,
          );
          ctx.body = {
            success: true,
            subject: preview.subject,
            html: preview.html,
            text: preview.text,
          };
        });
        admin.post('/test-email-templates', async (ctx) => {
          const { emailType, recipientEmail } = parseBody(ctx, testSendBody);
          await mailer.send(sampleEmail(emailType, site, recipientEmail));
          // The address stays out of the log: who asked and which template is enough.
          ctx.state.log.info({ emailType, admin: sessionUserId(ctx) }, 'test email sent');
          ctx.body = {
            success: true,
            message: `Test ${emailType} email sent to ${recipientEmail}.`,
          };
        });
        return {
          routers: [
            emailPreferencesRoutes({
              store: runtime.store,
              waitForProjections: runtime.waitForProjections,
              preferences,
              tokens,
            }),
          ],
          adminRouters: [
            admin,
            emailCampaignRoutes({ store: runtime.store, directory, ledger, now: () => new Date() }),
          ],
          rawBodyPaths: [ONE_CLICK_UNSUBSCRIBE_PATH],
        };
      },
    };
  },
});
