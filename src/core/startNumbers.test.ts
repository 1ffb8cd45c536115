import { describe, expect, it } from 'vitest';
import { DEFAULT_SWISS_SETTINGS } from './settings.js';
import type { Player } from './player.js';
import type { Tournament } from './tournament.js';
import { compareInitialRanking, startNumbers, startOrder } from './startNumbers.js';
import { addListedPlayers, addPlayer, addRound, must, undoLastRound } from './tournamentOps.js';
import { parseTournamentFile, makeTournamentFile } from '../formats/tournamentFile.js';

const p = (id: number, name: string, rating?: number, title?: Player['title']): Player => ({ id, name, ...(rating !== undefined ? { rating } : {}), ...(title ? { title } : {}) });

describe('the initial ranking list (General Handling Rules for Swiss Tournaments 2026, Article 2)', () => {
  // Each row: two players, the one ranked first, and the criterion that decides.
  const cases: [a: Player, b: Player, first: string, rule: string][] = [
    [p(1, 'Aalders', 1900), p(2, 'Zwart', 2100), 'Zwart', 'Art. 2: rating, highest first'],
    [p(1, 'Aalders'), p(2, 'Zwart', 1000), 'Zwart', 'an unrated player after every rated one'],
    [p(1, 'Aalders', 2300, 'FM'), p(2, 'Zwart', 2300, 'IM'), 'Zwart', 'equal ratings: the title (GM, IM, WGM, FM, …)'],
    [p(1, 'Aalders', 2300, 'FM'), p(2, 'Zwart', 2300, 'WGM'), 'Zwart', 'WGM before FM in the list of titles'],
    [p(1, 'Aalders', 2200, 'WCM'), p(2, 'Zwart', 2200, 'CM'), 'Zwart', 'CM before WFM and WCM'],
    [p(1, 'Aalders', 2200), p(2, 'Zwart', 2200, 'WCM'), 'Zwart', 'any title before no title'],
    [p(1, 'Zwart', 2000), p(2, 'Aalders', 2000), 'Aalders', 'equal rating and title: alphabetically'],
    [p(2, 'Bakker', undefined, 'GM'), p(1, 'Aalders'), 'Bakker', 'unrated: the title still decides'],
  ];
  it.each(cases.map(([a, b, first, rule]) => ({ a, b, first, rule })))('$rule', ({ a, b, first }) => {
    expect([a, b].sort(compareInitialRanking)[0]!.name).toBe(first);
    expect([b, a].sort(compareInitialRanking)[0]!.name).toBe(first);
  });
});

/** Registered in this order (numbers 1–5), not in rating order. */
const open: Tournament = {
  name: 'Open',
  plannedRounds: 5,
  settings: DEFAULT_SWISS_SETTINGS,
  players: [p(1, 'Claes', 1800), p(2, 'Aerts', 2250, 'FM'), p(3, 'Dewulf'), p(4, 'Baert', 2250, 'IM'), p(5, 'Engels', 1800)],
  rounds: [],
  absences: [],
};
const round1 = { number: 1, games: [{ board: 1, white: 4, black: 1 }, { board: 2, white: 5, black: 2 }], byes: [3] };

describe('start numbers', () => {
  it('follow the rule before round 1 and are fixed when it is paired', () => {
    // By hand: Baert 2250 IM, Aerts 2250 FM, Claes 1800 (C before E), Engels 1800, Dewulf unrated.
    expect(startOrder(open, 'rating').map((x) => x.name)).toEqual(['Baert', 'Aerts', 'Claes', 'Engels', 'Dewulf']);
    expect(open.players.some((x) => x.startNumber !== undefined)).toBe(false);
    const paired = must(addRound(open, round1));
    expect(paired.players.map((x) => [x.name, x.startNumber])).toEqual([
      ['Claes', 3],
      ['Aerts', 2],
      ['Dewulf', 5],
      ['Baert', 1],
      ['Engels', 4],
    ]);
  });

  it('do not change when a rating is corrected after round 1 (they are fixed)', () => {
    const paired = must(addRound(open, round1));
    const corrected = { ...paired, players: paired.players.map((x) => (x.name === 'Dewulf' ? { ...x, rating: 2400 } : x)) };
    expect(startOrder(corrected, 'rating').map((x) => x.name)).toEqual(['Baert', 'Aerts', 'Claes', 'Engels', 'Dewulf']);
  });

  it('give late entries the next numbers, several at once in the order of the rule; nobody else changes', () => {
    const paired = must(addRound(open, round1));
    const one = must(addPlayer(paired, { name: 'Fonteyn', rating: 2500 }));
    expect(one.player).toMatchObject({ id: 6, joinedRound: 2, startNumber: 6 });
    const two = must(addListedPlayers(one.tournament, [{ name: 'Goossens', rating: 1500 }, { name: 'Hermans', rating: 2000 }]));
    expect(two.added.map((x) => [x.name, x.startNumber])).toEqual([
      ['Goossens', 8],
      ['Hermans', 7],
    ]);
    expect(two.tournament.players.slice(0, 5)).toEqual(paired.players);
  });

  it('are given back when round 1 is undone (a correction before round 1 counts again)', () => {
    const paired = must(addRound(open, round1));
    const undone = must(undoLastRound(paired));
    expect(undone.players).toEqual(open.players);
  });

  it('with numbering given are the order of registration', () => {
    const given = { ...open, settings: { ...DEFAULT_SWISS_SETTINGS, numbering: 'given' as const } };
    expect([...startNumbers(given, 'given')]).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
    ]);
  });

  it('of a file paired before they were kept: rating, then the order of registration, as it was paired', () => {
    const legacy = { ...open, rounds: [round1] };
    expect(startOrder(legacy, 'rating').map((x) => x.name)).toEqual(['Aerts', 'Baert', 'Claes', 'Engels', 'Dewulf']);
  });

  it('survive the tournament file', () => {
    const paired = must(addRound(open, round1));
    const late = must(addPlayer(paired, { name: 'Fonteyn', rating: 2500 })).tournament;
    const back = parseTournamentFile(makeTournamentFile(late));
    expect(back).toEqual({ ok: true, value: late });
    if (back.ok) expect(startOrder(back.value, 'rating').map((x) => x.startNumber)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
