export * from './types.js';
export { pairDutch, type DutchOptions, type DutchStep } from './engine.js';
export { checklistOf, makeChecklist, type DutchChecklist, type DutchChecklistRow } from './checklist.js';
export { dutchInputFromTrf, trfPlayedRounds, trfEntryRecord } from './trfInput.js';
