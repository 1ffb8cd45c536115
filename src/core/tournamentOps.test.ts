import { describe, expect, it } from 'vitest';
import { DEFAULT_DOUBLE_SWISS_SETTINGS, DEFAULT_KEIZER_SETTINGS, DEFAULT_ROUND_ROBIN_SETTINGS, DEFAULT_SWISS_SETTINGS } from './settings.js';
import { describeChange } from './changes.js';
import type { Tournament } from './tournament.js';
import type { Result } from './result.js';
import {
  addListedPlayers,
  addPlayer,
  addRound,
  allowPairing,
  forbidPairing,
  markAbsent,
  markPresent,
  must,
  readyToPair,
  removePlayer,
  replaceLastRound,
  resolvePlayer,
  setResult,
  undoLastRound,
  withdrawPlayer,
} from './tournamentOps.js';

/** The error's message, or "ok". */
const message = (r: Result<unknown>): string => (r.ok ? 'ok' : r.error.message);

const base: Tournament = {
  name: 'Club',
  settings: DEFAULT_KEIZER_SETTINGS,
  players: [
    { id: 1, name: 'Jansen, Piet', rating: 1800 },
    { id: 2, name: 'Jansens, Karel', rating: 1700 },
    { id: 3, name: 'Bakker', rating: 1600 },
    { id: 4, name: 'Slager' },
  ],
  rounds: [
    {
      number: 1,
      games: [
        { board: 1, white: 1, black: 2, result: '1-0' },
        { board: 2, white: 3, black: 4 },
      ],
      byes: [],
    },
  ],
  absences: [],
};

describe('tournament operations', () => {
  it.each([
    ['3', 'Bakker'],
    ['bakker', 'Bakker'],
    ['Jansen, Piet', 'Jansen, Piet'],
    ['Jansens', 'Jansens, Karel'],
  ])('finds %s', (query, name) => {
    expect(must(resolvePlayer(base, query)).name).toBe(name);
  });

  it.each([
    ['Kasparov', /no player "Kasparov"/],
    ['Jans', /"Jans" matches 2 players: 1 Jansen, Piet, 2 Jansens, Karel/],
  ])('refuses %s', (query, message) => {
    const r = resolvePlayer(base, query);
    expect(r.ok || r.error.message).toMatch(message);
  });

  it('registers a late entry from the next round, and refuses a double name or a bad rating', () => {
    const r = must(addPlayer(base, { name: '  Nieuw   Lid ', rating: 1500 }));
    expect(r.player).toEqual({ id: 5, name: 'Nieuw Lid', rating: 1500, joinedRound: 2 });
    expect(addPlayer(base, { name: 'bakker' }).ok).toBe(false);
    expect(addPlayer(base, { name: 'X', rating: -5 }).ok).toBe(false);
    expect(addPlayer({ ...base, settings: DEFAULT_ROUND_ROBIN_SETTINGS }, { name: 'X' }).ok).toBe(false);
  });

  it('adds players from the list once', () => {
    const r = must(
      addListedPlayers(base, [
        { name: 'Claes', federationId: '9' },
        { name: 'Bakker', federationId: '7' },
        { name: 'Other', federationId: '9' },
      ]),
    );
    expect(r.added.map((p) => p.name)).toEqual(['Claes']);
    expect(r.skipped.map((p) => p.name)).toEqual(['Bakker', 'Other']);
  });

  it('refuses a second player with the same FIDE id, and keeps the FIDE fields in one spelling', () => {
    const r = must(addPlayer(base, { name: 'Çelik, Ahmet', fideId: ' 6300123 ', title: 'gm', sex: 'M', federation: 'tur' }));
    expect(r.player).toEqual({ id: 5, name: 'Çelik, Ahmet', fideId: '6300123', title: 'GM', sex: 'm', federation: 'TUR', joinedRound: 2 });
    const again = addPlayer(r.tournament, { name: 'Celik A', fideId: '6300123' });
    expect(again.ok || again.error.message).toBe('there is already a player with FIDE id 6300123');
    const bad = addPlayer(base, { name: 'X', title: 'Grandmaster' });
    expect(bad.ok || bad.error.message).toMatch(/^player "X": title: "Grandmaster" is not a FIDE title \(GM, IM, WGM, FM, WIM, CM, WFM, WCM\)$/);
  });

  it('announces and takes back absences for the next round', () => {
    const a = must(markAbsent(base, 3, 'excused'));
    const b = must(markAbsent(a, 3, 'club-duty'));
    expect(b.absences).toEqual([{ round: 2, player: 3, kind: 'club-duty' }]);
    expect(must(markPresent(b, 3)).absences).toEqual([]);
    expect(markPresent(base, 3).ok).toBe(false);
    const w = must(withdrawPlayer(base, 4));
    expect(w.players[3]).toEqual({ id: 4, name: 'Slager', withdrawnFromRound: 2 });
    expect(markAbsent(w, 4, 'excused').ok).toBe(false);
  });

  it('pairs only after every result is in, and undoes only a round without results', () => {
    expect(message(readyToPair(base))).toBe('round 1 has no result yet on board 2: enter it (or mark it postponed) before pairing round 2');
    expect(message(undoLastRound(base))).toBe('round 1 has results on board 1; a round with results cannot be undone');
    const done = must(setResult(base, { player: 4 }, '0-1'));
    expect(done.rounds[0]!.games[1]!.result).toBe('0-1');
    const round2 = { number: 2, games: [{ board: 1, white: 2, black: 1 }], byes: [3] };
    const paired = must(addRound(done, round2));
    expect(must(undoLastRound(paired)).rounds).toHaveLength(1);
    expect(must(replaceLastRound(paired, { ...round2, games: [{ board: 1, white: 1, black: 2 }] })).rounds[1]!.games[0]!.white).toBe(1);
    expect(message(setResult(paired, { board: 3 }, '1-0'))).toBe('round 2 has no board 3 (boards 1–1)');
    const bye = setResult(paired, { player: 3 }, '1-0');
    expect(message(bye)).toBe('Bakker has no game in round 2 (he has the bye)');
    const cleared = must(setResult(done, { board: 2 }, undefined));
    expect(cleared.rounds[0]!.games[1]).toEqual({ board: 2, white: 3, black: 4 });
  });
});

