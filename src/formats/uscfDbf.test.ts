import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';
import { makeUscfDbf, uscfDbfCell, type UscfDbfDetails } from './uscfDbf.js';
import type { UscfReport } from './uscfReport.js';
import { tempDir } from '../../test/cliShell.js';

/** The files read back by an independent dBase reader (dbffile): each file's fields, records and date. */
async function readBack(files: readonly { name: string; bytes: Uint8Array }[]) {
  const dir = tempDir('arbiter-uscf-dbf-');
  const out: Record<string, { fields: [string, string, number][]; records: Record<string, unknown>[]; date: Date }> = {};
  for (const f of files) {
    writeFileSync(join(dir, f.name), f.bytes);
    const dbf = await DBFFile.open(join(dir, f.name));
    out[f.name] = { fields: dbf.fields.map((x) => [x.name, x.type, x.size]), records: await dbf.readRecords(), date: dbf.dateOfLastUpdate };
  }
  return out;
}

/** A 4-player, 3-round section written by hand (independent of the tournament's report). */
const report: UscfReport = {
  event: 'Boston Fall Open',
  section: 'Open',
  startDate: '2026-10-17',
  endDate: '2026-10-18',
  system: 'regular',
  timeControl: 'G/90;d5',
  chiefTd: '',
  affiliate: '',
  rounds: 3,
  players: [
    {
      number: 1,
      name: 'Nuñez, Ana Belén',
      uscfId: '12345678',
      rating: 1850,
      total: 2.5,
      rounds: [{ code: 'W', opponent: 12, colour: 'b' }, { code: 'D', opponent: 2, colour: 'w' }, { code: 'B' }],
    },
    {
      number: 2,
      name: 'Smith Jr, John',
      uscfId: '23456789',
      rating: 1420,
      total: 1.5,
      rounds: [{ code: 'X', opponent: 3, colour: 'w' }, { code: 'D', opponent: 1, colour: 'b' }, { code: 'H' }],
    },
    { number: 3, name: 'Lee, Kim', uscfId: '34567890', total: 0, rounds: [{ code: 'F', opponent: 2, colour: 'b' }, { code: 'U' }, { code: 'L', opponent: 12, colour: 'w' }] },
    {
      number: 12,
      name: 'Park, Jae',
      uscfId: '45678901',
      rating: 2001,
      total: 1,
      rounds: [{ code: 'L', opponent: 1, colour: 'w' }, { code: 'U' }, { code: 'W', opponent: 3, colour: 'b' }],
    },
  ],
};
const details: UscfDbfDetails = { affiliateId: 'a6012345', chiefTdId: '87654321', city: 'Boston', state: 'ma', zip: '02116', written: '2026-10-19' };

