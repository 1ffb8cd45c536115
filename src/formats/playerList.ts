import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import { err, ok, type Result } from '../core/result.js';
import { checkPlayerFields, parseWhole, NUMBER_LIMITS, type PlayerFields } from '../core/fields.js';
import { decodeChunks, decodeText, type TextEncoding } from './textBytes.js';
import { foldForSearch } from './listSearch.js';
import { isFideTxt, LIST_COLUMNS, readFideTxt, readFideXml, type FideListResult, type ListColumn, type ListRow, type RatingList } from './fideRatingList.js';

/**
 * A player list: the federation's `players.csv`, a club's spreadsheet, or the FIDE rating list; players
 * are then registered from it by name, id or club.
 *
 * - CSV (keizer.md §6): separated by commas, semicolons or tabs (found from the first lines), fields
 *   quoted or not, with or without a header row. Without one, the five columns of keizer.md §6: federation
 *   id, name, club number, rating, games played (an unquoted name with commas in a comma-separated file is
 *   everything between the first column and the last three, its parts joined by ", "). With a header row, the columns are found by
 *   their names (`COLUMN_NAMES`, in English, Dutch, French and German), in any order, and may give the
 *   FIDE data too; columns of other names are left out and listed.
 * - The FIDE rating list, TXT or XML (`fideRatingList.ts`), found from its first line.
 *
 * The bytes decide the encoding (`textBytes.ts`): UTF-8 with or without BOM, UTF-16 with BOM, or
 * Windows-1252. Every row passes the player's field rules (`checkPlayerFields`), so whatever a list holds
 * can be registered and saved; a broken row in a CSV list refuses the list whole (nothing half-imported),
 * naming each row. The FIDE list, which the director cannot mend, loses only its broken rows, listed as
 * skipped. An id (federation id or FIDE id) that two rows share refuses the list, naming the rows.
 */
export interface ListedPlayer extends PlayerFields {
  /** The line of the file where the player's row starts (1-based). */
  readonly row: number;
}

/** The player's fields, to register him (`addListedPlayers`). */
export function playerOfList(p: ListedPlayer): PlayerFields {
  const { row: _row, ...fields } = p;
  return fields;
}

export const LIST_FORMATS = ['csv', 'fide-txt', 'fide-xml'] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

