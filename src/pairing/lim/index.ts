export * from './types.js';
export { pairLim, type LimOptions } from './engine.js';
