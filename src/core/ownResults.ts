import { parseGameResult, type GameResult } from './game.js';

/**
 * Players' own results (issue 34, setting `own-results`): each board's result slip carries a code; either
 * player enters the result with it on his phone, the other confirms or disputes it, and the director
 * accepts it into the round. Until then the round is untouched: what the players said is kept beside it,
 * as reports. The codes themselves are not kept: they are derived from the tournament's slip key
 * (director/ownResults.ts), which the tournament keeps with it.
 */

/** The two sides of a board, as a player names himself on the entry page. */
export const SIDES = ['white', 'black'] as const;
export type Side = (typeof SIDES)[number];
export const isSide = (x: string): x is Side => (SIDES as readonly string[]).includes(x);
export const otherSide = (s: Side): Side => (s === 'white' ? 'black' : 'white');

/**
 * Where a board's report stands: `entered` by one player, `confirmed` by the other, or `disputed` by the
 * other with another result (the director decides).
 */
export const REPORT_STATES = ['entered', 'confirmed', 'disputed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const isReportState = (x: string): x is ReportState => (REPORT_STATES as readonly string[]).includes(x);

/** What the players of one board said of its result, waiting for the director. */
export interface SlipReport {
  readonly round: number;
  readonly board: number;
  /** The board's players when the report was made: a report of another pairing is void. */
  readonly white: number;
  readonly black: number;
  /** The fingerprint of the round's pairing the slip's code was made for (`pairingFingerprint`). */
  readonly pairing: string;
  readonly state: ReportState;
  /** Who entered it, and what. */
  readonly by: Side;
  readonly result: GameResult;
  /** The other player's result, when he disputes it. */
  readonly claim?: GameResult | undefined;
}

/** The tournament's own-results data: the key its slips' codes are made with, and the reports waiting. */
export interface OwnResults {
  /** 32 random bytes, base64url (43 characters); made the first time slips are asked for. */
  readonly key: string;
  readonly reports: readonly SlipReport[];
}

/** One board's slip: the board and its code (director/ownResults.ts). */
export interface Slip {
  readonly round: number;
  readonly board: number;
  readonly white: number;
  readonly black: number;
  readonly code: string;
}

/** What a code shows its holder: the round, the board, the two names and where the report stands. */
export interface SlipView {
  readonly round: number;
  readonly board: number;
  readonly white: string;
  readonly black: string;
  /** `open`: nothing reported yet; `accepted`: the board has its result (the code is spent). */
  readonly state: 'open' | 'entered' | 'confirmed' | 'disputed' | 'accepted';
  readonly by?: Side | undefined;
  readonly result?: GameResult | undefined;
  readonly claim?: GameResult | undefined;
}

/** The form of a slip key: 43 characters of base64url. */
export const SLIP_KEY = /^[A-Za-z0-9_-]{43}$/;

/** `own-result ROUND BOARD WHITE BLACK PAIRING STATE BY RESULT [CLAIM]`: a report as a tournament file line's words. */
export function makeReportWords(r: SlipReport): string[] {
  return [String(r.round), String(r.board), String(r.white), String(r.black), r.pairing, r.state, r.by, r.result, ...(r.claim ? [r.claim] : [])];
}

/** Reads the words of an `own-result` line; undefined when they are not one. */
export function parseReportWords(words: readonly string[]): SlipReport | undefined {
  if (words.length < 8 || words.length > 9) return undefined;
  const [round, board, white, black, pairing, state, by, result, claim] = words as [string, string, string, string, string, string, string, string, string | undefined];
  const n = [round, board, white, black].map((x) => (/^\d{1,6}$/.test(x) ? Number(x) : 0));
  const got = parseGameResult(result);
  const other = claim === undefined ? undefined : parseGameResult(claim);
  if (n.some((x) => x < 1) || !/^[0-9a-f]{16}$/.test(pairing) || !isReportState(state) || !isSide(by) || !got) return undefined;
  if ((state === 'disputed') !== (claim !== undefined) || (claim !== undefined && !other)) return undefined;
  return { round: n[0]!, board: n[1]!, white: n[2]!, black: n[3]!, pairing, state, by, result: got, ...(other ? { claim: other } : {}) };
}