export const SEPARATORS = [',', ';', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** What was found in the file: shown in the preview before anything is saved. */
export interface ListSource {
  readonly format: ListFormat;
  readonly encoding: TextEncoding;
  /** CSV: the separator found. */
  readonly separator?: Separator | undefined;
  /** CSV: the header row as written, or undefined when the file has none. */
  readonly header?: readonly string[] | undefined;
  /** The columns read, in the file's words (the five of keizer.md §6 for a CSV without header). */
  readonly columns: readonly string[];
  /** Header columns that were not read (their names are not known). */
  readonly ignored: readonly string[];
  /** The combined FIDE list: the rate whose rating was read. */
  readonly ratingList?: RatingList | undefined;
  /** Rows of players in the file (before `federation` kept some). */
  readonly rows: number;
  /** FIDE list rows left out because they break a field rule. */
  readonly skipped: readonly RowProblem[];
}

export interface PlayerList {
  readonly players: readonly ListedPlayer[];
  readonly source: ListSource;
}

export interface RowProblem {
  readonly row: number;
  readonly problem: string;
}

export const PLAYER_LIST_ERRORS = ['broken-rows', 'duplicate-ids', 'empty', 'header'] as const;
export type PlayerListErrorCode = (typeof PLAYER_LIST_ERRORS)[number];

export interface PlayerListError {
  readonly code: PlayerListErrorCode;
  readonly message: string;
  /** Each row in question: its number and what is wrong. */
  readonly rows: readonly RowProblem[];
}

export interface PlayerListOptions {
  /** The combined FIDE list holds three ratings: which one to read (standard unless said). */
  readonly ratingList?: RatingList | undefined;
  /** Read only the players of this FIDE federation (BEL): the FIDE list holds the world. Ids are checked for doubles among them. */
  readonly federation?: string | undefined;
}

/**
 * The names a header row may give each column, compared without case, accents, spaces and punctuation
 * ("Date of birth" is `dateofbirth`). A name column, or a last name column (with a first name column:
 * "Last, First"), is needed.
 */
export const COLUMN_NAMES: Record<ListColumn, readonly string[]> = {
  federationId: [
    'federationid',
    'fedid',
    'id',
    'nationalid',
    'natid',
    'memberid',
    'membernumber',
    'member',
    'licence',
    'license',
    'stamnummer',
    'stamnr',
    'relatienummer',
    'relatienr',
    'knsbnummer',
    'knsbnr',
    'bondsnummer',
    'lidnummer',
    'licentie',
    'matricule',
    'mitgliedsnummer',
    'zpsnummer',
    'zps',
    'code',
    'nr',
    'number',
  ],
  fideId: ['fideid', 'fide', 'fidenumber', 'fidenr', 'fidecode', 'idfide', 'fidenummer', 'idnumber'],
  name: ['name', 'naam', 'nom', 'player', 'playername', 'speler', 'joueur', 'spieler', 'fullname', 'volledigenaam', 'nomcomplet'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'achternaam', 'familienaam', 'nomdefamille', 'nachname', 'familienname'],
  firstName: ['firstname', 'first', 'givenname', 'forename', 'voornaam', 'voornamen', 'roepnaam', 'prenom', 'prenoms', 'vorname'],
  // The Dutch lists' infix ("van der"): it goes before the last name ("van der Berg, Jan").
  namePrefix: ['tussenvoegsel', 'tussenvoegsels', 'voorvoegsel', 'infix', 'nameprefix', 'particule'],
  title: ['title', 'titel', 'titre', 'tit'],
  sex: ['sex', 'gender', 'geslacht', 'sexe', 'geschlecht'],
  federation: ['federation', 'fed', 'country', 'land', 'nation', 'federatie', 'pays', 'fidefederation'],
  birthDate: [
    'born',
    'birth',
    'birthdate',
    'birthday',
    'dateofbirth',
    'bday',
    'birthyear',
    'yearofbirth',
    'geboortedatum',
    'geboren',
    'geboortejaar',
    'naissance',
    'datedenaissance',
    'datenaissance',
    'geburtsdatum',
    'geburtsjahr',
    'jahrgang',
  ],
  club: ['club', 'clubnumber', 'clubnr', 'clubnummer', 'clubname', 'clubid', 'vereniging', 'verein', 'cercle', 'kring'],
  rating: ['rating', 'elo', 'rtg', 'srtng', 'ratingstandard', 'standardrating', 'elorating', 'fiderating', 'fideelo', 'elofide', 'dwz'],
  // The national federation's rating: the Belgian list's "ELO BEL" / "Rating BEL", "Nat. rating", "Elo nat."
  // ("Elo" alone is the rating above). A list with a national rating and no rating column gives both.
  nationalRating: [
    'nationalrating',
    'natrating',
    'nationalelo',
    'natelo',
    'elonat',
    'elonational',
    'elonationaal',
    'nationaleelo',
    'nationalerating',
    'ratingnat',
    'ratingnational',
    'elobel',
    'ratingbel',
    'belrating',
    'belgianrating',
    'belgianelo',
    'elobelge',
    'elokbsb',
    'elofrbe',
    'eloksb',
  ],
  gamesPlayed: ['games', 'gamesplayed', 'gms', 'sgm', 'partijen', 'gespeeldepartijen', 'aantalpartijen', 'parties', 'partiesjouees', 'partien'],
  kFactor: ['k', 'kfactor', 'sk'],
};

/** The columns of a list without header row (keizer.md §6). */
const POSITIONAL: readonly ListColumn[] = ['federationId', 'name', 'club', 'rating', 'gamesPlayed'];
const POSITIONAL_WORDS = ['federation id', 'name', 'club number', 'rating', 'games played'];

/** The words a header row and `makePlayerList` use for each column (also what messages call it). */
export const COLUMN_WORDS: Record<ListColumn, string> = {
  federationId: 'federation id',
  fideId: 'FIDE id',
  name: 'name',
  lastName: 'last name',
  firstName: 'first name',
  namePrefix: 'name prefix',
  title: 'title',
  sex: 'sex',
  federation: 'federation',
  birthDate: 'born',
  club: 'club',
  rating: 'rating',
  nationalRating: 'national rating',
  gamesPlayed: 'games',
  kFactor: 'k',
};

const headerKey = (cell: string): string => foldForSearch(cell).replace(/[^a-z0-9]/g, '');
const COLUMN_OF_KEY = new Map<string, ListColumn>(LIST_COLUMNS.flatMap((c) => COLUMN_NAMES[c].map((k) => [k, c] as const)));

/** Reads a player list from the bytes of its file (a string is taken as its UTF-8 bytes). */
export function parsePlayerList(input: Uint8Array | string, options: PlayerListOptions = {}): Result<PlayerList, PlayerListError> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const ratingList = options.ratingList ?? 'standard';
  const rows = new RowChecker(options.federation?.trim().toUpperCase() || undefined);
  const head = decodeText(bytes.subarray(0, 4096)).text.replace(/^\uFEFF/, '');
  if (/^\s*</.test(head)) {
    const { encoding, chunks } = decodeChunks(bytes);
    return rows.finish(readFideXml(chunks, ratingList, rows.take), 'fide-xml', encoding, ratingList);
  }
  const { text, encoding } = decodeText(bytes);
  const firstLine = /^[^\r\n]*/.exec(text)![0];
  if (isFideTxt(firstLine)) return rows.finish(readFideTxt(text, ratingList, rows.take), 'fide-txt', encoding, ratingList);
  const csv = readCsvList(text, rows.take);
  if (!csv.ok) return csv;
  return rows.finish(ok({ read: csv.value.columns, combined: false }), 'csv', encoding, ratingList, csv.value);
}

