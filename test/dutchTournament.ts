// Hand-made tournaments for the Dutch engine's tests, written as the TRF16 that the reference engine
// (bbpPairings) was given: each player a line of earlier rounds, e.g. "6w1 3b= 5w+ 2b- U H F Z"
// (opponent, colour, result; forfeits + and -; the pairing-allocated bye U; requested byes H F Z).
import type { DutchRules } from '../src/core/settings.js';
import { makeTrf, parseTrf, type TrfRoundEntry } from '../src/formats/trf.js';
import { pairDutch, type DutchOptions } from '../src/pairing/dutch/engine.js';
import { makeCanonicalPairsText } from '../src/pairing/dutch/output.js';
import { dutchInputFromTrf } from '../src/pairing/dutch/trfInput.js';
import type { DutchInput } from '../src/pairing/dutch/types.js';

export interface HandMade {
  /** The number of rounds of the tournament (XXR). */
  readonly rounds: number;
  /** Each player's earlier rounds, by pairing number. */
  readonly players: readonly string[];
  /** Groups who must not meet (XXP). */
  readonly forbidden?: readonly (readonly number[])[];
  /** Requested byes in the round to pair, by pairing number. */
  readonly next?: Readonly<Record<number, 'H' | 'F' | 'Z'>>;
  /** The first player's rating (default 2500); each next one 50 lower. */
  readonly topRating?: number;
}

function entry(token: string): TrfRoundEntry {
  if (/^[UHFZ]$/.test(token)) return { opponent: 0, colour: '-', result: token as TrfRoundEntry['result'] };
  const m = /^(\d+)([wb])([10=+-])$/.exec(token);
  if (!m) throw new Error(`not a round entry: ${token}`);
  return { opponent: Number(m[1]), colour: m[2] as 'w' | 'b', result: m[3] as TrfRoundEntry['result'] };
}

const points = (e: TrfRoundEntry): number => ('+1FU'.includes(e.result) ? 1 : '=H'.includes(e.result) ? 0.5 : 0);

/** The TRF16 text (ratings falling with the pairing number; XXC white1). */
export function handMadeTrf(t: HandMade): string {
  return makeTrf({
    headers: ['012 hand-made test tournament'],
    players: t.players.map((line, i) => {
      const rounds = line.trim() === '' ? [] : line.trim().split(/\s+/).map(entry);
      const next = t.next?.[i + 1];
      if (next) rounds.push({ opponent: 0, colour: '-', result: next });
      return {
        id: i + 1,
        sex: '',
        title: '',
        name: `Player ${i + 1}`,
        rating: (t.topRating ?? 2500) - 50 * i,
        federation: '',
        fideId: '',
        birthDate: '',
        points: rounds.reduce((s, e) => s + points(e), 0),
        rank: undefined,
        rounds,
      };
    }),
    totalRounds: t.rounds,
    initialColour: 'white',
    useRankOrder: false,
    accelerations: new Map(),
    forbiddenPairs: (t.forbidden ?? []).map((g) => [...g]),
    pointValues: {},
  });
}

export function handMadeInput(t: HandMade): DutchInput {
  const trf = parseTrf(handMadeTrf(t));
  if (!trf.ok) throw new Error(trf.error.message);
  const input = dutchInputFromTrf(trf.value);
  if (!input.ok) throw new Error(input.error.message);
  return input.value;
}

/** The pairing on one line, canonical as the fixtures write it: "pairs | white black | … | bye 0". */
export function pairsLine(input: DutchInput, rules: DutchRules, options: DutchOptions = {}): string {
  const r = pairDutch({ ...input, rules }, options);
  return r.ok ? makeCanonicalPairsText(r.value).trim().split('\n').join(' | ') : `error: ${r.error.message}`;
}
