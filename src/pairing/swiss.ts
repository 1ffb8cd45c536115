import { bakuAccelerations, bakuGroup, bakuScoringProblem } from '../core/acceleration.js';
import { gameScore, isPlayed } from '../core/game.js';
import { isEntered, type Player } from '../core/player.js';
import { startOrder } from '../core/startNumbers.js';
import { isAbsence, type Round } from '../core/round.js';
import type { FideSwissSettings, FideSwissTournamentSettings, SwissSettings } from '../core/settings.js';
import { prohibitionHolds, type Tournament } from '../core/tournament.js';
import { err, ok, type Result } from '../core/result.js';
import { pairDutch } from './dutch/engine.js';
import { checklistOf, type DutchChecklist } from './dutch/checklist.js';
import type { DutchColour, DutchInput, DutchPairing, DutchRoundRecord } from './dutch/types.js';
import type { SwissEngine, SwissEngineInput } from './swissEngines.js';

/**
 * A Swiss tournament of the tournament file, paired by the FIDE Dutch engine (C.04.3) by the edition of
 * the rules its settings name.
 *
 * The engine pairs by start numbers (the TPN, `core/startNumbers.ts`): the initial ranking list of the
 * General Handling Rules (rating, title, name), or with `numbering: given` the player numbers (a TRF import
 * keeps its own); fixed when round 1 is paired, late entries after. Games played over the board count for
 * colours and rematches; forfeits do not (C.04.1). The pairing-allocated bye is a round the player was
 * paired in; requested byes and absences are rounds he was not (full-point bye: a win, half-point bye: a
 * draw, anything else: a loss).
 */
export function swissInitialOrder(t: Tournament, s: FideSwissSettings): Player[] {
  return startOrder(t, s.numbering);
}

/** The Dutch engine's input for the next round of a Swiss tournament. */
export function dutchInputOf(t: Tournament, s: SwissSettings): Result<DutchInput> {
  const input = swissInputOf(t, s);
  return input.ok ? ok({ ...input.value, rules: s.rules }) : input;
}

/** What every FIDE Swiss engine takes for the next round: the players in TPN order with their rounds, the point values. */
function swissInputOf(t: Tournament, s: FideSwissTournamentSettings): Result<Omit<DutchInput, 'rules'>> {
  const next = t.rounds.length + 1;
  if (t.plannedRounds === undefined)
    return err({ code: 'invalid', message: 'a Swiss needs its number of rounds (arbiter new … --rounds N): the last rounds are paired differently (C.04.3 A.7, C.3)' });
  if (next > t.plannedRounds) return err({ code: 'finished', message: `all ${t.plannedRounds} rounds are paired` });
  const absentNext = new Set(t.absences.filter((a) => a.round === next && isAbsence(a)).map((a) => a.player));
  // The Baku acceleration (C.04.5.1) is a setting of the Dutch Swiss only.
  const accelerations = s.system === 'swiss-dutch' ? swissAccelerations(t, s) : ok(new Map<number, number[]>());
  const forbidden = (t.prohibitions ?? []).filter((p) => prohibitionHolds(p, next)).map((p) => p.players);
  if (!accelerations.ok) return accelerations;
  const players = swissInitialOrder(t, s).map((p) => {
    const acc = accelerations.value.get(p.id);
    return {
      id: p.id,
      rounds: t.rounds.map((r) => recordOf(t, r, p.id)),
      available: isEntered(p, next) && !absentNext.has(p.id),
      ...(acc ? { accelerations: acc } : {}),
    };
  });
  return ok({
    players,
    totalRounds: t.plannedRounds,
    initialColour: initialColourOf(s),
    // The prohibited pairings that hold in this round (`arbiter forbid`).
    ...(forbidden.length ? { forbiddenGroups: forbidden } : {}),
    pointValues: {
      win: s.pointsWin,
      draw: s.pointsDraw,
      loss: s.pointsLoss,
      zeroPointBye: s.pointsZeroBye,
      forfeitLoss: s.pointsForfeitLoss,
      pairingAllocatedBye: s.pointsPairingBye,
    },
  });
}

/**
 * The virtual points of the tournament's acceleration, per player and round (round 1 first): none, or the
 * Baku method's (C.04.5.1) for GA — the first 2 × ⌈n / 4⌉ of the n players in the start order who were
 * registered for round 1 (Article 2), and a late entry numbered above the last of them (Article 3; arbiter
 * numbers late entries after everyone, so they are in GB). Needs the number of rounds.
 */
export function swissAccelerations(t: Tournament, s: SwissSettings): Result<Map<number, number[]>> {
  if (s.acceleration === 'none' || t.plannedRounds === undefined) return ok(new Map());
  const problem = bakuScoringProblem({ win: s.pointsWin, draw: s.pointsDraw, loss: s.pointsLoss });
  if (problem !== undefined) return err({ code: 'invalid', message: problem });
  const group = bakuGroup(swissInitialOrder(t, s), (p) => isEntered(p, 1));
  return ok(
    bakuAccelerations(
      group.map((p) => p.id),
      t.plannedRounds,
      { win: s.pointsWin, draw: s.pointsDraw, loss: s.pointsLoss },
    ),
  );
}

