// The module contract. A module is one value that declares everything the app needs from it:
// its settings slice, migrations, upcasters, projections, the modules it needs, and a create()
// that builds its services (use cases that the server, the CLIs and tests call without HTTP) and,
// for the server only, its HTTP part, housekeeping and background work. The app is the ordered
// list in app-modules.ts; the server, the CLIs and the runtime loop over it.
import type Router from '@koa/router';
import type Koa from 'koa';
import type { z } from 'zod';
import type { Mailer } from '../../app/notifications/mailer.port';
import type { ErrorTable } from '../../app/shared/error-table';
import type { Reactor } from '../../app/shared/reactor';
import type { EventDefinition } from '../../domain/shared/event-catalogue';
import type { Projection } from '../../projections/projection';
import type { PlatformConfig } from '../config/platform-settings';
import type { Migration } from '../database/migration';
import type { Runtime } from '../runtime';

/**
 * The services each module offers, by module name. Every module file adds its own entry:
 *   declare module '../modules/app-module' { interface ModuleServices { accounts: AccountsServices } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleServices {}

export type ModuleName = keyof ModuleServices;

type SettingsShape = z.ZodObject<z.ZodRawShape>;

export interface ModuleContext<Settings extends SettingsShape> {
  /** The platform's settings and this module's own slice. */
  config: PlatformConfig & z.infer<Settings>;
  runtime: Runtime;
  mailer: Mailer;
  /** The services of a module named in `needs` (built earlier: the list is in order). */
  use<N extends ModuleName>(name: N): ModuleServices[N];
}

export interface ModuleHttp {
  /** Keys that sign cookies (app.keys). */
  keys?: string[];
  /** Middleware that must run before every router (e.g. sessions). */
  middleware?(app: Koa): Koa.Middleware[];
  routers?: Router[];
  /** Mounted under /api/admin behind the one admin guard. Paths are relative to /api/admin. */
  adminRouters?: Router[];
  /** Admin-only routes the spec places outside /api/admin (e.g. /api/analytics/summary): mounted
   *  at their own paths, every route they match behind the same admin check. */
  adminOnlyRouters?: Router[];
  /** Smaller JSON body limits for some paths (e.g. { '/api/analytics/track': '4kb' }). */
  bodyLimits?: Record<string, string>;
  /** Paths that take raw bodies from other sites (payment webhooks): no Origin or JSON checks. */
  rawBodyPaths?: string[];
  /** Told of every request that failed on the server's side (5xx), e.g. to record it. */
  onServerError?(failure: ServerFailure): void;
}

export interface ServerFailure {
  method: string;
  path: string;
  status: number;
  name: string;
  message: string;
  stack?: string;
  userId: number | null;
}

export interface Housekeeping {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/** What create() returns. Only the server calls http(), start() and close(). */
export interface ModuleInstance<Services> {
  services: Services;
  http?(): ModuleHttp;
  /** Side effects that follow events, each run from the log with its own checkpoint. */
  reactors?: Reactor[];
  /** Periodic work (expired rows, renewals); run once at start, then every `everyMs`. */
  housekeeping?: Housekeeping[];
  /** Starts background work the server owns (worker threads, key rotation). */
  start?(): void;
  /** The server listens: where it can reach itself (the payment sandbox posts its webhooks). */
  listening?(self: { origin: string }): void;
  /** Releases what the module holds at shutdown. */
  close?(): Promise<void>;
}

export interface AppModule<
  Name extends ModuleName = ModuleName,
  Settings extends SettingsShape = SettingsShape,
> {
  name: Name;
  /** Modules whose services this one uses; they must come earlier in the list. */
  needs?: readonly ModuleName[];
  settings?: Settings;
  migrations?: readonly Migration[];
  /** Its error table: code -> HTTP kind and message, for its DomainErrors and failWith(). */
  errors?: ErrorTable;
  /** Its event types: a zod schema per type and the upcasters from older versions. */
  events?: readonly EventDefinition[];
  projections?: readonly Projection[];
  create(context: ModuleContext<Settings>): Promise<ModuleInstance<ModuleServices[Name]>>;
}

/** Any module of the list, whatever its settings and services. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- create() is contravariant in its settings
export type AnyModule = AppModule<ModuleName, any>;

/** Declares a module with its types checked and inferred (settings slice, services). */
export function defineModule<Name extends ModuleName, Settings extends SettingsShape>(
  module: AppModule<Name, Settings>,
): AppModule<Name, Settings> {
  return module;
}
