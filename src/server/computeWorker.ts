// A worker thread of the compute pool: answers each task message with its result.
import { parentPort } from 'node:worker_threads';
import { getPriority, setPriority } from 'node:os';
import { compute, type ComputeTask } from './compute.js';
import { YIELD_NICE } from './computePool.js';

// Below the server's thread (10 nice values below the process's first thread; on Linux the priority of a
// thread is its own, and 0 names the calling thread): on a busy machine a pairing of seconds yields the
// cores to the readers, whose answers take milliseconds. Only ever lowered; where the system refuses, the
// worker runs at the server's priority.
try {
  const target = Math.min(19, getPriority(process.pid) + YIELD_NICE);
  if (getPriority() < target) setPriority(target);
} catch {
  // not allowed here: the same priority as the server
}

parentPort!.on('message', ({ id, task }: { id: number; task: ComputeTask }) => {
  try {
    parentPort!.postMessage({ id, result: compute(task) });
  } catch (e) {
    parentPort!.postMessage({ id, failure: e instanceof Error ? e.message : String(e) });
  }
});