/** Collects the rows of any format: checks each by the field rules, and the ids for doubles. */
class RowChecker {
  readonly players: ListedPlayer[] = [];
  readonly broken: RowProblem[] = [];
  count = 0;
  private readonly federationIds = new Map<string, number>();
  private readonly fideIds = new Map<string, number>();
  readonly duplicates: RowProblem[] = [];

  /** `federation`: only the rows of this federation are read (the others are counted, not checked). */
  constructor(private readonly federation: string | undefined) {}

  /** Takes one row of the file (as the readers hand them on). */
  readonly take = ({ row, values, problem }: ListRow): void => {
    this.count++;
    if (this.federation !== undefined && values.federation?.trim().toUpperCase() !== this.federation) return;
    const player = problem === undefined ? listedPlayer(row, values) : err(problem);
    if (!player.ok) {
      this.broken.push({ row, problem: player.error });
      return;
    }
    const p = player.value;
    if (p.federationId !== undefined) this.once(this.federationIds, p.federationId, 'federation id', row);
    if (p.fideId !== undefined) this.once(this.fideIds, p.fideId, 'FIDE id', row);
    this.players.push(p);
  };

  private once(ids: Map<string, number>, id: string, what: string, row: number): void {
    const first = ids.get(id);
    if (first !== undefined) this.duplicates.push({ row, problem: `${what} ${id} is also on row ${first}` });
    else ids.set(id, row);
  }

  finish(
    shape: FideListResult,
    format: ListFormat,
    encoding: TextEncoding,
    ratingList: RatingList,
    csv?: { separator: Separator; header: readonly string[] | undefined; ignored: readonly string[] },
  ): Result<PlayerList, PlayerListError> {
    if (!shape.ok)
      return err({ code: format === 'csv' ? 'broken-rows' : 'header', rows: [shape.error], message: `row ${shape.error.row}: ${shape.error.problem}; nothing was imported` });
    if (this.duplicates.length) {
      const n = this.duplicates.length;
      return err({
        code: 'duplicate-ids',
        rows: this.duplicates,
        message: `${n} row${n > 1 ? 's repeat ids' : ' repeats an id'} (${listRows(this.duplicates)}); an id names one player: nothing was imported`,
      });
    }
    if (this.broken.length && format === 'csv') {
      const n = this.broken.length;
      return err({ code: 'broken-rows', rows: this.broken, message: `${n} broken row${n > 1 ? 's' : ''} (${listRows(this.broken)}); nothing was imported` });
    }
    const players = this.players;
    if (this.federation !== undefined && !players.length && !this.broken.length)
      return err({ code: 'empty', rows: [], message: `the player list has no player of federation ${this.federation}` });
    if (!players.length)
      return err({
        code: 'empty',
        rows: this.broken,
        message: this.broken.length ? `the player list has no player that can be read (${listRows(this.broken)})` : 'the player list has no players',
      });
    const fide = format !== 'csv';
    return ok({
      players,
      source: {
        format,
        encoding,
        ...(csv ? { separator: csv.separator, header: csv.header } : {}),
        columns: shape.value.read,
        ignored: csv?.ignored ?? [],
        ...(fide && shape.value.combined ? { ratingList } : {}),
        rows: this.count,
        skipped: fide ? this.broken : [],
      },
    });
  }
}

