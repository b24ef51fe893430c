// Runs each housekeeping task once at start and then every `everyMs`, one run at a time; a
// failure is logged and the next tick tries again. stop() waits for runs under way.
import type { Logger } from '../logging/logger';
import type { Housekeeping } from './app-module';

export function startHousekeeping(tasks: readonly Housekeeping[], logger: Logger) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  for (const task of tasks) {
    let current: Promise<void> | undefined;
    const tick = () => {
      if (current) return;
      current = task
        .run()
        .catch((error: unknown) =>
          logger.warn({ err: error, task: task.name }, 'housekeeping failed'),
        )
        .finally(() => {
          running.delete(current!);
          current = undefined;
        });
      running.add(current);
    };
    tick();
    timers.push(setInterval(tick, task.everyMs).unref());
  }
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
