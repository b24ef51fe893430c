// A small pool of worker threads for CPU-bound jobs (offline speech): one job per worker at a
// time, a bounded queue, a timeout per job (the worker is replaced), crash recovery, and workers
// started on first use. Idle workers do not keep the process alive.
import { Worker } from 'node:worker_threads';

export interface PoolOptions {
  /** The worker module (.ts runs under tsx; see startWorker). */
  url: URL;
  size: number;
  /** Jobs waiting beyond those running; more are refused. */
  maxQueue: number;
  timeoutMs: number;
}

export type PoolErrorReason = 'busy' | 'timeout' | 'closed' | 'crashed' | 'failed';

export class PoolError extends Error {
  override readonly name = 'PoolError';
  constructor(
    message: string,
    readonly reason: PoolErrorReason,
  ) {
    super(message);
  }
}

type Reply = { id: number; ok: true } | { id: number; ok: false; message: string };

interface Job<R> {
  id: number;
  payload: object;
  resolve(value: R): void;
  reject(error: Error): void;
}

interface Slot<R> {
  worker: Worker;
  job?: Job<R>;
  timer?: NodeJS.Timeout;
}

/** A .ts worker starts through ts-worker.mjs, which registers tsx first; a .js worker starts as is. */
export function startWorker(url: URL): Worker {
  if (!/\.[cm]?ts$/.test(url.pathname)) return new Worker(url);
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), {
    workerData: { tsEntry: url.href },
  });
}

export class WorkerPool<R extends { id: number; ok: true }> {
  private readonly slots: Slot<R>[] = [];
  private readonly queue: Job<R>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  get pending(): number {
    return this.queue.length + this.slots.filter((slot) => slot.job).length;
  }

  run(payload: object): Promise<R> {
    if (this.closed) return Promise.reject(new PoolError('worker pool is closed', 'closed'));
    if (this.queue.length >= this.options.maxQueue && !this.idleSlot()) {
      return Promise.reject(new PoolError('too many jobs waiting', 'busy'));
    }
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, payload, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts the workers now rather than on the first job. */
  warm(): void {
    while (!this.closed && this.slots.length < this.options.size) this.spawn();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new PoolError('worker pool is closed', 'closed'));
    const slots = this.slots.splice(0);
    for (const slot of slots) this.finish(slot, new PoolError('worker pool is closed', 'closed'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private idleSlot(): Slot<R> | undefined {
    return this.slots.find((slot) => !slot.job);
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.idleSlot();
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(
        () => this.replace(slot, new PoolError('job timed out', 'timeout')),
        this.options.timeoutMs,
      );
      slot.worker.postMessage({ id: job.id, ...job.payload });
    }
  }

  private spawn(): Slot<R> {
    const worker = startWorker(this.options.url);
    const slot: Slot<R> = { worker };
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (!job || reply.id !== job.id) return;
      if (reply.ok) this.finish(slot, undefined, reply as R);
      else this.finish(slot, new PoolError(reply.message, 'failed'));
      this.dispatch();
    });
    worker.on('error', (error) =>
      this.replace(slot, new PoolError(`worker crashed: ${error.message}`, 'crashed')),
    );
    worker.on('exit', (code) => {
      if (this.slots.includes(slot))
        this.replace(slot, new PoolError(`worker exited with code ${code}`, 'crashed'));
    });
    this.slots.push(slot);
    return slot;
  }

  /** Settles the slot's job and marks the slot idle. */
  private finish(slot: Slot<R>, error?: Error, result?: R): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    slot.worker.unref();
    if (!job) return;
    if (error) job.reject(error);
    else job.resolve(result!);
  }

  /** Drops a stuck or crashed worker; the next job starts a fresh one. */
  private replace(slot: Slot<R>, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    this.finish(slot, error);
    void slot.worker.terminate();
    this.dispatch();
  }
}
