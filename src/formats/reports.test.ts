import { describe, expect, it } from 'vitest';
import { DEFAULT_KEIZER_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';
import type { GameResult } from '../core/game.js';
import { tournamentGames } from './fideReport.js';
import { makeUscfReport, parseUscfReport, uscfReport, uscfReportGames } from './uscfReport.js';

const game = (board: number, white: number, black: number, result?: GameResult) => ({ board, white, black, result });

const t: Tournament = {
  name: 'Spring Open',
  plannedRounds: 3,
  settings: DEFAULT_KEIZER_SETTINGS,
  players: [
    { id: 1, name: 'Anna Alpha', rating: 2053, federationId: '30915422', fideId: '2061234', birthDate: '1998-04-02' },
    { id: 2, name: 'Bert Beta', rating: 1675, federationId: '12345678' },
    { id: 3, name: 'Cees Gamma', rating: 2310 },
    { id: 4, name: 'Dirk Delta' },
    { id: 5, name: 'Eva Epsilon', rating: 1500 },
  ],
  rounds: [
    { number: 1, games: [game(1, 2, 1, '0-1'), game(2, 3, 4, '1/2-1/2')], byes: [5] },
    { number: 2, games: [game(1, 1, 3, '0-1'), game(2, 4, 5, '+-')], byes: [] },
    { number: 3, games: [game(1, 5, 1, '--'), game(2, 2, 3, '1-0')], byes: [] },
  ],
  absences: [
    { round: 2, player: 2, kind: 'half-bye' },
    { round: 3, player: 4, kind: 'zero-bye' },
  ],
};

describe('USCF rating report (plain text)', () => {
  const meta = { section: 'Open', startDate: '2026-03-01', endDate: '2026-03-15', system: 'regular' as const, timeControl: 'G/90;d5', chiefTd: 'Jane TD', affiliate: 'A1234567' };
  it('round-trips through its reader', () => {
    const r = uscfReport(t, meta);
    if (!r.ok) throw new Error(r.error.message);
    const text = makeUscfReport(r.value);
    const back = parseUscfReport(text);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value).toEqual(r.value);
    const key = (g: { round: number; white: number; black: number; result: string }) => `${g.round}:${g.white}-${g.black}:${g.result}`;
    expect(uscfReportGames(back.value).map(key).sort()).toEqual(tournamentGames(t).map(key).sort());
  });
  it('uses the USCF notation: W/L/D with opponent and colour, X/F forfeits, B/H/U byes', () => {
    const r = uscfReport(t, meta);
    if (!r.ok) throw new Error(r.error.message);
    const text = makeUscfReport(r.value);
    const line = (n: number) => text.split('\n').find((l) => new RegExp(`^\\s*${n}  `).test(l)) ?? '';
    expect(line(1)).toMatch(/Anna Alpha\s+30915422\s+2053\s+1\.0\s+W2b\s+L3w\s+F5b$/);
    expect(line(2)).toMatch(/\s+1\.5\s+L1w\s+H\s+W3w$/);
    expect(line(4)).toMatch(/unr\.\s+1\.5\s+D3b\s+X5w\s+U$/);
    expect(line(5)).toMatch(/\s+1\.0\s+B\s+F4b\s+F1w$/);
  });
  it.each([
    ['a wrong first line', (s: string) => s.replace('USCF RATING REPORT', 'REPORT'), /^line 1: the first line must be/],
    ['a missing header field', (s: string) => s.replace(/^Chief TD: .*\n/m, ''), /the header has no "Chief TD:" line/],
    ['a bad result', (s: string) => s.replace('W2b', 'Q2b'), /round 1: "Q2b" is not a result/],
    ['a played game without colour', (s: string) => s.replace('W2b', 'W2 '), /round 1: "W2" needs the colour/],
    ['a missing round', (s: string) => s.replace(/\s+F5b$/m, ''), /has 2 round entries, the header says 3/],
  ])('errors name the line: %s', (_name, edit, message) => {
    const r = uscfReport(t, meta);
    if (!r.ok) throw new Error(r.error.message);
    const bad = parseUscfReport(edit(makeUscfReport(r.value)));
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.error.message).toMatch(message);
  });
});
