// Builds the modules of a list in order: each gets the platform's settings with its own slice,
// the runtime, the mail port and the services of the modules it needs. The server, the CLIs and
// the tests start the app through this, so nobody builds a module by hand.
import type { Mailer } from '../../app/notifications/mailer.port';
import type { PlatformConfig } from '../config/platform-settings';
import type { Runtime } from '../runtime';
import type { AnyModule, ModuleInstance, ModuleName, ModuleServices } from './app-module';

export interface OpenModules {
  /** The services of a module of the list. */
  use<N extends ModuleName>(name: N): ModuleServices[N];
  /** Built modules in list order, with their names. */
  instances: { name: ModuleName; instance: ModuleInstance<unknown> }[];
  /** Closes every module, last built first. */
  close(): Promise<void>;
}

export async function openModules(
  modules: readonly AnyModule[],
  context: { config: PlatformConfig; runtime: Runtime; mailer: Mailer },
): Promise<OpenModules> {
  const built = new Map<ModuleName, ModuleInstance<unknown>>();
  const instances: OpenModules['instances'] = [];
  const close = async () => {
    for (const { instance } of [...instances].reverse()) await instance.close?.();
  };
  try {
    for (const module of modules) {
      if (built.has(module.name)) throw new Error(`The module list names ${module.name} twice`);
      const needs = new Set(module.needs ?? []);
      for (const need of needs) {
        if (!built.has(need))
          throw new Error(`The module ${module.name} needs ${need}, which must come before it`);
      }
      const instance = (await module.create({
        config: context.config,
        runtime: context.runtime,
        mailer: context.mailer,
        use: (name) => {
          if (!needs.has(name))
            throw new Error(`The module ${module.name} uses ${name} without naming it in needs`);
          return built.get(name)!.services as never;
        },
      })) as ModuleInstance<unknown>;
      built.set(module.name, instance);
      instances.push({ name: module.name, instance });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    use: (name) => {
      const instance = built.get(name);
      if (!instance) throw new Error(`No module named ${name} is open`);
      return instance.services as never;
    },
    instances,
    close,
  };
}
