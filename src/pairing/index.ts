import type { Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { err, ok, type ArbiterError, type Result } from '../core/result.js';
import { readyToPair } from '../core/tournamentOps.js';
import { pairKeizerRound } from './keizer.js';
import { checkPairing } from './manual.js';
import { pairEloPointsRound } from './eloPoints.js';
import { assignPairingNumbers, roundRobinRound, roundRobinSchedule } from './roundRobin.js';
import { pairSwissRound } from './swiss.js';
import { dotohoPlan, dotohoRound, dotohoRoundCount, dotohoSeating } from './dotoho.js';

/** A paired round and what the director should know about it. */
export interface PairedRound {
  readonly round: Round;
  readonly notes: readonly string[];
}

/** Pairs the next round of a tournament with its system's engine. */
export function pairRound(t: Tournament): Result<PairedRound, ArbiterError> {
  const ready = readyToPair(t);
  if (!ready.ok) return ready;
  const next = ready.value;
  const s = t.settings;
  const plain = (r: Result<Round, ArbiterError>): Result<PairedRound, ArbiterError> => (r.ok ? ok({ round: r.value, notes: [] }) : r);
  switch (s.system) {
    case 'keizer':
      return plain(pairKeizerRound(t));
    case 'elo-points': {
      const r = pairEloPointsRound(t, s, { keizerLastRounds: s.keizerLastRounds });
      if (!r.ok) return r;
      const notes = r.value.relaxation > 0 ? [`no pairing without rematches existed: ${r.value.rematches} rematch${r.value.rematches === 1 ? '' : 'es'} (the repeat rule was relaxed by ${r.value.relaxation})`] : [];
      return ok({ round: r.value.round, notes });
    }
    case 'round-robin': {
      const schedule = roundRobinSchedule(t.players.length, { cycles: s.cycles });
      if (!schedule.ok) return schedule;
      if (next > schedule.value.length) return err({ code: 'finished', message: `the round robin has ${schedule.value.length} rounds, all paired` });
      const numbers = assignPairingNumbers(t.players, s.numbering === 'lot' ? { kind: 'lot', seed: s.seed } : { kind: s.numbering });
      return plain(roundRobinRound(schedule.value, numbers, next));
    }
    case 'dotoho': {
      const plan = dotohoPlan(t.players.length, s.games);
      if (!plan.ok) return plan;
      if (next > dotohoRoundCount(plan.value)) return err({ code: 'finished', message: `the DO-TO-HO plan has ${dotohoRoundCount(plan.value)} rounds, all paired` });
      const seating = dotohoSeating(t.players, s.games, s.numbering === 'given' ? { kind: 'given' } : { kind: s.numbering, seed: s.seed });
      return plain(dotohoRound(plan.value, seating, next));
    }
    case 'swiss-dutch':
      return plain(pairSwissRound(t, s));
  }
}

/** Pairs the next round (the round only). */
export function pairNextRound(t: Tournament): Result<Round, ArbiterError> {
  const r = pairRound(t);
  return r.ok ? ok(r.value.round) : r;
}

/** Checks a pairing made by hand: errors forbid it, warnings name the rules it breaks. */
export function checkManualPairing(t: Tournament, pairs: readonly (readonly [number, number])[], byes: readonly number[] = []): { errors: string[]; warnings: string[] } {
  return checkPairing(t, pairs, { byes });
}
