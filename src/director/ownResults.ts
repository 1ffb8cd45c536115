import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Game, GameResult } from '../core/game.js';
import type { Round } from '../core/round.js';
import type { Tournament } from '../core/tournament.js';
import { err, ok, type Result } from '../core/result.js';
import { otherSide, type Side, type Slip, type SlipReport, type SlipView } from '../core/ownResults.js';

export type { Slip, SlipView } from '../core/ownResults.js';
import { enterResult, type FideConfirmation } from './operations.js';

/**
 * Players' own results (issue 34 Deliver 5): the codes of the result slips, what a code lets a player do,
 * and the director's acceptance.
 *
 * A slip's code is not stored: it is an HMAC-SHA256, under the tournament's slip key (32 random bytes kept
 * with the tournament, in the file or the database row, made the first time slips are asked for), of the
 * round, the board, its two players and the fingerprint of the whole round's pairing. So a code names one
 * board of one pairing: pairing the round again (or undoing it and pairing anew) changes every code of the
 * round, and a new round has codes of its own; only the last paired round's codes are taken. Nothing is
 * written when a round is paired, and the codes of any round can be printed again, the same. A code is
 * spent once its board has a result (the director accepted it or entered one).
 *
 * A code lets its holder see the two names and the board, enter the board's result, and confirm or dispute
 * the other player's entry; nothing else. Nothing is written to the round until the director accepts.
 */
export const OWN_RESULT_ERRORS = ['no-slip', 'slip-spent', 'slip-reported', 'same-side', 'no-report', 'report-result', 'own-results-off'] as const;
export type OwnResultErrorCode = (typeof OWN_RESULT_ERRORS)[number];

const fault = (code: OwnResultErrorCode, message: string): Result<never> => err({ code, message });

/** The results a player may report: those played over the board (forfeits are the director's to enter). */
export const REPORTABLE_RESULTS: readonly GameResult[] = ['1-0', '1/2-1/2', '0-1'];

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a code: 8 × 5 bits = 40 bits. */
export const CODE_LENGTH = 8;

/** A new slip key: 32 random bytes, base64url. */
export const newSlipKey = (): string => randomBytes(32).toString('base64url');

/** The tournament with a slip key (the one it has, or `key`). */
export function withSlipKey(t: Tournament, key: string): Tournament {
  return t.ownResults ? t : { ...t, ownResults: { key, reports: [] } };
}

