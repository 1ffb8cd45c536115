import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_KEIZER_SETTINGS, DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import type { Round } from '../core/round.js';
import { parseTournamentFile, makeTournamentFile } from '../formats/tournamentFile.js';
import { describeChange } from '../core/changes.js';
import { changeSetting, enterResult, pairByHand } from './operations.js';
import {
  acceptConfirmed,
  acceptReport,
  dismissReport,
  findSlip,
  liveReports,
  normalizeCode,
  pairingFingerprint,
  reportOwnResult,
  slipsOf,
  slipView,
  withSlipKey,
  type SlipAction,
} from './ownResults.js';

/**
 * Players' own results (issue 34, Deliver 5): "each board's result slip carries a short code (and its QR);
 * either player enters the result on his phone, the other confirms or disputes; the director … accepts them
 * with one click. Codes are single-use per board and round, rate-limited, and give access to nothing else."
 * The codes are HMAC-SHA256 of `arbiter-slip:ROUND:BOARD:WHITE:BLACK:FINGERPRINT` under the tournament's
 * key, the first 40 bits in Crockford's base32 (https://www.crockford.com/base32.html); the expected codes
 * below are computed here from that description, not by the module.
 */

/** 32 bytes 0x01…0x20, base64url. */
const KEY = Buffer.from(Array.from({ length: 32 }, (_, i) => i + 1)).toString('base64url');

const round1: Round = {
  number: 1,
  games: [
    { board: 1, white: 1, black: 2 },
    { board: 2, white: 3, black: 4 },
  ],
  byes: [5],
};
const base: Tournament = {
  name: 'Club 2026',
  settings: { ...DEFAULT_SWISS_SETTINGS, ownResults: true },
  players: [1, 2, 3, 4, 5].map((id) => ({ id, name: ['Jansen, Piet', 'Bakker, An', 'Smit, Jan', 'Visser, Eva', 'Mol, Kees'][id - 1]!, rating: 2000 - id })),
  rounds: [round1],
  absences: [],
  ownResults: { key: KEY, reports: [] },
};

/** The code as the description says, in its own words: bits written out, cut in fives, each looked up. */
function expectedCode(key: string, round: Round, board: number, white: number, black: number): string {
  const pairing = `${round.number}:${round.games.map((g) => `${g.board}.${g.white}.${g.black}`).join(',')}:${round.byes.join(',')}`;
  const fingerprint = createHash('sha256').update(pairing).digest('hex').slice(0, 16);
  const mac = createHmac('sha256', Buffer.from(key, 'base64url')).update(`arbiter-slip:${round.number}:${board}:${white}:${black}:${fingerprint}`).digest();
  const bits = [...mac.subarray(0, 5)].map((b) => b.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{5}/g) ?? []).map((five) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[parseInt(five, 2)]).join('');
}

const code1 = expectedCode(KEY, round1, 1, 1, 2);
const code2 = expectedCode(KEY, round1, 2, 3, 4);
const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const act = (t: Tournament, code: string, ...actions: SlipAction[]) => actions.reduce((x, a) => must(reportOwnResult(x, code, a)), t);

/** Round 1 paired again by hand (the pairing's fingerprint changes: board 2's colours swapped, 4–3). */
const pairedAgain = (t: Tournament): Tournament =>
  must(
    pairByHand(t, {
      pairs: [
        [1, 2],
        [4, 3],
      ],
      byes: [5],
      replace: true,
      force: true,
      confirmations: 1,
      who: 'test',
    }),
  ).tournament;

describe('the codes of the slips', () => {
  it('are the HMAC of the board under the key, 8 characters of Crockford base32, one per board', () => {
    expect(must(slipsOf(base, 1))).toEqual([
      { round: 1, board: 1, white: 1, black: 2, code: code1 },
      { round: 1, board: 2, white: 3, black: 4, code: code2 },
    ]);
    expect(code1).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(code1).not.toBe(code2);
  });

  it.each([
    ['as printed, with its dash', (c: string) => `${c.slice(0, 4)}-${c.slice(4)}`],
    ['in small letters with spaces', (c: string) => ` ${c.slice(0, 4).toLowerCase()} ${c.slice(4).toLowerCase()} `],
  ])('are read %s (Crockford: case and separators do not count)', (_, typed) => {
    expect(must(findSlip(base, typed(code1))).game.board).toBe(1);
  });

  it('reads O as 0 and I, L as 1 (Crockford base32 decoding)', () => {
    expect(normalizeCode('o1-iL')).toBe('0111');
  });

  it.each<[string, Tournament, number, string]>([
    ['the setting off', { ...base, settings: DEFAULT_SWISS_SETTINGS }, 1, 'own-results-off'],
    ['a round that is not the last paired one', base, 2, 'no-slip'],
    ['no key yet', { ...base, ownResults: undefined }, 1, 'no-slip'],
  ])('are not made with %s', (_, t, round, code) => {
    const r = slipsOf(t, round);
    expect(!r.ok && r.error.code).toBe(code);
  });

  it('a key is made once and kept', () => {
    const made = withSlipKey({ ...base, ownResults: undefined }, KEY);
    expect(made.ownResults).toEqual({ key: KEY, reports: [] });
    expect(withSlipKey(made, 'another')).toBe(made);
  });
});

