/**
 * Random tournaments paired round by round by the Dutch engine (the checker's and the bench's input).
 * Deterministic for a seed. Results follow the rating difference (Elo expectation) with a share of
 * draws; some games are forfeited, some players ask for half-point byes, some withdraw.
 */
import { seededRandom } from '../../core/random.js';
import { err, ok, type Result } from '../../core/result.js';
import type { DutchRules } from '../../core/settings.js';
import type { TrfPlayer, TrfRoundEntry, TrfTournament } from '../../formats/trf.js';
import { pairDutch } from './engine.js';
import { dutchInputFromTrf } from './trfInput.js';
import type { DutchError } from './types.js';

export interface GeneratorModel {
  readonly players: number;
  readonly rounds: number;
  /** Percent of decisive-or-drawn games that are drawn. */
  readonly drawPercentage: number;
  /** Per mille of games that are forfeited. */
  readonly forfeitRate: number;
  /** Per mille of players who withdraw in a round. */
  readonly retiredRate: number;
  /** Per mille of players who ask for a half-point bye in a round. */
  readonly halfPointByeRate: number;
  readonly highestRating: number;
  readonly lowestRating: number;
}

export const DEFAULT_MODEL: GeneratorModel = {
  players: 40,
  rounds: 9,
  drawPercentage: 30,
  forfeitRate: 10,
  retiredRate: 5,
  halfPointByeRate: 10,
  highestRating: 2700,
  lowestRating: 1400,
};

const MODEL_KEYS: Readonly<Record<string, keyof GeneratorModel>> = {
  playersnumber: 'players',
  players: 'players',
  roundsnumber: 'rounds',
  rounds: 'rounds',
  drawpercentage: 'drawPercentage',
  draws: 'drawPercentage',
  forfeitrate: 'forfeitRate',
  retiredrate: 'retiredRate',
  halfpointbyerate: 'halfPointByeRate',
  highestrating: 'highestRating',
  lowestrating: 'lowestRating',
};

/**
 * Reads a model: `key=value` pairs separated by commas or new lines (`#` starts a comment), keys as in
 * bbpPairings' generator files (PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate,
 * HalfPointByeRate, HighestRating, LowestRating) or short (players, rounds, draws).
 */
export function parseGeneratorModel(text: string): Result<GeneratorModel, DutchError> {
  const m: Record<string, number> = { ...DEFAULT_MODEL };
  for (const raw of text.split(/[,\r\n]+/)) {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') continue;
    const eq = line.indexOf('=');
    const key = MODEL_KEYS[line.slice(0, eq).trim().toLowerCase()];
    const value = Number(line.slice(eq + 1).trim());
    if (eq < 0 || key === undefined || !Number.isFinite(value) || value < 0)
      return err({ code: 'dutch.input', message: `model: "${line}" is not one of key=number (players, rounds, draws, …)` });
    m[key] = value;
  }
  if (m.players! < 2 || m.rounds! < 1) return err({ code: 'dutch.input', message: 'model: at least 2 players and 1 round' });
  return ok(m as unknown as GeneratorModel);
}

/**
 * Generates a tournament and pairs `upToRound` rounds (default: all), each with results, by the given
 * edition of the rules (default: the rules in force). Returns the TRF, or the engine's error when a round
 * cannot be paired.
 */
export function generateTournament(model: GeneratorModel, seed: number, options: { upToRound?: number; rules?: DutchRules } = {}): Result<TrfTournament, DutchError> {
  const rnd = seededRandom(seed);
  const n = Math.floor(model.players);
  const ratings = Array.from({ length: n }, () => Math.round(model.lowestRating + rnd() * (model.highestRating - model.lowestRating))).sort((a, b) => b - a);
  type Mut = { id: number; rating: number; rounds: TrfRoundEntry[]; retired: boolean };
  const ps: Mut[] = ratings.map((rating, i) => ({ id: i + 1, rating, rounds: [], retired: false }));
  const initialColour = rnd() < 0.5 ? 'white' : 'black';
  const last = Math.min(options.upToRound ?? model.rounds, model.rounds);
  const snapshot = (): TrfTournament => ({
    headers: [`012 Generated tournament, seed ${seed}`],
    players: ps.map((p): TrfPlayer => ({
      id: p.id,
      sex: '',
      title: '',
      name: `Player ${String(p.id).padStart(4, '0')}`,
      rating: p.rating,
      federation: '',
      fideId: '',
      birthDate: '',
      points: p.rounds.reduce((s, e) => s + entryPoints(e), 0),
      rank: undefined,
      rounds: [...p.rounds],
    })),
    totalRounds: model.rounds,
    initialColour,
    useRankOrder: false,
    accelerations: new Map(),
    forbiddenPairs: [],
    pointValues: {},
  });
  for (let r = 1; r <= last; r++) {
    // Requests known before the pairing: withdrawals and half-point byes.
    for (const p of ps) {
      if (!p.retired && r > 1 && rnd() * 1000 < model.retiredRate) p.retired = true;
      if (p.retired) p.rounds.push({ opponent: 0, colour: '-', result: 'Z' });
      else if (r < model.rounds && rnd() * 1000 < model.halfPointByeRate) p.rounds.push({ opponent: 0, colour: '-', result: 'H' });
    }
    const input = dutchInputFromTrf(snapshot(), r);
    if (!input.ok) return input;
    const pairing = pairDutch({ ...input.value, rules: options.rules });
    if (!pairing.ok) return pairing;
    const byId = new Map(ps.map((p) => [p.id, p]));
    for (const { white, black } of pairing.value.pairs) {
      const w = byId.get(white)!;
      const b = byId.get(black)!;
      let rw: string;
      let rb: string;
      if (rnd() * 1000 < model.forfeitRate) {
        const x = rnd();
        [rw, rb] = x < 0.45 ? ['+', '-'] : x < 0.9 ? ['-', '+'] : ['-', '-'];
      } else if (rnd() * 100 < model.drawPercentage) {
        [rw, rb] = ['=', '='];
      } else {
        const expected = 1 / (1 + 10 ** ((b.rating - w.rating) / 400));
        [rw, rb] = rnd() < expected ? ['1', '0'] : ['0', '1'];
      }
      w.rounds.push({ opponent: black, colour: 'w', result: rw as TrfRoundEntry['result'] });
      b.rounds.push({ opponent: white, colour: 'b', result: rb as TrfRoundEntry['result'] });
    }
    if (pairing.value.bye !== undefined) byId.get(pairing.value.bye)!.rounds.push({ opponent: 0, colour: '-', result: 'U' });
  }
  return ok(snapshot());
}

function entryPoints(e: TrfRoundEntry): number {
  if ('+W1FU'.includes(e.result)) return 1;
  if ('D=H'.includes(e.result)) return 0.5;
  return 0;
}
