import type { PlayerId } from '../core/player.js';
import type { Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { ok, type ArbiterError, type Result } from '../core/result.js';
import { startNumbers } from '../core/startNumbers.js';
import { assignPairingNumbers, roundRobinRound, roundRobinSchedule } from './roundRobin.js';
import { dotohoPlan, dotohoRound, dotohoRoundCount, dotohoSeating } from './dotoho.js';

/**
 * Each player's number as pairing sheets, wallcharts and the TRF show it, by the system's own numbering:
 * a Swiss its start numbers (the TPN, `core/startNumbers.ts`), a round robin its Berger pairing numbers
 * (C.05 Annex 1), a DO-TO-HO stage its places; Keizer and Elo-points, which pair by the standings, the
 * players' own numbers (the ones the CLI takes).
 */
export function playerNumbers(t: Tournament): Map<PlayerId, number> {
  const s = t.settings;
  const inOrder = (ids: readonly PlayerId[]) => new Map(ids.map((id, i) => [id, i + 1]));
  switch (s.system) {
    case 'swiss-dutch':
      return startNumbers(t, s.numbering);
    case 'round-robin':
      return inOrder(roundRobinIds(t));
    case 'dotoho':
      return inOrder(dotohoIds(t));
    case 'keizer':
    case 'elo-points':
      return new Map(t.players.map((p) => [p.id, p.id]));
  }
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

/**
 * Every round of a system whose rounds are fixed in advance (a round robin's Berger table, a DO-TO-HO plan),
 * as they will be paired: printable before round 1. Undefined for the systems that pair round by round.
 */
export function fixedSchedule(t: Tournament): Result<Round[] | undefined, ArbiterError> {
  const s = t.settings;
  const rounds = (count: number, round: (n: number) => Result<Round, ArbiterError>): Result<Round[], ArbiterError> => {
    const out: Round[] = [];
    for (let n = 1; n <= count; n++) {
      const r = round(n);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };
  if (s.system === 'round-robin') {
    const schedule = roundRobinSchedule(t.players.length, { cycles: s.cycles });
    if (!schedule.ok) return schedule;
    const ids = roundRobinIds(t);
    return rounds(schedule.value.length, (n) => roundRobinRound(schedule.value, ids, n));
  }
  if (s.system === 'dotoho') {
    const plan = dotohoPlan(t.players.length, s.games);
    if (!plan.ok) return plan;
    const ids = dotohoIds(t);
    return rounds(dotohoRoundCount(plan.value), (n) => dotohoRound(plan.value, ids, n));
  }
  return ok(undefined);
}