const listRows = (rows: readonly RowProblem[]): string =>
  rows
    .slice(0, 10)
    .map((b) => `row ${b.row}: ${b.problem}`)
    .join('; ') + (rows.length > 10 ? `; and ${rows.length - 10} more` : '');

const NUMBER_COLUMNS = [
  // The national rating first: a list of national ratings only gives it as the rating too (readCsvList).
  ['nationalRating', NUMBER_LIMITS.nationalRating],
  ['rating', NUMBER_LIMITS.rating],
  ['gamesPlayed', NUMBER_LIMITS.gamesPlayed],
  ['kFactor', NUMBER_LIMITS.kFactor],
] as const;

/** One row's values as a player, by the player's field rules; the message names the column. */
function listedPlayer(row: number, v: Partial<Record<ListColumn, string>>): Result<ListedPlayer, string> {
  const numbers: Partial<Record<(typeof NUMBER_COLUMNS)[number][0], number>> = {};
  for (const [column, range] of NUMBER_COLUMNS) {
    const text = v[column];
    if (text === undefined || text === '') continue;
    const n = parseWhole(COLUMN_WORDS[column], text, range);
    if (!n.ok) return err(n.error.message);
    if ((column !== 'rating' && column !== 'nationalRating') || n.value > 0) numbers[column] = n.value; // rating 0: unrated
  }
  const born = v.birthDate === undefined ? undefined : listDate(v.birthDate);
  if (born === null) return err(`born: "${v.birthDate}" is not a date (YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY or YYYY)`);
  const given = (x: string | undefined): x is string => x !== undefined && x.trim() !== '';
  const last = [v.namePrefix, v.lastName].filter(given).join(' ');
  const name = v.name ?? [last, v.firstName].filter(given).join(', ');
  const checked = checkPlayerFields({
    name,
    federationId: v.federationId,
    fideId: v.fideId,
    title: v.title,
    sex: v.sex,
    federation: v.federation,
    birthDate: born,
    club: v.club,
    ...numbers,
  });
  if (!checked.ok) return err(checked.error.message);
  // The checked fields are a new object of our own: the row is added to it rather than copied with it.
  const player = checked.value as { -readonly [K in keyof ListedPlayer]: ListedPlayer[K] };
  player.row = row;
  return ok(player);
}

