import type { PlayerId } from '../core/player.js';
import type { Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { ok, type Result } from '../core/result.js';
import { startNumbers } from '../core/startNumbers.js';
import { isFideSwiss } from '../core/settings.js';
import { assignPairingNumbers, roundRobinRound, roundRobinSchedule } from './roundRobin.js';
import { dotohoPlan, dotohoRound, dotohoRoundCount, dotohoSeating } from './dotoho.js';

/**
 * Each player's number as pairing sheets, wallcharts and the TRF show it, by each system's own numbering
 * (the system registry, `director/registry.ts`, holds one of these per system), and the rounds of the systems
 * that fix them in advance.
 */

const inOrder = (ids: readonly PlayerId[]): Map<PlayerId, number> => new Map(ids.map((id, i) => [id, i + 1]));

/** A Swiss: its start numbers (the TPN, `core/startNumbers.ts`). */
export function swissNumbers(t: Tournament): Map<PlayerId, number> {
  const s = t.settings;
  return isFideSwiss(s) ? startNumbers(t, s.numbering) : ownNumbers(t);
}

/** Keizer and Elo-points pair by the standings: the players' own numbers (the ones the CLI takes). */
export function ownNumbers(t: Tournament): Map<PlayerId, number> {
  return new Map(t.players.map((p) => [p.id, p.id]));
}

/** A round robin: its Berger pairing numbers (C.05 Annex 1). */
export function roundRobinNumbers(t: Tournament): Map<PlayerId, number> {
  return inOrder(roundRobinIds(t));
}

/** A DO-TO-HO stage: its places. */
export function dotohoNumbers(t: Tournament): Map<PlayerId, number> {
  return inOrder(dotohoIds(t));
}

function roundRobinIds(t: Tournament): PlayerId[] {
  const s = t.settings;
  if (s.system !== 'round-robin') return [];
  return assignPairingNumbers(t.players, s.numbering === 'lot' ? { kind: 'lot', seed: s.seed } : { kind: s.numbering });
}

function dotohoIds(t: Tournament): PlayerId[] {
  const s = t.settings;
  if (s.system !== 'dotoho') return [];
  return dotohoSeating(t.players, s.games, s.numbering === 'given' ? { kind: 'given' } : { kind: s.numbering, seed: s.seed });
}

function everyRound(count: number, round: (n: number) => Result<Round>): Result<Round[]> {
  const out: Round[] = [];
  for (let n = 1; n <= count; n++) {
    const r = round(n);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}

/** Every round of a round robin's Berger table, as it will be paired: printable before round 1. */
export function roundRobinRounds(t: Tournament): Result<Round[]> {
  const s = t.settings;
  if (s.system !== 'round-robin') return ok([]);
  const schedule = roundRobinSchedule(t.players.length, { cycles: s.cycles, swapLastRounds: s.swapLastRounds });
  if (!schedule.ok) return schedule;
  const ids = roundRobinIds(t);
  return everyRound(schedule.value.length, (n) => roundRobinRound(schedule.value, ids, n));
}

/** Every round of a DO-TO-HO plan, as it will be paired: printable before round 1. */
export function dotohoRounds(t: Tournament): Result<Round[]> {
  const s = t.settings;
  if (s.system !== 'dotoho') return ok([]);
  const plan = dotohoPlan(t.players.length, s.games);
  if (!plan.ok) return plan;
  const ids = dotohoIds(t);
  return everyRound(dotohoRoundCount(plan.value), (n) => dotohoRound(plan.value, ids, n));
}
