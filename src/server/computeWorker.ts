// A worker thread of the compute pool: answers each task message with its result.
import { parentPort } from 'node:worker_threads';
import { compute, type ComputeTask } from './compute.js';

parentPort!.on('message', ({ id, task }: { id: number; task: ComputeTask }) => {
  try {
    parentPort!.postMessage({ id, result: compute(task) });
  } catch (e) {
    parentPort!.postMessage({ id, failure: e instanceof Error ? e.message : String(e) });
  }
});
