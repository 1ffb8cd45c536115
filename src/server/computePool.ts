import type { Worker } from 'node:worker_threads';
import { readdirSync } from 'node:fs';
import { availableParallelism, getPriority, setPriority } from 'node:os';
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
  /**
   * The priority of the process's helper threads once a worker runs (default `low`, see `yieldHelperThreads`);
   * `normal` leaves them as they are.
   */
  readonly helpers?: 'low' | 'normal';
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
  private readonly helpers: 'low' | 'normal';

  constructor(options: PoolOptions = {}) {
    this.size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1));
    this.timeoutMs = options.timeoutMs ?? 300_000;
    this.memoryMb = options.memoryMb ?? 2048;
    this.helpers = options.helpers ?? 'low';
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
    if (this.helpers === 'low') yieldHelperThreads();
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

/** The threads of a process, and the setting of their priorities (Linux: /proc/self/task; `os`). */
export interface ThreadControl {
  /** The process's thread ids; throws where the system does not list them. */
  readonly threads: () => readonly number[];
  /** The thread whose priority the others yield to: the server's own (the process's first thread). */
  readonly main: number;
  readonly getPriority: (tid: number) => number;
  readonly setPriority: (tid: number, nice: number) => void;
}

const linux: ThreadControl = {
  threads: () => readdirSync('/proc/self/task').map(Number),
  main: process.pid,
  getPriority,
  setPriority,
};

/** How far below the server's thread the helper threads and the workers run (nice values; 19 at most). */
export const YIELD_NICE = 10;

/**
 * Lowers every thread of the process but the server's own to 10 nice values below it (19 at most): V8's
 * helpers (its optimizing compiler and the garbage collector's helpers, which serve every isolate of the
 * process: a worker's pairing of seconds keeps them busy with its heap), libuv's pool and the workers. On two
 * cores the answers to a crowd of readers otherwise wait for a core behind that background work (issue 31:
 * the server's thread waited for a core 0.7 s of a 1.4 s pairing; 99th percentile of the reads 378 ms, with
 * the helpers lowered 68–84 ms). The server's own garbage collection and compiles still run: its thread does
 * the work the helpers leave. On Linux a thread's nice value is its own; where the threads cannot be listed
 * nothing changes, and a thread that ended meanwhile or may not be changed keeps its priority. Only ever
 * lowers (raising needs rights and would put a helper above the server). The number of threads lowered.
 */
export function yieldHelperThreads(control: ThreadControl = linux): number {
  let tids: readonly number[];
  try {
    tids = control.threads();
  } catch {
    return 0; // no /proc here: every thread keeps its priority
  }
  let lowered = 0;
  try {
    const target = Math.min(19, control.getPriority(control.main) + YIELD_NICE);
    for (const tid of tids) {
      if (tid === control.main) continue;
      try {
        if (control.getPriority(tid) >= target) continue;
        control.setPriority(tid, target);
        lowered++;
      } catch (e) {
        // Gone already, or not ours to change (a system error): it keeps its priority.
        if ((e as { code?: string }).code !== 'ERR_SYSTEM_ERROR') throw e;
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code !== 'ERR_SYSTEM_ERROR') throw e;
  }
  return lowered;
}
