import type { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { err, ok, type Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { startWorker } from '../director/workerThreads.js';
import { compute, isHeavy, type ComputeAnswer, type ComputeTask } from './compute.js';

/**
 * Worker threads for pairing and standings, so that one large event never blocks the other requests: a
 * small task runs at once, a large one waits for a free worker. A worker that runs longer than the time
 * limit, or out of memory, is ended and the request answered with a message (and a new worker started).
 */
export interface PoolOptions {
  /** Workers (default: the cores but one, at least 1, at most 4). */
  readonly size?: number;
  /** A task longer than this is stopped (default 5 minutes). */
  readonly timeoutMs?: number;
  /** Heap of each worker (default 2 GB). */
  readonly memoryMb?: number;
}

interface Slot {
  worker: Worker;
  busy: { id: number; resolve: (r: Result<ComputeAnswer>) => void; timer: NodeJS.Timeout } | undefined;
}

export class ComputePool {
  private readonly slots: Slot[] = [];
  private readonly queue: { task: ComputeTask; resolve: (r: Result<ComputeAnswer>) => void }[] = [];
  private next = 0;
  private closed = false;
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly memoryMb: number;

  constructor(options: PoolOptions = {}) {
    this.size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1));
    this.timeoutMs = options.timeoutMs ?? 300_000;
    this.memoryMb = options.memoryMb ?? 2048;
  }

  /** Runs a task: at once when it is small, else in a worker. */
  run(task: ComputeTask): Promise<Result<ComputeAnswer>> {
    if (!isHeavy(task) || this.closed) return Promise.resolve(compute(task));
    return new Promise((resolve) => {
      this.queue.push({ task, resolve });
      this.dispatch();
    });
  }

  close(): void {
    this.closed = true;
    for (const s of this.slots) void s.worker.terminate();
    this.slots.length = 0;
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.size) slot = this.start();
      if (!slot) return;
      const { task, resolve } = this.queue.shift()!;
      const id = ++this.next;
      const timer = setTimeout(() => {
        this.fail(slot, err({ code: 'too-slow', message: `the computation took longer than ${Math.round(this.timeoutMs / 1000)} s and was stopped; nothing was changed` }));
      }, this.timeoutMs);
      slot.busy = { id, resolve, timer };
      slot.worker.postMessage({ id, task });
    }
  }

  private start(): Slot {
    // computeWorker.js beside this file (computeWorker.ts through tsx when the server runs from its sources).
    const worker = startWorker(import.meta.url, 'computeWorker', { memoryMb: this.memoryMb });
    worker.unref();
    const slot: Slot = { worker, busy: undefined };
    worker.on('message', (m: { id: number; result?: Result<ComputeAnswer>; failure?: string }) => {
      const busy = slot.busy;
      if (!busy || busy.id !== m.id) return;
      clearTimeout(busy.timer);
      slot.busy = undefined;
      busy.resolve(m.result ?? err({ code: 'internal', message: `the computation failed: ${m.failure ?? 'no answer'}` }));
      this.dispatch();
    });
    worker.on('error', (e: Error & { code?: string }) => {
      const outOfMemory = e.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(
        slot,
        err({
          code: outOfMemory ? 'too-large' : 'internal',
          message: outOfMemory ? 'this tournament is too large to compute here (out of memory); nothing was changed' : `the computation failed: ${e.message}`,
        }),
      );
    });
    this.slots.push(slot);
    return slot;
  }

  /** Ends a worker with an answer for its task; the next task gets a new worker. */
  private fail(slot: Slot, answer: Result<never>): void {
    const busy = slot.busy;
    slot.busy = undefined;
    if (busy) {
      clearTimeout(busy.timer);
      busy.resolve(answer);
    }
    void slot.worker.terminate();
    this.slots.splice(this.slots.indexOf(slot), 1);
    if (!this.closed) this.dispatch();
  }
}

/** A store's maker of checked texts that runs in the pool: a large event's in a worker, a club's at once. */
export function poolFileMaker(pool: ComputePool): (t: Tournament) => Promise<Result<string>> {
  return async (t) => {
    const r = await pool.run({ kind: 'file', tournament: t });
    if (!r.ok) return r;
    if (r.value.kind !== 'file') throw new Error('the pool answered another task');
    return ok(r.value.text);
  };
}
