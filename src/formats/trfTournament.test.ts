import { describe, expect, it } from 'vitest';
import { fixtureNames, fixtureText } from '../../test/dutchFixtures.js';
import { parseTrf } from './trf.js';
import { tournamentFromTrf, trfFromTournament } from './trfTournament.js';
import { standings } from '../director/registry.js';
import { DEFAULT_SWISS_SETTINGS } from '../core/settings.js';
import type { Tournament } from '../core/tournament.js';

/** The whole tournaments of a set of the 2017 reference tournaments ("small/case1.trf", …). */
const complete = (set: 'small' | 'large') =>
  fixtureNames('2017', set)
    .filter((f) => /^case\d+\.trf$/.test(f))
    .map((f) => `${set}/${f}`);

describe('TRF tournaments as our tournaments (the 2017 reference tournaments, test/fixtures/dutch)', () => {
  const files = [...complete('small'), ...complete('large')];
  it('finds the fixtures', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('imports every one with the points of its own points column, and exports the same round entries', () => {
    const failures: string[] = [];
    for (const file of files) {
      const trf = parseTrf(fixtureText('2017', file));
      if (!trf.ok) throw new Error(`${file}: ${trf.error.message}`);
      const t = tournamentFromTrf(trf.value);
      if (!t.ok) {
        failures.push(`${file}: ${t.error.message}`);
        continue;
      }
      const rows = standings(t.value, undefined, []).rows;
      const points = new Map(rows.map((r) => [r.id, r.score]));
      for (const p of trf.value.players) if (points.get(p.id) !== p.points) failures.push(`${file}: player ${p.id} has ${points.get(p.id)} points, the file says ${p.points}`);
      const back = trfFromTournament(t.value, { points, rank: new Map() });
      for (const p of trf.value.players) {
        const mine = back.players.find((x) => x.id === p.id)!.rounds.map((e) => `${e.opponent} ${e.result}`);
        const theirs = p.rounds.map((e) => `${e.opponent} ${e.result === ' ' ? 'Z' : e.result}`);
        if (mine.join('|') !== theirs.join('|')) failures.push(`${file}: player ${p.id}: ${mine.join('|')} ≠ ${theirs.join('|')}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('refuses contradicting opponent entries with a clear message', () => {
    const text = fixtureText('2017', complete('small')[0]!);
    // Player 1's round-1 entry: give him the same colour as his opponent (column 97 is the colour).
    const lines = text.split('\n');
    const i = lines.findIndex((l) => l.startsWith('001    1 '));
    const line = lines[i]!;
    const opponentColour = line[96] === 'w' ? 'b' : 'w';
    lines[i] = line.slice(0, 96) + opponentColour + line.slice(97);
    const trf = parseTrf(lines.join('\n'));
    expect(trf.ok).toBe(true);
    if (!trf.ok) return;
    const t = tournamentFromTrf(trf.value);
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.error.message).toMatch(/players 1 and \d+, round 1: their entries contradict each other/);
  });
});

describe('tie-break values in a TRF (XXT / XTV extension lines)', () => {
  it('exports the standings with their tie-break values and reads them back', async () => {
    const { makeTrf } = await import('./trf.js');
    const { trfTiebreaks } = await import('./trfTournament.js');
    const trf = parseTrf(fixtureText('2017', complete('small')[3]!));
    if (!trf.ok) throw new Error(trf.error.message);
    const t = tournamentFromTrf(trf.value);
    if (!t.ok) throw new Error(t.error.message);
    const s = standings(t.value, undefined, ['sonneborn-berger', 'buchholz-cut1']);
    const text = makeTrf(
      trfFromTournament(t.value, {
        points: new Map(s.rows.map((r) => [r.id, r.score])),
        rank: new Map(s.rows.map((r) => [r.id, r.rank])),
        tiebreaks: s.tiebreaks,
        values: new Map(s.rows.map((r) => [r.id, (s.tiebreaks ?? []).map((k) => r.tiebreaks?.[k] ?? 0)])),
      }),
    );
    expect(text).toMatch(/^XXT sonneborn-berger buchholz-cut1$/m);
    const back = parseTrf(text);
    if (!back.ok) throw new Error(back.error.message);
    const read = trfTiebreaks(back.value);
    expect(read.ok && read.value?.names).toEqual(['sonneborn-berger', 'buchholz-cut1']);
    for (const r of s.rows) {
      expect(read.ok && read.value?.values.get(r.id)).toEqual([r.tiebreaks!['sonneborn-berger'], r.tiebreaks!['buchholz-cut1']].map((v) => Math.round(v! * 100) / 100));
      expect(back.value.players.find((p) => p.id === r.id)!.rank).toBe(r.rank);
    }
    const again = tournamentFromTrf(back.value);
    expect(again.ok && again.value.settings.system === 'swiss-dutch' && again.value.settings.tiebreaks).toEqual(['sonneborn-berger', 'buchholz-cut1']);
  });
});

describe('FIDE fields in TRF16 (C.04 TRF16 player record 001)', () => {
  it('writes sex, title, federation, FIDE id and birth date in their columns and reads them back', async () => {
    const { makeTrf } = await import('./trf.js');
    const { DEFAULT_SWISS_SETTINGS } = await import('../core/settings.js');
    const players = [
      { id: 1, name: 'Çelik, Ahmet', rating: 2512, title: 'GM', sex: 'm', federation: 'TUR', fideId: '6300123', birthDate: '1990-04-01' },
      { id: 2, name: 'Müller, Anna', rating: 2105, title: 'WFM', sex: 'w', federation: 'GER', fideId: '24600000', birthDate: '2001', federationId: 'DSB-77' },
    ] as const;
    const t = { name: 'FIDE fields', settings: DEFAULT_SWISS_SETTINGS, players: [...players], rounds: [], absences: [] };
    const text = makeTrf(trfFromTournament(t, { points: new Map(), rank: new Map() }));
    // Columns (1-based): 1-3 "001", 5-8 start number, 10 sex, 11-13 title, 15-47 name, 49-52 rating,
    // 54-56 federation, 58-68 FIDE id, 70-79 birth date (YYYY/MM/DD), 81-84 points.
    expect(text.split('\n').filter((l) => l.startsWith('001'))).toEqual([
      '001    1 m GM Çelik, Ahmet                      2512 TUR     6300123 1990/04/01  0.0',
      '001    2 wWFM Müller, Anna                      2105 GER    24600000 2001        0.0',
    ]);
    const back = parseTrf(text);
    if (!back.ok) throw new Error(back.error.message);
    const imported = tournamentFromTrf(back.value);
    if (!imported.ok) throw new Error(imported.error.message);
    // The national federation's id has no column in TRF16: everything else comes back.
    expect(imported.value.players).toEqual([players[0], { ...players[1], federationId: undefined }].map((p) => JSON.parse(JSON.stringify(p))));
  });

  it('refuses an unknown title or federation in an imported TRF, naming the player', () => {
    const line = '001    1 mXX  Jansen, Piet                      1850 BEL     1234567 1980/05/01  0.0';
    const trf = parseTrf(`012 X\n${line}\n`);
    if (!trf.ok) throw new Error(trf.error.message);
    const t = tournamentFromTrf(trf.value);
    expect(t.ok || t.error.message).toMatch(/^player 1: title: "XX" is not a FIDE title/);
  });
});

describe('unusual results (½-0, 0-½, 0-0) in a TRF: each player his own code (C.04 Annex 2: "=" against "0", "0" against "0")', () => {
  // By hand: round 1, 1–2 ½-0 and 3–4 0-0; round 2, 2–4 0-½ and 3–1 0-1. Points: 1: ½ + 1 = 1½; 2: 0;
  // 3: 0; 4: 0 + ½ = ½. Buchholz (C.07 (2026) 8.1, every game played, so no adjustment): 1: 0 + 0 = 0;
  // 2: 1½ + ½ = 2; 3: ½ + 1½ = 2; 4: 0 + 0 = 0. A half of ½-0 is no win: player 1 has one win (round 2).
  const t: Tournament = {
    name: 'Unusual',
    settings: { ...DEFAULT_SWISS_SETTINGS, numbering: 'given' },
    players: [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}`, rating: 2000 - id, startNumber: id })),
    rounds: [
      {
        number: 1,
        games: [
          { board: 1, white: 1, black: 2, result: '1/2-0' },
          { board: 2, white: 3, black: 4, result: '0-0' },
        ],
        byes: [],
      },
      {
        number: 2,
        games: [
          { board: 1, white: 2, black: 4, result: '0-1/2' },
          { board: 2, white: 3, black: 1, result: '0-1' },
        ],
        byes: [],
      },
    ],
    absences: [],
  };
  const table = standings(t, undefined, ['buchholz', 'wins']);
  const row = (id: number) => table.rows.find((r) => r.id === id)!;

  it('scores each player his own result', () => {
    expect([1, 2, 3, 4].map((id) => row(id).score)).toEqual([1.5, 0, 0, 0.5]);
    expect([1, 2, 3, 4].map((id) => row(id).tiebreaks?.buchholz)).toEqual([0, 2, 2, 0]);
    expect([1, 2, 3, 4].map((id) => row(id).tiebreaks?.wins)).toEqual([1, 0, 0, 0]);
  });

  it('writes = against 0 and 0 against 0, and reads back the same games', () => {
    const trf = trfFromTournament(t, { points: new Map(table.rows.map((r) => [r.id, r.score])), rank: new Map(table.rows.map((r) => [r.id, r.rank])) });
    const entries = (id: number) => trf.players.find((p) => p.id === id)!.rounds.map((e) => `${e.opponent} ${e.colour} ${e.result}`);
    expect(entries(1)).toEqual(['2 w =', '3 b 1']);
    expect(entries(2)).toEqual(['1 b 0', '4 w 0']);
    expect(entries(3)).toEqual(['4 w 0', '1 w 0']);
    expect(entries(4)).toEqual(['3 b 0', '2 b =']);
    const back = tournamentFromTrf(trf);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.rounds.map((r) => r.games.map((g) => `${g.white}-${g.black} ${g.result}`).sort())).toEqual([
      ['1-2 1/2-0', '3-4 0-0'],
      ['2-4 0-1/2', '3-1 0-1'],
    ]);
  });
});
