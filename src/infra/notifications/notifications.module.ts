// The notifications module: the email templates operators preview and test-send from the Emails
// tab. (The outbox reactor and the admin email kinds join it as they arrive.)
import Router from '@koa/router';
import { z } from 'zod';
import {
  sampleEmail,
  TEST_EMAIL_TYPES,
  type TestEmailType,
} from '../../app/notifications/templates/test-templates';
import { sessionUserId } from '../http/middleware/auth';
import { parseBody } from '../http/validate';
import { defineModule } from '../modules/app-module';
import { emailPreferenceEvents } from '../../domain/notifications/email-preferences';
import { emailPreferencesProjection } from '../../projections/notifications/email-preferences.projection';
import { appSecret } from '../database/app-secrets';
import { emailPreferencesRoutes, ONE_CLICK_UNSUBSCRIBE_PATH } from './email-preferences.routes';
import { emailPreferencesMigration } from './migrations/email-preferences.migration';
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
}

declare module '../modules/app-module' {
  interface ModuleServices {
    notifications: NotificationsServices;
  }
}

export const notificationsModule = defineModule({
  name: 'notifications',
  events: Object.values(emailPreferenceEvents),
  migrations: [emailPreferencesMigration],
  projections: [emailPreferencesProjection],
  async create({ config, mailer, runtime }) {
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
    return {
      services: {
        testEmailTypes: TEST_EMAIL_TYPES,
        acceptsEngagement: preferences.acceptsEngagement,
        unsubscribeUrl: (userId) =>
          `${config.APP_URL}/unsubscribe?token=${encodeURIComponent(tokens.issue(userId))}`,
      },
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
          adminRouters: [admin],
          rawBodyPaths: [ONE_CLICK_UNSUBSCRIBE_PATH],
        };
      },
    };
  },
});
