// The audit module: the read-only audit pages' API (/api/audit/*) for admins and auditors. It
// offers no services; the roles come from the accounts module, checked fresh on every request.
import type { Projection } from '../../projections/projection';
import { defineModule, type AppModule } from '../modules/app-module';
import { projectionsOf } from '../modules/module-parts';
import { auditErrors } from './audit.errors';
import { auditRoutes } from './audit.routes';

declare module '../modules/app-module' {
  interface ModuleServices {
    audit: Record<string, never>;
  }
}

// Typed by hand: the verification reads the app's list, which holds this module (a type cycle).
export const auditModule: AppModule<'audit'> = defineModule({
  name: 'audit',
  needs: ['accounts'],
  errors: auditErrors,
  async create({ runtime, use }) {
    const accounts = use('accounts');
    return {
      services: {},
      http: () => ({
        routers: [
          auditRoutes({
            knex: runtime.db.knex,
            store: runtime.store,
            mayAudit: accounts.mayAudit,
            open: (userId, sealed) => accounts.deps.vault.open(userId, sealed),
            // The app's list includes this module: read it when a verification runs, not at import.
            projections: async (): Promise<Projection[]> =>
              projectionsOf((await import('../modules/app-modules')).appModules),
          }),
        ],
      }),
    };
  },
});
