export * from './types.js';
export { pairDutch } from './engine.js';
export { dutchInputFromTrf, trfPlayedRounds, trfEntryRecord } from './trfInput.js';