describe('what a code opens', () => {
  it('shows its board: the round, the board, the two names, nothing else', () => {
    expect(must(slipView(base, code2))).toEqual({ round: 1, board: 2, white: 'Smit, Jan', black: 'Visser, Eva', state: 'open' });
  });

  it.each<[string, Tournament, string]>([
    ['a wrong code', base, 'ZZZZZZZZ'],
    ['a code too short', base, code1.slice(0, 7)],
    ['the setting off (hidden: as if no slip had it)', { ...base, settings: DEFAULT_SWISS_SETTINGS }, code1],
    // Issue 34: a new round or a re-pairing invalidates the codes.
    ['a code of a round paired again', pairedAgain(base), code1],
    [
      'a code of the round before, once the next is paired',
      {
        ...base,
        rounds: [
          { ...round1, games: round1.games.map((g) => ({ ...g, result: '1-0' as const })) },
          {
            number: 2,
            games: [
              { board: 1, white: 2, black: 3 },
              { board: 2, white: 4, black: 5 },
            ],
            byes: [1],
          },
        ],
      },
      code1,
    ],
  ])('opens nothing with %s (no-slip)', (_, t, code) => {
    const r = slipView(t, code);
    expect(!r.ok && r.error.code).toBe('no-slip');
  });

  it('a round paired again has codes of its own, and the old report is void', () => {
    const reported = act(base, code1, { action: 'enter', side: 'white', result: '1-0' });
    // Board 2's colours swapped: the pairing's fingerprint changes, so every code of the round does.
    const again = pairedAgain(reported);
    const codes = must(slipsOf(again, 1)).map((s) => s.code);
    expect(codes).toEqual([expectedCode(KEY, again.rounds[0]!, 1, 1, 2), expectedCode(KEY, again.rounds[0]!, 2, 4, 3)]);
    expect(codes).not.toContain(code1);
    expect(liveReports(again)).toEqual([]);
  });
});

describe('the players report, the director accepts', () => {
  it('white enters, black confirms, the round is untouched until the director accepts', () => {
    const entered = act(base, code1, { action: 'enter', side: 'white', result: '1-0' });
    expect(entered.rounds).toBe(base.rounds);
    expect(must(slipView(entered, code1))).toMatchObject({ state: 'entered', by: 'white', result: '1-0' });
    const confirmed = act(entered, code1, { action: 'confirm', side: 'black' });
    expect(confirmed.rounds).toBe(base.rounds);
    expect(liveReports(confirmed)).toEqual([{ round: 1, board: 1, white: 1, black: 2, pairing: pairingFingerprint(round1), state: 'confirmed', by: 'white', result: '1-0' }]);
    const accepted = must(acceptReport(confirmed, 1, undefined));
    expect(accepted.rounds[0]!.games[0]).toEqual({ board: 1, white: 1, black: 2, result: '1-0' });
    expect(accepted.ownResults?.reports).toEqual([]);
    // Single use: the board has its result, the code is spent.
    expect(must(slipView(accepted, code1))).toMatchObject({ state: 'accepted', result: '1-0' });
    const again = reportOwnResult(accepted, code1, { action: 'enter', side: 'black', result: '0-1' });
    expect(!again.ok && again.error.code).toBe('slip-spent');
  });

  it('a code of one board never reads or writes another', () => {
    const t = act(base, code2, { action: 'enter', side: 'black', result: '0-1' });
    expect(liveReports(t).map((r) => r.board)).toEqual([2]);
    expect(must(slipView(t, code1)).state).toBe('open');
    const confirmOther = reportOwnResult(t, code1, { action: 'confirm', side: 'black' });
    expect(!confirmOther.ok && confirmOther.error.code).toBe('no-report');
  });

  it.each<[string, SlipAction[], SlipAction, string]>([
    ['the player who entered confirms his own entry', [{ action: 'enter', side: 'white', result: '1-0' }], { action: 'confirm', side: 'white' }, 'same-side'],
    [
      'the other enters over an entry (he confirms or disputes)',
      [{ action: 'enter', side: 'white', result: '1-0' }],
      { action: 'enter', side: 'black', result: '0-1' },
      'slip-reported',
    ],
    ['a dispute with the same result', [{ action: 'enter', side: 'white', result: '1-0' }], { action: 'dispute', side: 'black', result: '1-0' }, 'report-result'],
    ['a confirmation of nothing', [], { action: 'confirm', side: 'black' }, 'no-report'],
    ['a forfeit reported by a player (the arbiter enters forfeits)', [], { action: 'enter', side: 'white', result: '+-' }, 'report-result'],
    [
      'a change after the confirmation',
      [
        { action: 'enter', side: 'white', result: '1-0' },
        { action: 'confirm', side: 'black' },
      ],
      { action: 'enter', side: 'white', result: '0-1' },
      'slip-reported',
    ],
  ])('refuses %s', (_, before, action, code) => {
    const r = reportOwnResult(act(base, code1, ...before), code1, action);
    expect(!r.ok && r.error.code).toBe(code);
  });

  it('the one who entered may correct his entry before it is confirmed', () => {
    const t = act(base, code1, { action: 'enter', side: 'white', result: '1-0' }, { action: 'enter', side: 'white', result: '1/2-1/2' });
    expect(liveReports(t)).toMatchObject([{ state: 'entered', result: '1/2-1/2' }]);
  });

  it('a dispute waits for the director, who names the result', () => {
    const t = act(base, code1, { action: 'enter', side: 'white', result: '1-0' }, { action: 'dispute', side: 'black', result: '1/2-1/2' });
    expect(must(slipView(t, code1))).toMatchObject({ state: 'disputed', by: 'white', result: '1-0', claim: '1/2-1/2' });
    const unnamed = acceptReport(t, 1, undefined);
    expect(!unnamed.ok && unnamed.error.code).toBe('report-result');
    expect(must(acceptReport(t, 1, '1/2-1/2')).rounds[0]!.games[0]!.result).toBe('1/2-1/2');
    // Or sets it aside: the players enter it again.
    const dismissed = must(dismissReport(t, 1));
    expect(liveReports(dismissed)).toEqual([]);
    expect(must(slipView(dismissed, code1)).state).toBe('open');
  });

  it('accepts every confirmed report at once, and leaves the others', () => {
    let t = act(base, code1, { action: 'enter', side: 'black', result: '0-1' }, { action: 'confirm', side: 'white' });
    t = act(t, code2, { action: 'enter', side: 'white', result: '1/2-1/2' });
    const { tournament, boards } = must(acceptConfirmed(t));
    expect(boards).toEqual([1]);
    expect(tournament.rounds[0]!.games.map((g) => g.result)).toEqual(['0-1', undefined]);
    expect(liveReports(tournament).map((r) => r.board)).toEqual([2]);
  });

  it('a result the director entered himself spends the code and voids the report', () => {
    const t = act(base, code1, { action: 'enter', side: 'white', result: '1-0' });
    const entered = must(enterResult(t, { board: 1 }, '0-1')).tournament;
    expect(liveReports(entered)).toEqual([]);
    const r = reportOwnResult(entered, code1, { action: 'confirm', side: 'black' });
    expect(!r.ok && r.error.code).toBe('slip-spent');
  });
});

