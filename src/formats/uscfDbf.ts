/**
 * The US Chess rating report as the three dBase III files of format "2C" that US Chess's upload takes and
 * WinTD and SwissSys write: THEXPORT.DBF (the event), TSEXPORT.DBF (its sections, one here) and
 * TDEXPORT.DBF (the players, one record each, with a cell per round).
 *
 * Sources of the field lists: US Chess's "Appendix E1, TA and Edit File Structure" (the rating system's
 * description of the DBase III files Thexport/Tsexport/Tdexport "for the writers of pairing programs"),
 * WinTD's help "How To: Make a US Chess Report" (affiliate id, chief TD's id, city, state, zip and country
 * are required), and US Chess's forum threads "File formats" (M. Nolan, US Chess: the section number "is
 * a two character right justified LEFT BLANK FILLED field"; the upload takes tournament type S) and "File
 * formats for sending in reports to USCF" (the dBase III layout, `dbase.ts`). Every field is a character
 * field, left-justified and space-filled except the section numbers; dates are YYYYMMDD.
 *
 * | file | field (width) |
 * |---|---|
 * | THEXPORT | H_FORMAT (5) "2C", H_PROGRAM (10), H_EVENT_ID (12), H_NAME (35), H_TOT_SECT (2), H_BEG_DATE (8), H_END_DATE (8), H_AFF_ID (8), H_CITY (21), H_STATE (2), H_ZIPCODE (10), H_COUNTRY (21), H_SENDCROS (1), H_CTD_ID (8), H_ATD_ID (8), H_OTHER_TD (254) |
 * | TSEXPORT | S_EVENT_ID (12), S_SEC_NUM (2), S_SEC_NAME (30), S_R_SYSTEM (1), S_TIMECTL (40), S_CTD_ID (8), S_ATD_ID (8), S_TRN_TYPE (1), S_TOT_RNDS (2), S_LST_PAIR (4), S_BEG_DATE (8), S_END_DATE (8), S_SCH_LVL (1), S_GR_PRIX (1), S_GP_PTS (3), S_FIDE (1) |
 * | TDEXPORT | D_EVENT_ID (12), D_SEC_NUM (2), D_PAIR_NUM (4), D_MEM_ID (8), D_NAME (30), D_STATE (2), D_RATING (4), D_RND01 … (7 each) |
 *
 * A round cell is the result code in column 1, the opponent's pairing number right-justified in columns
 * 3–6 and the colour (W or B) in column 7: `W   12B` a win with Black against number 12; `X   12` and
 * `F   12` a forfeit won or lost (no colour: no game); `B`, `H` and `U` a full-point bye, a half-point bye
 * and a round without a game (USCF codes as in `uscfReport.ts`).
 */
import { err, ok, type Result } from '../core/result.js';
import { makeDbase, type DbaseField } from './dbase.js';
import type { UscfReport, UscfReportEntry } from './uscfReport.js';

/** What the report needs beyond the tournament's results. */
export interface UscfDbfDetails {
  /** H_EVENT_ID: US Chess's id of the event, for a corrected report; blank for a first one (US Chess assigns it). */
  readonly eventId?: string | undefined;
  /** H_AFF_ID: the affiliate's id, a letter and 7 digits (A6012345). */
  readonly affiliateId?: string | undefined;
  /** H_CTD_ID: the chief TD's member id, 8 digits. */
  readonly chiefTdId?: string | undefined;
  /** H_ATD_ID: the assistant chief TD's member id, optional. */
  readonly assistantTdId?: string | undefined;
  /** H_OTHER_TD: the other TDs' member ids. */
  readonly otherTdIds?: readonly string[] | undefined;
  readonly city?: string | undefined;
  /** Two letters (MA). */
  readonly state?: string | undefined;
  readonly zip?: string | undefined;
  /** Default USA. */
  readonly country?: string | undefined;
  /** H_SENDCROS: ask US Chess to send the crosstable (Y/N, default N). */
  readonly sendCrosstable?: boolean | undefined;
  /** S_FIDE: the section is FIDE rated too (default no). */
  readonly fideRated?: boolean | undefined;
  /** H_PROGRAM. */
  readonly program?: string | undefined;
  /** The date of the files (the dBase header's last update), YYYY-MM-DD. */
  readonly written: string;
}

export const USCF_DBF_FILES = ['THEXPORT.DBF', 'TSEXPORT.DBF', 'TDEXPORT.DBF'] as const;
export type UscfDbfFileName = (typeof USCF_DBF_FILES)[number];

export interface UscfDbf {
  readonly files: readonly { readonly name: UscfDbfFileName; readonly bytes: Uint8Array }[];
  /** Texts cut to their field's width, one line each: `H_NAME: "…" cut to 35 characters`. */
  readonly shortened: readonly string[];
}

