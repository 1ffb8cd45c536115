export * from './types.js';
export { pairDutch, type DutchOptions, type DutchStep } from './engine.js';
export { makeChecklist } from './checklist.js';
export { dutchInputFromTrf, trfPlayedRounds, trfEntryRecord } from './trfInput.js';
