// A worker thread of `arbiter standings --odds`: simulates its part of the seasons and posts the figures.
import { parentPort, workerData } from 'node:worker_threads';
import type { Tournament } from '../core/tournament.js';
import { titleOdds, type OddsOptions } from '../director/forecast.js';

const { tournament, options } = workerData as { tournament: Tournament; options: OddsOptions };
parentPort!.postMessage(titleOdds(tournament, options));