/** The fingerprint of a round's pairing: its boards, players and byes (16 hex digits of SHA-256). */
export function pairingFingerprint(round: Round): string {
  const text = `${round.number}:${round.games.map((g) => `${g.board}.${g.white}.${g.black}`).join(',')}:${round.byes.join(',')}`;
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The code of a board's slip: 8 characters of Crockford base32. */
export function slipCode(key: string, round: Round, game: Game): string {
  const mac = createHmac('sha256', Buffer.from(key, 'base64url'))
    .update(`arbiter-slip:${round.number}:${game.board}:${game.white}:${game.black}:${pairingFingerprint(round)}`)
    .digest();
  let bits = 0n;
  for (const byte of mac.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = CODE_LENGTH - 1; i >= 0; i--) code += ALPHABET.charAt(Number((bits >> BigInt(5 * i)) & 31n));
  return code;
}

/** A code as typed: capitals, no spaces or dashes, O read as 0 and I or L as 1. */
export function normalizeCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A code as printed: two groups of four (K7M2-Q9XR). */
export const showCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

const isOn = (t: Tournament): boolean => t.settings.ownResults === true;

/** The slips of the last paired round, with their codes (the tournament must have its slip key: `withSlipKey`). */
export function slipsOf(t: Tournament, roundNumber: number): Result<Slip[]> {
  if (!isOn(t)) return fault('own-results-off', 'players do not enter their own results in this tournament (setting own-results no)');
  const round = t.rounds.at(-1);
  if (!round || round.number !== roundNumber)
    return fault('no-slip', `slips with codes are made for the last paired round (${round ? `round ${round.number}` : 'none is paired'}), not round ${roundNumber}`);
  const key = t.ownResults?.key;
  if (key === undefined) return fault('no-slip', 'the tournament has no slip key yet');
  return ok(round.games.map((g) => ({ round: round.number, board: g.board, white: g.white, black: g.black, code: slipCode(key, round, g) })));
}

/** The game of the last round whose slip has this code; `no-slip` for any other code (or with the setting off). */
export function findSlip(t: Tournament, code: string): Result<{ round: Round; game: Game }> {
  const unknown = fault('no-slip', 'no result slip has this code (check the code on your slip; a slip of a round paired again is void)');
  const key = t.ownResults?.key;
  const round = t.rounds.at(-1);
  const given = Buffer.from(normalizeCode(code));
  if (!isOn(t) || key === undefined || !round || given.length !== CODE_LENGTH) return unknown;
  // Every board is compared, in constant time each: the answer's time says nothing of the code.
  let found: Game | undefined;
  for (const g of round.games) if (timingSafeEqual(given, Buffer.from(slipCode(key, round, g)))) found = g;
  return found ? ok({ round, game: found }) : unknown;
}

/** The reports that still hold: of the last round's pairing as it is, for boards without a result. */
export function liveReports(t: Tournament): SlipReport[] {
  const round = t.rounds.at(-1);
  if (!round || !t.ownResults) return [];
  const fingerprint = pairingFingerprint(round);
  const boards = new Map(round.games.map((g) => [g.board, g]));
  return t.ownResults.reports.filter((r) => {
    const g = boards.get(r.board);
    return r.round === round.number && r.pairing === fingerprint && g !== undefined && g.white === r.white && g.black === r.black && g.result === undefined;
  });
}

/** The tournament with these reports (the others dropped: void or done). */
function withReports(t: Tournament, reports: readonly SlipReport[]): Tournament {
  return t.ownResults ? { ...t, ownResults: { ...t.ownResults, reports } } : t;
}

export function slipView(t: Tournament, code: string): Result<SlipView> {
  const found = findSlip(t, code);
  if (!found.ok) return found;
  const { round, game } = found.value;
  const name = (id: number) => t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
  const base = { round: round.number, board: game.board, white: name(game.white), black: name(game.black) };
  if (game.result !== undefined) return ok({ ...base, state: 'accepted', result: game.result });
  const r = liveReports(t).find((x) => x.board === game.board);
  return ok(r ? { ...base, state: r.state, by: r.by, result: r.result, ...(r.claim ? { claim: r.claim } : {}) } : { ...base, state: 'open' });
}

/** What a player does with his code: enter the result, or confirm or dispute his opponent's. */
export type SlipAction =
  | { readonly action: 'enter'; readonly side: Side; readonly result: GameResult }
  | { readonly action: 'confirm'; readonly side: Side }
  | { readonly action: 'dispute'; readonly side: Side; readonly result: GameResult };

const WORDS: Readonly<Record<GameResult, string>> = {
  '1-0': '1-0',
  '0-1': '0-1',
  '1/2-1/2': '½-½',
  '+-': '+/-',
  '-+': '-/+',
  '--': '-/-',
  '1/2-0': '½-0',
  '0-1/2': '0-½',
  '0-0': '0-0',
};

/** A player's report with his slip's code: kept beside the round until the director accepts it. */
export function reportOwnResult(t: Tournament, code: string, a: SlipAction): Result<Tournament> {
  const found = findSlip(t, code);
  if (!found.ok) return found;
  const { round, game } = found.value;
  if (game.result !== undefined)
    return fault('slip-spent', `board ${game.board} has its result (${WORDS[game.result]}): this slip's code is spent; ask the arbiter for a correction`);
  if (a.action !== 'confirm' && !REPORTABLE_RESULTS.includes(a.result)) return fault('report-result', `a player reports 1-0, ½-½ or 0-1; a forfeit is entered by the arbiter`);
  const reports = liveReports(t);
  const now = reports.find((r) => r.board === game.board);
  const others = reports.filter((r) => r !== now);
  if (a.action === 'enter') {
    if (now && (now.state !== 'entered' || now.by !== a.side))
      return fault('slip-reported', `${now.by === 'white' ? 'White' : 'Black'} has already entered ${WORDS[now.result]}: confirm or dispute it`);
    const report: SlipReport = {
      round: round.number,
      board: game.board,
      white: game.white,
      black: game.black,
      pairing: pairingFingerprint(round),
      state: 'entered',
      by: a.side,
      result: a.result,
    };
    return ok(
      withReports(
        t,
        [...others, report].sort((x, y) => x.board - y.board),
      ),
    );
  }
  if (!now) return fault('no-report', `nothing has been entered for board ${game.board} yet: enter the result`);
  if (now.state !== 'entered') return fault('slip-reported', `the result of board ${game.board} is ${now.state} already; the arbiter decides now`);
  if (now.by === a.side) return fault('same-side', `${a.side === 'white' ? 'White' : 'Black'} entered this result; ${otherSide(a.side)} confirms or disputes it`);
  if (a.action === 'dispute' && a.result === now.result) return fault('report-result', `${WORDS[a.result]} is the result entered: confirm it instead`);
  const next: SlipReport = a.action === 'confirm' ? { ...now, state: 'confirmed' } : { ...now, state: 'disputed', claim: a.result };
  return ok(
    withReports(
      t,
      [...others, next].sort((x, y) => x.board - y.board),
    ),
  );
}

/**
 * The director accepts a board's report: its result goes into the round through the result entry (FIDE
 * mode's rules apply as to any result) and the report is done. A disputed report needs the result the
 * director decides on; he may give another result for any report.
 */
export function acceptReport(t: Tournament, board: number, result: GameResult | undefined, c: FideConfirmation = {}): Result<Tournament> {
  const report = liveReports(t).find((r) => r.board === board);
  if (!report) return fault('no-report', `board ${board} has no result entered by its players (or it was accepted already)`);
  const chosen = result ?? (report.state === 'disputed' ? undefined : report.result);
  if (chosen === undefined) return fault('report-result', `the players of board ${board} disagree (${WORDS[report.result]} and ${WORDS[report.claim!]}): say which result holds`);
  const entered = enterResult(t, { board }, chosen, { round: report.round, ...c });
  if (!entered.ok) return entered;
  return ok(withReports(entered.value.tournament, liveReports(entered.value.tournament)));
}

/** Accepts every confirmed report at once (each as `acceptReport`). */
export function acceptConfirmed(t: Tournament, c: FideConfirmation = {}): Result<{ tournament: Tournament; boards: number[] }> {
  const boards = liveReports(t)
    .filter((r) => r.state === 'confirmed')
    .map((r) => r.board);
  let next = t;
  for (const b of boards) {
    const r = acceptReport(next, b, undefined, c);
    if (!r.ok) return r;
    next = r.value;
  }
  return ok({ tournament: next, boards });
}

/** The director sets a report aside: the board's players may enter its result again. */
export function dismissReport(t: Tournament, board: number): Result<Tournament> {
  const reports = liveReports(t);
  if (!reports.some((r) => r.board === board)) return fault('no-report', `board ${board} has no result entered by its players`);
  return ok(
    withReports(
      t,
      reports.filter((r) => r.board !== board),
    ),
  );
}