describe('prohibited pairings (arbiter forbid)', () => {
  const open: Tournament = {
    name: 'Open',
    plannedRounds: 5,
    settings: DEFAULT_SWISS_SETTINGS,
    players: [1, 2, 3].map((id) => ({ id, name: `Player ${id}` })),
    rounds: [],
    absences: [],
  };
  it('enters one, says so in the history, and takes it back', () => {
    const t = must(forbidPairing(open, [1, 3], { first: 2 }));
    expect(t.prohibitions).toEqual([{ players: [1, 3], firstRound: 2 }]);
    expect(describeChange(open, t)).toBe('pairing prohibited: players 1, 3, rounds 2–end');
    const back = must(allowPairing(t, [3, 1]));
    expect(back.prohibitions).toBeUndefined();
    expect(describeChange(t, back)).toBe('prohibition taken back: players 1, 3, rounds 2–end');
  });
  it('goes with a removed player; a group of three keeps the other two', () => {
    const t = must(forbidPairing(must(forbidPairing(open, [1, 2, 3])), [2, 3]));
    expect(must(removePlayer(t, 1)).prohibitions).toEqual([{ players: [2, 3] }, { players: [2, 3] }]);
    expect(must(removePlayer(t, 3)).prohibitions).toEqual([{ players: [1, 2] }]);
  });
  it.each([
    [[1, 2], { first: 1, last: 5 }, undefined],
    [[1, 2, 2], {}, /named twice/],
    [[1, 7], {}, /no player 7/],
    [[1, 2], { first: 6 }, /round 6: the rounds are 1 to 5/],
    [[1, 2], { first: 4, last: 3 }, /first round comes after the last/],
  ])('%o %o', (players, rounds, message) => {
    const r = forbidPairing(open, players, rounds);
    expect(r.ok ? undefined : r.error.message).toEqual(message === undefined ? undefined : expect.stringMatching(message));
  });
  it('is refused for rounds already paired, and for a second entry of the same players', () => {
    const paired = { ...open, rounds: [{ number: 1, games: [{ board: 1, white: 1, black: 2, result: '1-0' as const }], byes: [3] }] };
    expect(forbidPairing(paired, [1, 2], { last: 1 })).toMatchObject({ ok: false, error: { code: 'already-paired' } });
    expect(forbidPairing(must(forbidPairing(open, [1, 2])), [2, 1], { first: 3 })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/already/) } });
  });
});

describe('absences in a Double-Swiss (C.04.5 Preface: "Byes (requested or assigned) apply only to matches, never to individual games")', () => {
  const ds: Tournament = { ...base, settings: DEFAULT_DOUBLE_SWISS_SETTINGS, plannedRounds: 6 };
  it.each([
    // [round asked, rounds announced]: rounds 1 and 2 (match 1) are paired; match 2 is rounds 3 and 4, match 3 is 5 and 6.
    [3, [3, 4]],
    [4, [3, 4]],
    [5, [5, 6]],
  ] as const)('a half-point bye for round %s covers rounds %j', (round, want) => {
    const open = {
      ...ds,
      rounds: [
        { ...base.rounds[0]!, number: 1 },
        { number: 2, games: [], byes: [] },
      ],
    };
    const r = markAbsent(open, 3, 'half-bye', round);
    expect(r.ok && r.value.absences.filter((a) => a.player === 3).map((a) => a.round)).toEqual(want);
  });
  it('refuses an absence for game b of a match whose game a is paired, and takes back both rounds of a match', () => {
    const r = markAbsent({ ...ds, rounds: [base.rounds[0]!] }, 3, 'half-bye', 2);
    expect(message(r)).toContain('round 2 is game b of match 1, whose game a is paired: byes apply only to whole matches');
    const both = must(markAbsent(ds, 3, 'zero-bye', 3));
    expect(must(markPresent(both, 3, 4)).absences.filter((a) => a.player === 3)).toEqual([]);
  });
});
