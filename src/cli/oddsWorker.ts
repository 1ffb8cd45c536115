// A worker thread of `arbiter standings --odds`: claims seasons from the run's counter until none is left,
// and posts the figures of those it simulated (nothing, when the run was over before it began).
import { parentPort, workerData } from 'node:worker_threads';
import { workerOdds, type OddsWork } from './oddsThreads.js';

const answer = workerOdds(workerData as OddsWork);
if (answer) parentPort!.postMessage(answer);
