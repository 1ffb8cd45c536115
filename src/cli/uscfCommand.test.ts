import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';
import { arbiter, tempDir } from '../../test/cliShell.js';

/** A club evening of two players, one game won by White; the tournament file says who had White. */
async function evening(dir: string, ids: [string, string]) {
  expect((await arbiter(dir, 'new', '--file', 't.txt', '--name', 'Tuesday Quads')).code).toBe(0);
  expect((await arbiter(dir, 'player', 'add', 'Lee, Kim', '--rating', '1500', '--federation-id', ids[0], '--file', 't.txt')).code).toBe(0);
  expect((await arbiter(dir, 'player', 'add', 'Park, Jae', '--federation-id', ids[1], '--file', 't.txt')).code).toBe(0);
  expect((await arbiter(dir, 'set', 'place', 'Boston', '--file', 't.txt')).code).toBe(0);
  expect((await arbiter(dir, 'pair', '--file', 't.txt')).code).toBe(0);
  expect((await arbiter(dir, 'result', '1', '1-0', '--file', 't.txt')).code).toBe(0);
  // "game BOARD WHITE BLACK RESULT" (docs/formats.md).
  const game = /^game 1 (\d+) (\d+) 1-0$/m.exec(readFileSync(join(dir, 't.txt'), 'utf8'));
  return { white: Number(game?.[1]), black: Number(game?.[2]) };
}

describe('arbiter report uscf --format dbf', () => {
  const dbf = ['report', 'uscf', '--format', 'dbf', '-f', 't.txt'];
  /** The flags the report needs beyond the tournament file: the first day, the affiliate, the chief TD, the state, the zip code. */
  const required = ['--start', '2026-11-24', '--affiliate', 'A6012345', '--chief-td', '87654321', '--state', 'MA', '--zip', '02116'];

  it('writes THEXPORT, TSEXPORT and TDEXPORT into the folder; dbffile reads them back', async () => {
    const dir = tempDir('arbiter-uscf-');
    const { white, black } = await evening(dir, ['12345678', '23456789']);
    const r = await arbiter(dir, ...dbf, '--out', 'usc', ...required, '--rating-system', 'quick');
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out).toBe('wrote usc/THEXPORT.DBF, usc/TSEXPORT.DBF, usc/TDEXPORT.DBF: 2 players\n');
    const read = async (name: string) => (await DBFFile.open(join(dir, 'usc', name))).readRecords();
    expect(await read('THEXPORT.DBF')).toEqual([
      expect.objectContaining({ H_NAME: 'Tuesday Quads', H_BEG_DATE: '20261124', H_END_DATE: '20261124', H_CITY: 'Boston', H_AFF_ID: 'A6012345', H_CTD_ID: '87654321' }),
    ]);
    expect(await read('TSEXPORT.DBF')).toEqual([expect.objectContaining({ S_SEC_NAME: 'Open', S_R_SYSTEM: 'Q', S_TOT_RNDS: '1', S_LST_PAIR: '2' })]);
    const cells = Object.fromEntries((await read('TDEXPORT.DBF')).map((x) => [x['D_PAIR_NUM'], [x['D_MEM_ID'], x['D_RATING'], x['D_RND01']]]));
    const id = (n: number) => (n === 1 ? '12345678' : '23456789');
    const rating = (n: number) => (n === 1 ? '1500' : '');
    expect(cells).toEqual({
      [String(white)]: [id(white), rating(white), `W    ${black}W`],
      [String(black)]: [id(black), rating(black), `L    ${white}B`],
    });
  });

  it.each([
    [
      ['--out', 'usc'],
      "needs the affiliate id (H_AFF_ID), the chief TD's member id (H_CTD_ID), the state (H_STATE), the zip code (H_ZIPCODE), the first day (H_BEG_DATE), the last day (H_END_DATE) (flags: --affiliate",
    ],
    [required, '--format dbf needs --out DIR'],
    [[...required, '--out', 'usc', '--format', 'xls'], '--format must be one of text, dbf, not "xls"'],
  ])('refuses %j, naming what is missing', async (flags, message) => {
    const dir = tempDir('arbiter-uscf-');
    await evening(dir, ['12345678', '23456789']);
    const r = await arbiter(dir, ...dbf, ...flags);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain(message);
  });

  it('refuses players without a member id, naming them', async () => {
    const dir = tempDir('arbiter-uscf-');
    await evening(dir, ['12345678', '2345']);
    const r = await arbiter(dir, ...dbf, '--out', 'usc', ...required);
    expect([r.code, r.err]).toEqual([2, expect.stringContaining('every player needs a US Chess member id of 8 digits (D_MEM_ID): 2 Park, Jae ("2345")') as unknown]);
  });
});