export interface UscfDbfError {
  readonly code: 'uscfDbf.missing' | 'uscfDbf.invalid' | 'uscfDbf.members' | 'uscfDbf.size';
  readonly message: string;
}

const c = (name: string, width: number): DbaseField => ({ name, width });
export const THEXPORT_FIELDS: readonly DbaseField[] = [
  c('H_FORMAT', 5),
  c('H_PROGRAM', 10),
  c('H_EVENT_ID', 12),
  c('H_NAME', 35),
  c('H_TOT_SECT', 2),
  c('H_BEG_DATE', 8),
  c('H_END_DATE', 8),
  c('H_AFF_ID', 8),
  c('H_CITY', 21),
  c('H_STATE', 2),
  c('H_ZIPCODE', 10),
  c('H_COUNTRY', 21),
  c('H_SENDCROS', 1),
  c('H_CTD_ID', 8),
  c('H_ATD_ID', 8),
  c('H_OTHER_TD', 254),
];
export const TSEXPORT_FIELDS: readonly DbaseField[] = [
  c('S_EVENT_ID', 12),
  c('S_SEC_NUM', 2),
  c('S_SEC_NAME', 30),
  c('S_R_SYSTEM', 1),
  c('S_TIMECTL', 40),
  c('S_CTD_ID', 8),
  c('S_ATD_ID', 8),
  c('S_TRN_TYPE', 1),
  c('S_TOT_RNDS', 2),
  c('S_LST_PAIR', 4),
  c('S_BEG_DATE', 8),
  c('S_END_DATE', 8),
  c('S_SCH_LVL', 1),
  c('S_GR_PRIX', 1),
  c('S_GP_PTS', 3),
  c('S_FIDE', 1),
];
const TDEXPORT_FIXED: readonly DbaseField[] = [c('D_EVENT_ID', 12), c('D_SEC_NUM', 2), c('D_PAIR_NUM', 4), c('D_MEM_ID', 8), c('D_NAME', 30), c('D_STATE', 2), c('D_RATING', 4)];
export const tdexportFields = (rounds: number): DbaseField[] => [...TDEXPORT_FIXED, ...Array.from({ length: rounds }, (_, i) => c(`D_RND${String(i + 1).padStart(2, '0')}`, 7))];

/** S_R_SYSTEM: R regular, Q quick, D dual (regular and quick). */
const RATING_SYSTEM = { regular: 'R', quick: 'Q', dual: 'D' } as const;

/** The cell of one round (module comment). */
export function uscfDbfCell(e: UscfReportEntry): string {
  if (e.opponent === undefined || e.opponent === 0) return e.code;
  const colour = 'WLD'.includes(e.code) ? (e.colour === 'b' ? 'B' : 'W') : '';
  return `${e.code} ${String(e.opponent).padStart(4)}${colour}`;
}

/** Latin letters without their accents (Lefèvre → Lefevre); what stays outside ASCII is refused by the writer. */
export const asciiText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/Æ/g, 'AE')
    .replace(/æ/g, 'ae')
    .replace(/Ø/g, 'O')
    .replace(/ø/g, 'o')
    .replace(/Ł/g, 'L')
    .replace(/ł/g, 'l');

const yyyymmdd = (d: string): string => d.replace(/-/g, '');
const MEMBER_ID = /^\d{8}$/;

/** The three files of a one-section report. Every player needs a US Chess member id. */
export function makeUscfDbf(r: UscfReport, d: UscfDbfDetails): Result<UscfDbf, UscfDbfError> {
  const checked = checkDetails(r, d);
  if (!checked.ok) return checked;
  const shortened: string[] = [];
  /** A free text in ASCII, cut to its field (noted in `shortened`). */
  const text = (field: string, width: number, v: string, who = ''): string => {
    const a = asciiText(v.trim());
    if (a.length <= width) return a;
    shortened.push(`${who}${field}: "${a}" cut to ${width} characters`);
    return a.slice(0, width);
  };
  const eventId = d.eventId?.trim() ?? '';
  const ctd = d.chiefTdId?.trim() ?? '';
  const atd = d.assistantTdId?.trim() ?? '';
  const lastPair = r.players.reduce((m, p) => Math.max(m, p.number), 0);
  const header = [
    '2C',
    text('H_PROGRAM', 10, d.program ?? 'ARBITER'),
    eventId,
    text('H_NAME', 35, r.event),
    '1',
    yyyymmdd(r.startDate),
    yyyymmdd(r.endDate),
    d.affiliateId?.trim().toUpperCase() ?? '',
    text('H_CITY', 21, d.city ?? ''),
    d.state?.trim().toUpperCase() ?? '',
    d.zip?.trim() ?? '',
    text('H_COUNTRY', 21, d.country ?? 'USA'),
    d.sendCrosstable ? 'Y' : 'N',
    ctd,
    atd,
    (d.otherTdIds ?? []).map((x) => x.trim()).join(','),
  ];
  const section = [
    eventId,
    ' 1',
    text('S_SEC_NAME', 30, r.section),
    RATING_SYSTEM[r.system],
    text('S_TIMECTL', 40, r.timeControl),
    ctd,
    atd,
    'S',
    String(r.rounds),
    String(lastPair),
    yyyymmdd(r.startDate),
    yyyymmdd(r.endDate),
    'N',
    'N',
    '',
    d.fideRated ? 'Y' : 'N',
  ];
  const players = r.players.map((p) => [
    eventId,
    ' 1',
    String(p.number),
    p.uscfId.trim(),
    text('D_NAME', 30, p.name, `player ${p.number}, `),
    '',
    p.rating === undefined ? '' : String(p.rating),
    ...p.rounds.map(uscfDbfCell),
  ]);
  const tables = [
    { name: 'THEXPORT.DBF', fields: THEXPORT_FIELDS, records: [header] },
    { name: 'TSEXPORT.DBF', fields: TSEXPORT_FIELDS, records: [section] },
    { name: 'TDEXPORT.DBF', fields: tdexportFields(r.rounds), records: players },
  ] as const;
  const files: { name: UscfDbfFileName; bytes: Uint8Array }[] = [];
  for (const t of tables) {
    const bytes = makeDbase({ fields: t.fields, records: t.records, updated: d.written });
    if (!bytes.ok) return err({ code: 'uscfDbf.invalid', message: `${t.name}: ${bytes.error.message}` });
    files.push({ name: t.name, bytes: bytes.value });
  }
  return ok({ files, shortened });
}

