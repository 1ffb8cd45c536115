import type { Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import type { DotohoSettings, EloPointsSystemSettings, FideSwissSettings, RoundRobinSettings, SwissSettings } from '../core/settings.js';
import { err, ok, type Result } from '../core/result.js';
import { pairKeizerRound } from './keizer.js';
import { checkPairing, type PairingCheck } from './manual.js';
import { pairEloPointsRound } from './eloPoints.js';
import { assignPairingNumbers, roundRobinRound, roundRobinSchedule } from './roundRobin.js';
import { pairEngineRound, pairSwissRound, swissChecklist } from './swiss.js';
import { swissEngineOf } from './swissEngines.js';
import type { DutchChecklist } from './dutch/checklist.js';
import { dotohoPlan, dotohoRound, dotohoRoundCount, dotohoSeating } from './dotoho.js';

/**
 * The round each system's engine makes next, for the system registry (`director/registry.ts`): each takes a
 * tournament that is ready to pair (`readyToPair`) and the number of the round to pair.
 */

/** A paired round and what the director should know about it. */
export interface PairedRound {
  readonly round: Round;
  readonly notes: readonly string[];
}

const plain = (r: Result<Round>): Result<PairedRound> => (r.ok ? ok({ round: r.value, notes: [] }) : r);

export const pairKeizer = (t: Tournament): Result<PairedRound> => plain(pairKeizerRound(t));

export function pairEloPoints(t: Tournament): Result<PairedRound> {
  const s = t.settings as EloPointsSystemSettings;
  const r = pairEloPointsRound(t, s, { keizerLastRounds: s.keizerLastRounds });
  if (!r.ok) return r;
  const notes =
    r.value.relaxation > 0
      ? [`no pairing without rematches existed: ${r.value.rematches} rematch${r.value.rematches === 1 ? '' : 'es'} (the repeat rule was relaxed by ${r.value.relaxation})`]
      : [];
  return ok({ round: r.value.round, notes });
}

export function pairRoundRobin(t: Tournament, next: number): Result<PairedRound> {
  const s = t.settings as RoundRobinSettings;
  const schedule = roundRobinSchedule(t.players.length, { cycles: s.cycles, swapLastRounds: s.swapLastRounds });
  if (!schedule.ok) return schedule;
  if (next > schedule.value.length) return err({ code: 'finished', message: `the round robin has ${schedule.value.length} rounds, all paired` });
  const numbers = assignPairingNumbers(t.players, s.numbering === 'lot' ? { kind: 'lot', seed: s.seed } : { kind: s.numbering });
  return plain(roundRobinRound(schedule.value, numbers, next));
}

export function pairDotoho(t: Tournament, next: number): Result<PairedRound> {
  const s = t.settings as DotohoSettings;
  const plan = dotohoPlan(t.players.length, s.games);
  if (!plan.ok) return plan;
  if (next > dotohoRoundCount(plan.value)) return err({ code: 'finished', message: `the DO-TO-HO plan has ${dotohoRoundCount(plan.value)} rounds, all paired` });
  const seating = dotohoSeating(t.players, s.games, s.numbering === 'given' ? { kind: 'given' } : { kind: s.numbering, seed: s.seed });
  return plain(dotohoRound(plan.value, seating, next));
}

export const pairSwiss = (t: Tournament): Result<PairedRound> => plain(pairSwissRound(t, t.settings as SwissSettings));

/** A Swiss of a system of the Swiss engines' table (Dubov, …), paired by its engine. */
export function pairEngineSwiss(t: Tournament): Result<PairedRound> {
  const engine = swissEngineOf(t.settings.system);
  if (engine === undefined) return err({ code: 'invalid', message: `${t.settings.system} is not a system of the Swiss engines` });
  return pairEngineRound(t, t.settings as FideSwissSettings, engine);
}

/** The checklist of a round of a Dutch Swiss, as the engine saw it when it paired that round. */
export const swissRoundChecklist = (t: Tournament, round: number): Result<DutchChecklist> => swissChecklist(t, t.settings as SwissSettings, round);

/** Checks a pairing made by hand: errors forbid it, warnings name the rules it breaks. */
export function checkManualPairing(t: Tournament, pairs: readonly (readonly [number, number])[], byes: readonly number[] = []): PairingCheck {
  return checkPairing(t, pairs, { byes });
}
