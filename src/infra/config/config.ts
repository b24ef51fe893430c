// Every setting the server reads, parsed once with zod at start-up: the platform's settings and
// each module's slice, merged into one schema. A bad or missing value stops start-up with a
// message that names the variable. The README's settings table mirrors these files.
import { z } from 'zod';
import type { AnyModule } from '../modules/app-module';
import { appModules } from '../modules/app-modules';
import {
  ConfigError,
  derivePlatformConfig,
  platformSettings,
  type PlatformConfig,
} from './platform-settings';

export { ConfigError } from './platform-settings';

type SettingsOf<M> = M extends { settings?: infer S }
  ? S extends z.ZodObject<z.ZodRawShape>
    ? z.infer<S>
    : never
  : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The platform's settings and every module's slice. */
export type Config = PlatformConfig & Intersection<SettingsOf<(typeof appModules)[number]>>;

/** The one schema: the platform's settings and each module's; a name may be declared once. */
export function settingsSchema(modules: readonly AnyModule[] = appModules) {
  const shape: Record<string, z.ZodType> = { ...platformSettings.shape };
  for (const module of modules) {
    const slice: Record<string, z.ZodType> = module.settings?.shape ?? {};
    for (const [name, setting] of Object.entries(slice)) {
      if (name in shape) throw new Error(`The setting ${name} is declared twice (${module.name})`);
      shape[name] = setting;
    }
  }
  return z.object(shape);
}

/** Parses settings from an environment; throws ConfigError naming each bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  modules: readonly AnyModule[] = appModules,
): Config {
  const schema = settingsSchema(modules);
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'config');
      const value = env[name];
      return `${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return derivePlatformConfig(parsed.data as z.infer<typeof platformSettings>) as Config;
}