/** What US Chess requires and the fields' forms, every problem at once. */
function checkDetails(r: UscfReport, d: UscfDbfDetails): Result<true, UscfDbfError> {
  const given = (v: string | undefined) => v !== undefined && v.trim() !== '';
  const missing = [
    ['the affiliate id (H_AFF_ID)', d.affiliateId],
    ["the chief TD's member id (H_CTD_ID)", d.chiefTdId],
    ['the city (H_CITY)', d.city],
    ['the state (H_STATE)', d.state],
    ['the zip code (H_ZIPCODE)', d.zip],
    ['the first day (H_BEG_DATE)', r.startDate],
    ['the last day (H_END_DATE)', r.endDate],
  ]
    .filter(([, v]) => !given(v))
    .map(([what]) => what as string);
  if (missing.length) return err({ code: 'uscfDbf.missing', message: `the US Chess report needs ${missing.join(', ')}` });
  const invalid: string[] = [];
  if (!/^[A-Za-z]\d{7}$/.test(d.affiliateId?.trim() ?? '')) invalid.push(`affiliate id "${d.affiliateId}" is not a letter and 7 digits (A6012345)`);
  for (const [what, id] of [
    ["chief TD's member id", d.chiefTdId],
    ["assistant chief TD's member id", d.assistantTdId],
    ...(d.otherTdIds ?? []).map((x) => ["other TD's member id", x] as const),
  ] as const)
    if (given(id) && !MEMBER_ID.test(id?.trim() ?? '')) invalid.push(`${what} "${id}" is not 8 digits`);
  if ((d.otherTdIds ?? []).join(',').length > 254) invalid.push("the other TDs' ids are more than H_OTHER_TD's 254 characters");
  if (!/^[A-Za-z]{2}$/.test(d.state?.trim() ?? '')) invalid.push(`state "${d.state}" is not two letters`);
  if ((d.zip?.trim() ?? '').length > 10) invalid.push(`zip code "${d.zip}" is more than 10 characters`);
  if ((d.eventId?.trim() ?? '').length > 12) invalid.push(`event id "${d.eventId}" is more than 12 characters`);
  for (const [what, v] of [
    ['first day', r.startDate],
    ['last day', r.endDate],
  ] as const)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) invalid.push(`${what} "${v}" is not a date YYYY-MM-DD`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(r.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(r.endDate) && r.endDate < r.startDate)
    invalid.push(`the last day ${r.endDate} is before the first ${r.startDate}`);
  if (invalid.length) return err({ code: 'uscfDbf.invalid', message: `the US Chess report: ${invalid.join('; ')}` });
  if (r.rounds > 99 || r.players.some((p) => p.number > 9999))
    return err({ code: 'uscfDbf.size', message: `format 2C holds up to 99 rounds (D_RND01–D_RND99) and pairing numbers up to 9999` });
  const members = r.players.filter((p) => !MEMBER_ID.test(p.uscfId.trim()));
  if (members.length)
    return err({
      code: 'uscfDbf.members',
      message: `every player needs a US Chess member id of 8 digits (D_MEM_ID): ${members.map((p) => `${p.number} ${p.name} (${p.uscfId.trim() === '' ? 'none' : `"${p.uscfId}"`})`).join(', ')}`,
    });
  return ok(true);
}
