import { describe, expect, it } from 'vitest';
import { findListedByClub, findListedByName, parsePlayerList } from './playerList.js';

describe('player list (players.csv, keizer.md §6)', () => {
  it('reads the five columns, quoted names, unquoted names with commas and a header', () => {
    const csv = 'stamnummer,naam,club,elo,partijen\n12345,Jansen Piet,230,1850,120\n23456,"Bakker, Jan",230,0,0\r\n34567,Slager, Karel,301,1600,45\n\n';
    const parsed = parsePlayerList(csv);
    expect(parsed.ok && parsed.value).toEqual([
      { federationId: '12345', name: 'Jansen Piet', club: '230', rating: 1850, gamesPlayed: 120, row: 2 },
      { federationId: '23456', name: 'Bakker, Jan', club: '230', rating: undefined, gamesPlayed: 0, row: 3 },
      { federationId: '34567', name: 'Slager, Karel', club: '301', rating: 1600, gamesPlayed: 45, row: 4 },
    ]);
  });

  it('reports every broken row by number and imports nothing', () => {
    const parsed = parsePlayerList('1,A,230,1500,3\n2,B,230\n3,C,230,abc,1\n4,,230,1400,1\n5,"E,230,1,1\n');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.rows.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(parsed.error.message).toMatch(/^4 broken rows \(row 2: expected 5 columns.*row 3: rating "abc".*row 4: the name is empty.*row 5: a quote is not closed\); nothing was imported$/);
  });

  it('finds players by name prefix and by club', () => {
    const parsed = parsePlayerList('1,Jansen Piet,230,1500,3\n2,Jansens Karel,230,1400,3\n3,Bakker Jan,301,1300,3\n');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(findListedByName(parsed.value, 'jans').map((p) => p.name)).toEqual(['Jansen Piet', 'Jansens Karel']);
    expect(findListedByName(parsed.value, 'Jansen Piet').map((p) => p.name)).toEqual(['Jansen Piet']);
    expect(findListedByClub(parsed.value, '230').length).toBe(2);
    expect(parsePlayerList('\n\n').ok).toBe(false);
  });
});
