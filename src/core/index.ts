export * from './result.js';
export * from './player.js';
export * from './random.js';
export * from './game.js';
export * from './round.js';
export * from './settings.js';
export * from './tournament.js';
