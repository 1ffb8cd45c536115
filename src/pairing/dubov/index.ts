export * from './types.js';
export { pairDubov, type DubovOptions } from './engine.js';
export { maxUpfloats, averageRatingOfOpponents } from './players.js';
