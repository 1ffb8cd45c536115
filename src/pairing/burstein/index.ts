export * from './types.js';
export { pairBurstein, type BursteinOptions } from './engine.js';
export { seedingRounds } from './players.js';