describe('US Chess format 2C (THEXPORT, TSEXPORT, TDEXPORT), read back by dbffile field by field', () => {
  it('the three files hold the fields of Appendix E1 with the values written out by hand', async () => {
    const r = makeUscfDbf(report, details);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.files.map((f) => f.name)).toEqual(['THEXPORT.DBF', 'TSEXPORT.DBF', 'TDEXPORT.DBF']);
    expect(r.value.shortened).toEqual([]);
    const back = await readBack(r.value.files);
    const h = back['THEXPORT.DBF']!;
    expect(h.date).toEqual(new Date(2026, 9, 19));
    expect(h.fields).toEqual([
      ['H_FORMAT', 'C', 5],
      ['H_PROGRAM', 'C', 10],
      ['H_EVENT_ID', 'C', 12],
      ['H_NAME', 'C', 35],
      ['H_TOT_SECT', 'C', 2],
      ['H_BEG_DATE', 'C', 8],
      ['H_END_DATE', 'C', 8],
      ['H_AFF_ID', 'C', 8],
      ['H_CITY', 'C', 21],
      ['H_STATE', 'C', 2],
      ['H_ZIPCODE', 'C', 10],
      ['H_COUNTRY', 'C', 21],
      ['H_SENDCROS', 'C', 1],
      ['H_CTD_ID', 'C', 8],
      ['H_ATD_ID', 'C', 8],
      ['H_OTHER_TD', 'C', 254],
    ]);
    expect(h.records).toEqual([
      {
        H_FORMAT: '2C',
        H_PROGRAM: 'ARBITER',
        H_EVENT_ID: '',
        H_NAME: 'Boston Fall Open',
        H_TOT_SECT: '1',
        H_BEG_DATE: '20261017',
        H_END_DATE: '20261018',
        H_AFF_ID: 'A6012345',
        H_CITY: 'Boston',
        H_STATE: 'MA',
        H_ZIPCODE: '02116',
        H_COUNTRY: 'USA',
        H_SENDCROS: 'N',
        H_CTD_ID: '87654321',
        H_ATD_ID: '',
        H_OTHER_TD: '',
      },
    ]);
    const s = back['TSEXPORT.DBF']!;
    expect(s.fields.map(([name, type, size]) => `${name} ${type}${size}`).join(' ')).toBe(
      'S_EVENT_ID C12 S_SEC_NUM C2 S_SEC_NAME C30 S_R_SYSTEM C1 S_TIMECTL C40 S_CTD_ID C8 S_ATD_ID C8 S_TRN_TYPE C1 S_TOT_RNDS C2 S_LST_PAIR C4 S_BEG_DATE C8 S_END_DATE C8 S_SCH_LVL C1 S_GR_PRIX C1 S_GP_PTS C3 S_FIDE C1',
    );
    // The section number right-justified, blank-filled (M. Nolan, US Chess, "File formats").
    expect(s.records).toEqual([
      {
        S_EVENT_ID: '',
        S_SEC_NUM: ' 1',
        S_SEC_NAME: 'Open',
        S_R_SYSTEM: 'R',
        S_TIMECTL: 'G/90;d5',
        S_CTD_ID: '87654321',
        S_ATD_ID: '',
        S_TRN_TYPE: 'S',
        S_TOT_RNDS: '3',
        S_LST_PAIR: '12',
        S_BEG_DATE: '20261017',
        S_END_DATE: '20261018',
        S_SCH_LVL: 'N',
        S_GR_PRIX: 'N',
        S_GP_PTS: '',
        S_FIDE: 'N',
      },
    ]);
    const d = back['TDEXPORT.DBF']!;
    expect(d.fields.map(([name, type, size]) => `${name} ${type}${size}`).join(' ')).toBe(
      'D_EVENT_ID C12 D_SEC_NUM C2 D_PAIR_NUM C4 D_MEM_ID C8 D_NAME C30 D_STATE C2 D_RATING C4 D_RND01 C7 D_RND02 C7 D_RND03 C7',
    );
    const row = (pair: string, id: string, name: string, rating: string, r1: string, r2: string, r3: string) => ({
      D_EVENT_ID: '',
      D_SEC_NUM: ' 1',
      D_PAIR_NUM: pair,
      D_MEM_ID: id,
      D_NAME: name,
      D_STATE: '',
      D_RATING: rating,
      D_RND01: r1,
      D_RND02: r2,
      D_RND03: r3,
    });
    expect(d.records).toEqual([
      row('1', '12345678', 'Nunez, Ana Belen', '1850', 'W   12B', 'D    2W', 'B'),
      row('2', '23456789', 'Smith Jr, John', '1420', 'X    3', 'D    1B', 'H'),
      row('3', '34567890', 'Lee, Kim', '', 'F    2', 'U', 'L   12W'),
      row('12', '45678901', 'Park, Jae', '2001', 'L    1W', 'U', 'W    3B'),
    ]);
  });

  it('the raw bytes: dBase III header, one descriptor per field, 0x0D, space-filled records, 0x1A', () => {
    const r = makeUscfDbf(report, details);
    if (!r.ok) throw new Error(r.error.message);
    const ts = r.value.files[1]!.bytes;
    const view = new DataView(ts.buffer, ts.byteOffset);
    // 16 fields: header 32 + 16 × 32 + 1 = 545 bytes; a record 1 + 12+2+30+1+40+8+8+1+2+4+8+8+1+1+3+1 = 131.
    expect([ts[0], ts[1], ts[2], ts[3], view.getUint32(4, true), view.getUint16(8, true), view.getUint16(10, true)]).toEqual([3, 126, 10, 19, 1, 545, 131]);
    expect([ts[544], ts[545], ts.length, ts[ts.length - 1]]).toEqual([0x0d, 0x20, 545 + 131 + 1, 0x1a]);
    expect(new TextDecoder().decode(ts.slice(546, 546 + 14))).toBe('             1');
  });

  it.each([
    ['a win with Black against 12', { code: 'W', opponent: 12, colour: 'b' }, 'W   12B'],
    ['a loss with White against 1234', { code: 'L', opponent: 1234, colour: 'w' }, 'L 1234W'],
    ['a forfeit win: no colour', { code: 'X', opponent: 7, colour: 'w' }, 'X    7'],
    ['a half-point bye', { code: 'H' }, 'H'],
  ] as const)('a round cell: %s', (_what, entry, cell) => {
    expect(uscfDbfCell(entry)).toBe(cell);
  });

  it.each([
    [
      'nothing of what US Chess requires',
      { written: '2026-10-19' },
      'uscfDbf.missing',
      /needs the affiliate id \(H_AFF_ID\), the chief TD's member id \(H_CTD_ID\), the city \(H_CITY\), the state \(H_STATE\), the zip code \(H_ZIPCODE\)$/,
    ],
    ['a chief TD id of 7 digits', { ...details, chiefTdId: '1234567' }, 'uscfDbf.invalid', /chief TD's member id "1234567" is not 8 digits/],
    ['an affiliate id without its letter', { ...details, affiliateId: '6012345' }, 'uscfDbf.invalid', /affiliate id "6012345" is not a letter and 7 digits/],
    ['a state of three letters', { ...details, state: 'MAS' }, 'uscfDbf.invalid', /state "MAS" is not two letters/],
  ])('refuses %s, naming what is missing or wrong', (_what, d, code, message) => {
    const r = makeUscfDbf(report, d);
    expect(r.ok ? undefined : r.error.code).toBe(code);
    expect(r.ok ? '' : r.error.message).toMatch(message);
  });

  it('refuses players without a member id, naming each', () => {
    const players = report.players.map((p) => (p.number === 3 ? { ...p, uscfId: '' } : p.number === 12 ? { ...p, uscfId: '4567' } : p));
    const r = makeUscfDbf({ ...report, players }, details);
    expect(r.ok ? '' : `${r.error.code} ${r.error.message}`).toBe(
      'uscfDbf.members every player needs a US Chess member id of 8 digits (D_MEM_ID): 3 Lee, Kim (none), 12 Park, Jae ("4567")',
    );
  });

  it('cuts a name longer than its field and says so; refuses a name outside Latin letters', () => {
    const long = makeUscfDbf({ ...report, event: 'The Greater Boston Autumn Chess Open 2026' }, details);
    expect(long.ok && long.value.shortened).toEqual(['H_NAME: "The Greater Boston Autumn Chess Open 2026" cut to 35 characters']);
    const greek = makeUscfDbf({ ...report, players: report.players.map((p) => (p.number === 3 ? { ...p, name: 'Λεε, Κιμ' } : p)) }, details);
    expect(greek.ok ? '' : greek.error.message).toBe('TDEXPORT.DBF: record 3, D_NAME: "Λεε, Κιμ" is not plain ASCII');
  });
});
