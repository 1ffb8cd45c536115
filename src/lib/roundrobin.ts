/**
 * `arbiter/roundrobin`: round-robin schedules by the Berger tables of FIDE C.05 (single and double), the
 * pairing numbers by lot, rating or registration, and a round of the schedule as games. Pure.
 *
 *     import { roundRobinSchedule } from 'arbiter/roundrobin';
 *     const r = roundRobinSchedule(10, { cycles: 2 });   // 18 rounds of 5 games
 */
export {
  bergerTable,
  roundRobinSchedule,
  roundRobinRoundCount,
  roundRobinRound,
  assignPairingNumbers,
  roundRobinStandings,
  sonnebornBerger,
  ROUND_ROBIN_ERRORS,
} from '../pairing/roundRobin.js';
export type { TableGame, TableRound, RoundRobinScheduleOptions, PairingNumberMethod, RoundRobinStanding, RoundRobinErrorCode } from '../pairing/roundRobin.js';
export type { Player } from '../core/player.js';
export type { Round } from '../core/round.js';
export type { Result, ArbiterError } from '../core/result.js';
