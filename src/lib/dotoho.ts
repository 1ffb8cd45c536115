/**
 * `arbiter/dotoho`: DO-TO-HO plans (the cyclic plan: N players, R games each, every pair at most once, by
 * passes of the circle), seatings by lot, order, strength or origin classes, and a round as games. Pure.
 *
 *     import { dotohoPlan } from 'arbiter/dotoho';
 *     const r = dotohoPlan(12, 1);          // six games, each player once (the pass at distance 6)
 */
export { dotohoPlan, dotohoRound, dotohoRoundCount, dotohoSeating, checkDotoho, makeDotohoText, makeDotohoJson, DOTOHO_ERRORS } from '../pairing/dotoho.js';
export type { DotohoPlan, DotohoPass, DotohoRound, PlanGame, DotohoErrorCode } from '../pairing/dotoho.js';
export type { Player } from '../core/player.js';
export type { Round } from '../core/round.js';
export type { Result, ArbiterError } from '../core/result.js';