/** The colour of the first player in round 1 (E.5); `lots`: one drawing for the whole tournament, from its seed. */
export function initialColourOf(s: FideSwissSettings): DutchColour {
  if (s.initialColour !== 'lots') return s.initialColour;
  let h = (s.seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) & 1) === 0 ? 'white' : 'black';
}

function recordOf(t: Tournament, round: Round, player: number): DutchRoundRecord {
  const game = round.games.find((g) => g.white === player || g.black === player);
  if (game) {
    const white = game.white === player;
    const opponent = white ? game.black : game.white;
    // An adjourned game (TRF-2026 X, "unknown result"): begun with these colours, scored as 162 X says until
    // its result is in — by default as a draw.
    if (game.result === undefined && game.adjourned) return { opponent, colour: white ? 'white' : 'black', played: true, score: 'draw', paired: true };
    // A postponed game, paired around with the director's leave (--allow-pending): the two have met and
    // will play with these colours; until its result is in it gives neither any points.
    if (game.result === undefined) return { opponent, colour: white ? 'white' : 'black', played: true, score: 'loss', paired: true };
    const result = game.result;
    const score = gameScore(result, white);
    return isPlayed(result) ? { opponent, colour: white ? 'white' : 'black', played: true, score, paired: true } : { opponent, played: false, score, paired: true };
  }
  if (round.byes.includes(player)) return { played: false, score: 'win', paired: true };
  const absence = t.absences.find((a) => a.round === round.number && a.player === player);
  const score = absence?.kind === 'full-bye' ? 'win' : absence?.kind === 'half-bye' ? 'draw' : 'loss';
  return { played: false, score, paired: false };
}

/** The round from the engine's pairing: boards in the engine's order, the bye in `byes`. */
export function roundOf(number: number, p: Pick<DutchPairing, 'pairs' | 'bye'>): Round {
  return { number, games: p.pairs.map((x, i) => ({ board: i + 1, white: x.white, black: x.black })), byes: p.bye === undefined ? [] : [p.bye] };
}

/** Pairs the next round of a Swiss tournament by the Dutch system. */
export function pairSwissRound(t: Tournament, s: SwissSettings): Result<Round> {
  const input = dutchInputOf(t, s);
  if (!input.ok) return input;
  const pairing = pairDutch(input.value);
  if (!pairing.ok) return err({ code: pairing.error.code, message: pairing.error.message });
  return ok(roundOf(t.rounds.length + 1, pairing.value));
}

/**
 * A Swiss engine's input (`pairing/swissEngines.ts`): the Swiss input with each player's rating, and the
 * players without one — counted at 0 by a system that needs ratings (Dubov 1.1.2: the arbiter gives an
 * unrated player a provisional rating).
 */
export function swissEngineInputOf(t: Tournament, s: FideSwissSettings): Result<{ input: SwissEngineInput; unrated: readonly Player[] }> {
  const input = swissInputOf(t, s as FideSwissTournamentSettings);
  if (!input.ok) return input;
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const unrated = swissInitialOrder(t, s).filter((p) => p.rating === undefined);
  const players = input.value.players.map((p) => ({ ...p, rating: byId.get(p.id)?.rating }));
  // A system's own declaration the engine reads (the Lim system's Maxi-tournament, C.04.4.3 3.2.3).
  const maxiTournament = 'maxiTournament' in s && s.maxiTournament === true;
  return ok({ input: { ...input.value, players, ...(maxiTournament ? { maxiTournament } : {}) }, unrated });
}

/** Pairs the next round of a Swiss tournament by a Swiss engine of the table (Dubov, …); notes for the director. */
export function pairEngineRound(t: Tournament, s: FideSwissSettings, engine: SwissEngine): Result<{ round: Round; notes: string[] }> {
  const made = swissEngineInputOf(t, s);
  if (!made.ok) return made;
  const pairing = engine.pair(made.value.input, {});
  if (!pairing.ok) return err({ code: pairing.error.code, message: pairing.error.message });
  const unrated = engine.needsRatings ? made.value.unrated : [];
  const notes =
    unrated.length > 0
      ? [
          `${unrated.length} player${unrated.length === 1 ? ' has' : 's have'} no rating (${unrated.map((p) => p.name).join(', ')}): counted as 0; ${engine.chapter} asks the arbiter for a provisional rating`,
        ]
      : [];
  return ok({ round: roundOf(t.rounds.length + 1, pairing.value), notes });
}

/**
 * The checklist of a round already paired (`arbiter dutch -l`'s table, as values): what the Dutch engine
 * knew of each player when it paired that round — from the rounds before it, the players entered and
 * present for it — with the round's pairing as it stands.
 */
export function swissChecklist(t: Tournament, s: SwissSettings, roundNumber: number): Result<DutchChecklist> {
  const round = t.rounds.find((r) => r.number === roundNumber);
  if (!round) return err({ code: 'no-round', message: t.rounds.length === 0 ? 'no round is paired yet' : `rounds 1–${t.rounds.length} are paired` });
  const input = dutchInputOf({ ...t, rounds: t.rounds.filter((r) => r.number < roundNumber) }, s);
  if (!input.ok) return input;
  const pairs = round.games.map((g) => ({ white: g.white, black: g.black }));
  const made = checklistOf(input.value, { pairs, bye: round.byes[0] });
  return made.ok ? made : err({ code: made.error.code, message: made.error.message });
}
