// The app: its modules, in order (a module comes after the modules it needs). Adding a module is
// adding one entry here; the settings, migrations, projections, services and HTTP parts of every
// module are taken from this list by the config, the runtime, the server and the CLIs.
import { accountsModule } from '../accounts/accounts.module';
import { analyticsModule } from '../analytics/analytics.module';
import { auditModule } from '../audit/audit.module';
import { billingModule } from '../billing/billing.module';
import { errorsModule } from '../errors/errors.module';
import { notificationsModule } from '../notifications/notifications.module';
import { speechModule } from '../speech/speech.module';
import { journeysModule } from '../journeys/journeys.module';
import { storyModule } from '../story/story.module';

export const appModules = [
  accountsModule,
  errorsModule,
  notificationsModule,
  storyModule,
  journeysModule,
  billingModule,
  speechModule,
  analyticsModule,
  auditModule,
] as const;