/** A birth date as lists write it, as YYYY-MM-DD (or YYYY); undefined for none, null when unreadable. */
function listDate(text: string): string | undefined | null {
  const t = text.trim();
  if (t === '' || /^0+$/.test(t)) return undefined;
  let m = /^(\d{4})(?:[-/.](\d{1,2})[-/.](\d{1,2}))?$/.exec(t);
  if (m) return m[2] === undefined ? m[1]! : `${m[1]}-${m[2].padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t); // day first, as in Belgium, the Netherlands, France, Germany
  if (m) return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return null;
}

/** The separator of a CSV text: the one of `,` `;` tab found most often outside quotes in its first lines. */
export function detectSeparator(text: string): Separator {
  const counts = new Map<Separator, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length && lines < 20; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) lines++;
    else if (!quoted && counts.has(c as Separator)) counts.set(c as Separator, counts.get(c as Separator)! + 1);
  }
  let best: Separator = ',';
  for (const s of SEPARATORS) if (counts.get(s)! > counts.get(best)!) best = s;
  return best;
}

/**
 * The first row is a header row when it names two known columns, or one name column and holds no number
 * (a list of names alone, as `makePlayerList` writes a list whose players have nothing else; a row of
 * keizer.md §6 starts with the federation id and holds a club number and a rating).
 */
function isHeaderRow(cells: readonly string[], known: readonly (ListColumn | undefined)[]): boolean {
  const count = known.filter((k) => k !== undefined).length;
  if (count >= 2) return true;
  return count === 1 && known.some((k) => k === 'name' || k === 'lastName') && !cells.some((c) => /^\d+$/.test(c.trim()));
}

/** Reads the CSV rows: the header (if any) maps the columns; each row is handed on with its line number. */
function readCsvList(
  text: string,
  onRow: (row: ListRow) => void,
): Result<{ separator: Separator; header: readonly string[] | undefined; columns: readonly string[]; ignored: readonly string[] }, PlayerListError> {
  const separator = detectSeparator(text);
  let records: { cells: string[]; row: number }[];
  try {
    records = readRecords(text, separator);
  } catch (e) {
    if (!(e instanceof CsvRowError)) throw e;
    return err({ code: 'broken-rows', rows: [{ row: e.row, problem: e.problem }], message: `row ${e.row}: ${e.problem}; nothing was imported` });
  }
  if (!records.length) return err({ code: 'empty', rows: [], message: 'the player list has no players' });
  const first = records[0]!;
  const known = first.cells.map((c) => COLUMN_OF_KEY.get(headerKey(c)));
  const isHeader = isHeaderRow(first.cells, known);
  if (!isHeader) {
    for (const { cells: all, row } of records) {
      // Empty cells after the fifth (a spreadsheet's trailing separators) are not columns.
      let end = all.length;
      while (end > 5 && all[end - 1] === '') end--;
      const cells = end === all.length ? all : all.slice(0, end);
      const fields = cells.length > 5 && separator === ',' ? [cells[0]!, cells.slice(1, cells.length - 3).join(', '), ...cells.slice(-3)] : cells;
      if (fields.length !== 5) onRow({ row, values: {}, problem: `expected 5 columns (${POSITIONAL_WORDS.join(', ')}), found ${fields.length}` });
      else onRow({ row, values: Object.fromEntries(POSITIONAL.map((c, i) => [c, fields[i]!])) });
    }
    return ok({ separator, header: undefined, columns: POSITIONAL_WORDS, ignored: [] });
  }
  const columns = new Map<ListColumn, number>();
  const ignored: string[] = [];
  for (const [i, k] of known.entries()) {
    if (k === undefined || columns.has(k)) {
      if (first.cells[i] !== '') ignored.push(first.cells[i]!);
    } else columns.set(k, i);
  }
  // Naam + Voornaam, Nom + Prénom, Name + Vorname: beside a first name, the name column holds the last name
  // ("Last, First"). Beside a last name column, a name column would not be read: it is listed as ignored.
  const nameAt0 = columns.get('name');
  if (nameAt0 !== undefined && !columns.has('lastName') && (columns.has('firstName') || columns.has('namePrefix'))) {
    columns.delete('name');
    columns.set('lastName', nameAt0);
  } else if (nameAt0 !== undefined && columns.has('lastName')) {
    columns.delete('name');
    ignored.push(first.cells[nameAt0]!);
  }
  if (!columns.has('name') && !columns.has('lastName'))
    return err({
      code: 'header',
      rows: [{ row: first.row, problem: 'no name column' }],
      message: `row ${first.row} is a header row without a name column (name, naam, nom, last name, …); nothing was imported`,
    });
  const width = first.cells.length;
  const nameAt = columns.get('name');
  for (const { cells, row } of records.slice(1)) {
    let fields = cells;
    // An unquoted name with commas in a comma-separated file: the extra cells belong to the name.
    if (fields.length > width && separator === ',' && nameAt !== undefined && fields.slice(width).some((c) => c !== ''))
      fields = [...cells.slice(0, nameAt), cells.slice(nameAt, nameAt + cells.length - width + 1).join(', '), ...cells.slice(nameAt + cells.length - width + 1)];
    if (fields.length < width || fields.slice(width).some((c) => c !== '')) {
      onRow({ row, values: {}, problem: `${fields.length} columns, the header row has ${width}` });
      continue;
    }
    const values: Partial<Record<ListColumn, string>> = {};
    for (const [column, i] of columns) if (fields[i] !== '') values[column] = fields[i]!;
    // A list of national ratings only (columns once read as the rating): the national rating is the rating too.
    if (!columns.has('rating') && values.nationalRating !== undefined) values.rating = values.nationalRating;
    onRow({ row, values });
  }
  return ok({ separator, header: first.cells, columns: [...columns.values()].sort((a, b) => a - b).map((i) => first.cells[i]!), ignored });
}

class CsvRowError extends Error {
  constructor(
    readonly row: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** The records of a CSV text with the line each starts on; empty lines are skipped. */
function readRecords(original: string, separator: Separator): { cells: string[]; row: number }[] {
  // One kind of line end, so that lines count as an editor counts them (files mix CRLF and LF).
  const text = original.includes('\r') ? original.replace(/\r\n?/g, '\n') : original;
  const options = { delimiter: separator, relax_column_count: true, relax_quotes: true, trim: true } as const;
  let records: string[][];
  try {
    // Empty lines are kept as records here (one empty cell), so that each record's line is known by
    // counting: csv-parse's own line numbers cost a context object per record.
    records = parseCsv(text, options);
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    throw new CsvRowError(
      brokenRecordLine(text, options),
      e.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quote is not closed' : `the CSV cannot be read (${e.message.replace(/ at line \d+.*$/, '')})`,
    );
  }
  const out: { cells: string[]; row: number }[] = [];
  let line = 1;
  for (const cells of records) {
    const row = line;
    line++;
    for (const c of cells) if (c.includes('\n')) line += c.split('\n').length - 1;
    if (cells.length === 1 && cells[0] === '') continue;
    out.push({ cells, row });
  }
  return out;
}

/** The line where the record that cannot be read starts: the first line that is not empty after the last good record. */
function brokenRecordLine(text: string, options: object): number {
  let lastEnd = 0;
  try {
    parseCsv(text, {
      ...options,
      on_record: (_cells: string[], context: { lines: number }) => {
        lastEnd = context.lines;
        return null;
      },
    });
  } catch {
    // the same error again: lastEnd is where the good records end
  }
  const lines = text.split('\n');
  let row = lastEnd + 1;
  while (row <= lines.length && lines[row - 1]!.trim() === '') row++;
  return row;
}

/** The columns `makePlayerList` writes, in this order (only those some player has). */
const WRITTEN: readonly ListColumn[] = ['federationId', 'fideId', 'name', 'title', 'sex', 'federation', 'birthDate', 'club', 'rating', 'nationalRating', 'gamesPlayed', 'kFactor'];

/**
 * A player list as the stores keep it (`players.csv`): UTF-8, comma-separated, a header row in the words
 * of `COLUMN_WORDS`, fields quoted when they hold a comma, a quote or spaces at their ends. It reads back
 * as the same players (`parsePlayerList`).
 */
export function makePlayerList(players: readonly PlayerFields[]): string {
  // The rating column goes with the national rating's, so that a national rating is not read back as the rating too.
  const given = (c: ListColumn) => players.some((p) => p[c as keyof PlayerFields] !== undefined);
  const columns = WRITTEN.filter((c) => given(c) || (c === 'rating' && given('nationalRating')));
  const cell = (v: PlayerFields[keyof PlayerFields]): string => {
    const text = v === undefined ? '' : String(v);
    return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [columns.map((c) => COLUMN_WORDS[c]).join(',')];
  for (const p of players) lines.push(columns.map((c) => cell(p[c as keyof PlayerFields])).join(','));
  return lines.join('\n') + '\n';
}

/** The source in a few words: "CSV, semicolon-separated, with a header row, Windows-1252". */
export function describeSource(s: ListSource): string {
  const what =
    s.format === 'csv'
      ? `CSV, ${({ ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const)[s.separator ?? ',']}-separated, ${s.header ? 'with a header row' : 'without a header row (keizer.md §6 columns)'}`
      : `the FIDE rating list (${s.format === 'fide-txt' ? 'TXT' : 'XML'}${s.ratingList ? `, ${s.ratingList} ratings` : ''})`;
  return `${what}, ${s.encoding}`;
}
