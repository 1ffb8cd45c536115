import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';
import { makeUscfDbfReport } from './uscfDbfReport.js';
import { springOpen } from '../../test/springOpen.js';
import { tempDir } from '../../test/cliShell.js';

const ids = ['30915422', '12345678', '23456789', '34567890', '45678901'];
const t = {
  ...springOpen,
  details: { place: 'Kenner', startDate: '2026-03-01', endDate: '2026-03-15', timeControl: 'G/90;d5' },
  players: springOpen.players.map((p, i) => ({ ...p, federationId: ids[i] })),
};
const options = { affiliateId: 'A6012345', chiefTdId: '87654321', state: 'LA', zip: '70065', written: '2026-03-16' };

describe('makeUscfDbfReport: the Spring Open (test/springOpen.ts) as format 2C', () => {
  it('every round entry as its cell, read back by dbffile; the details fill dates, time control and city', async () => {
    const r = makeUscfDbfReport(t, options);
    if (!r.ok) throw new Error(r.error.message);
    const dir = tempDir('arbiter-uscf-');
    for (const f of r.value.files) writeFileSync(join(dir, f.name), f.bytes);
    const [h] = await (await DBFFile.open(join(dir, 'THEXPORT.DBF'))).readRecords();
    expect(h).toMatchObject({ H_NAME: 'Spring Open', H_BEG_DATE: '20260301', H_END_DATE: '20260315', H_CITY: 'Kenner', H_STATE: 'LA', H_ZIPCODE: '70065' });
    const [s] = await (await DBFFile.open(join(dir, 'TSEXPORT.DBF'))).readRecords();
    expect(s).toMatchObject({ S_TIMECTL: 'G/90;d5', S_TOT_RNDS: '3', S_LST_PAIR: '5' });
    const rows = await (await DBFFile.open(join(dir, 'TDEXPORT.DBF'))).readRecords();
    // The games of test/springOpen.ts by hand: round 1 2-1 0-1, 3-4 draw, 5 the bye; round 2 1-3 0-1, 4-5
    // forfeit won by White, 2 a half-point bye; round 3 5-1 double forfeit, 2-3 1-0, 4 a zero-point bye.
    expect(rows.map((x) => [x['D_PAIR_NUM'], x['D_MEM_ID'], x['D_RATING'], x['D_RND01'], x['D_RND02'], x['D_RND03']])).toEqual([
      ['1', '30915422', '2053', 'W    2B', 'L    3W', 'F    5'],
      ['2', '12345678', '1675', 'L    1W', 'H', 'W    3W'],
      ['3', '23456789', '2310', 'D    4W', 'W    1B', 'L    2B'],
      ['4', '34567890', '', 'D    3B', 'X    5', 'U'],
      ['5', '45678901', '1500', 'B', 'F    4', 'F    1'],
    ]);
  });

  it('a game without its result is refused before anything is written', () => {
    const unfinished = { ...t, rounds: [...t.rounds.slice(0, 2), { number: 3, games: [{ board: 1, white: 5, black: 1 }], byes: [] }] };
    const r = makeUscfDbfReport(unfinished, options);
    expect(r.ok ? '' : r.error.message).toBe('round 3, board 1: the game 5-1 has no result yet');
  });
});
