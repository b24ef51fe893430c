// What the runtime takes from a list of modules before any of them is built: migrations and
// projections, in list order.
import type { Projection } from '../../projections/projection';
import type { Migration } from '../database/migration';
import type { AnyModule } from './app-module';

export function migrationsOf(modules: readonly AnyModule[]): Migration[] {
  return modules.flatMap((module) => module.migrations ?? []);
}

export function projectionsOf(modules: readonly AnyModule[]): Projection[] {
  return modules.flatMap((module) => module.projections ?? []);
}
