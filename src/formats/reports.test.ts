import { describe, expect, it } from 'vitest';
import { tournamentGames } from './fideReport.js';
import { makeUscfReport, parseUscfReport, uscfReport, uscfReportGames } from './uscfReport.js';
import { springOpen } from '../../test/springOpen.js';

const t = springOpen;

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