describe('the setting and the file', () => {
  it('own-results is off by default, set with yes and no in every system', () => {
    const keizer: Tournament = { ...base, settings: DEFAULT_KEIZER_SETTINGS, ownResults: undefined };
    expect(keizer.settings.ownResults).toBeUndefined();
    const on = must(changeSetting(keizer, 'own-results', 'yes'));
    expect(on.tournament.settings.ownResults).toBe(true);
    // Nothing is recomputed by it: no warning although rounds are paired.
    expect(on.warnings).toEqual([]);
    expect(must(changeSetting(on.tournament, 'own-results', 'no')).tournament.settings).toEqual(DEFAULT_KEIZER_SETTINGS);
    const bad = changeSetting(keizer, 'own-results', 'maybe');
    expect(!bad.ok && bad.error.message).toBe('own-results maybe: expected yes or no');
  });

  it('the key and the reports are written to the tournament file and read back', () => {
    const t = act(base, code1, { action: 'enter', side: 'white', result: '1-0' }, { action: 'dispute', side: 'black', result: '0-1' });
    const text = makeTournamentFile(t);
    expect(text).toContain('\nsetting own-results yes\n');
    expect(text).toContain(`\nown-results-key ${KEY}\nown-result 1 1 1 2 ${pairingFingerprint(round1)} disputed white 1-0 0-1\n`);
    expect(must(parseTournamentFile(text))).toEqual(t);
    expect(describeChange(base, t)).toBe('disputed by a player: round 1 board 1: 1-0 (0-1 by black)');
  });

  it.each([
    ['an own-result line without the key', (s: string) => s.replace(/own-results-key .*\n/, ''), 'own-result lines but no "own-results-key"'],
    ['a key that is not one', (s: string) => s.replace(/own-results-key .*\n/, 'own-results-key abc\n'), '43 characters of base64url'],
    ['a disputed report without the claim', (s: string) => s.replace(' 1-0 0-1', ' 1-0'), 'expected own-result ROUND'],
  ])('a file with %s is refused, saying why', (_, edit, message) => {
    const t = act(base, code1, { action: 'enter', side: 'white', result: '1-0' }, { action: 'dispute', side: 'black', result: '0-1' });
    const r = parseTournamentFile(edit(makeTournamentFile(t)));
    expect(!r.ok && r.error.message).toContain(message);
  });
});
