// A worker thread of the compute pool: answers each task message with its result.
import { parentPort } from 'node:worker_threads';
import { setPriority } from 'node:os';
import { compute, type ComputeTask } from './compute.js';

// Below the server's thread (nice 10; on Linux the priority of a thread is its own): on a busy machine a
// pairing of seconds yields the cores to the readers, whose answers take milliseconds. Where the system
// refuses, the worker runs at the server's priority.
try {
  setPriority(10);
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
