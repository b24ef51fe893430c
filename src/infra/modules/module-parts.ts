// What the runtime takes from a list of modules before any of them is built: migrations and
// projections, in list order.
import { mergeErrorTables, type ErrorTable } from '../../app/shared/error-table';
import { platformErrors } from '../../app/shared/platform.errors';
import { EventCatalogue } from '../../domain/shared/event-catalogue';
import type { Projection } from '../../projections/projection';
import type { Migration } from '../database/migration';
import type { AnyModule } from './app-module';

export function migrationsOf(modules: readonly AnyModule[]): Migration[] {
  return modules.flatMap((module) => module.migrations ?? []);
}

/** The platform's error table and every module's, merged (a code defined twice throws). */
export function errorsOf(modules: readonly AnyModule[]): ErrorTable {
  return mergeErrorTables([platformErrors, ...modules.map((module) => module.errors ?? {})]);
}

/** The app's event catalogue: every module's event types (a type defined twice throws). */
export function catalogueOf(modules: readonly AnyModule[]): EventCatalogue {
  return new EventCatalogue(modules.flatMap((module) => module.events ?? []));
}

export function projectionsOf(modules: readonly AnyModule[]): Projection[] {
  return modules.flatMap((module) => module.projections ?? []);
}
