import { SaxesParser } from 'saxes';

/**
 * The FIDE rating list as FIDE publishes it for download (ratings.fide.com, "Download rating lists"), in
 * both forms, read into the raw rows of a player list (`ListRow`); the checks are the player list's.
 *
 * TXT — fixed columns, one player a line under a header line that names them, e.g. the combined list
 * (`players_list_foa.txt`):
 *
 *     ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
 *
 * and the lists of one rate (`standard_rating_list.txt`, `rapid_…`, `blitz_…`), whose rating column is
 * named by the month of the list (`…  FOA JAN23 Gms K  B-day Flag`). Each value starts in the column of
 * its name in the header (name at 16, SRtng at 114, counted from 1), so the columns are found from the
 * header line itself. A rating 0 or blank is no rating; a birth year 0000 is no birth year.
 *
 * XML — `<playerslist><player><fideid/><name/><country/><sex/><title/><w_title/><o_title/><foa_title/>
 * <rating/><games/><k/><rapid_rating/><rapid_games/><rapid_k/><blitz_rating/><blitz_games/><blitz_k/>
 * <birthday/><flag/></player>…</playerslist>`; the list of one rate has only `rating`, `games` and `k`.
 * Read with a streaming parser, piece by piece: the whole list (1.2 million players) is larger than a
 * JavaScript string may be.
 */
export const RATING_LISTS = ['standard', 'rapid', 'blitz'] as const;
export type RatingList = (typeof RATING_LISTS)[number];

/** What a player list can tell of a player, as the file writes it (texts, not yet checked). */
export const LIST_COLUMNS = [
  'federationId',
  'fideId',
  'name',
  'lastName',
  'firstName',
  'namePrefix',
  'title',
  'sex',
  'federation',
  'birthDate',
  'club',
  'rating',
  'nationalRating',
  'gamesPlayed',
  'kFactor',
] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];

export interface ListRow {
  /** The line of the file where the player's row starts (1-based). */
  readonly row: number;
  readonly values: Partial<Record<ListColumn, string>>;
  /** What makes the row unreadable before its values are looked at (a CSV row of the wrong width). */
  readonly problem?: string | undefined;
}

export interface FideListShape {
  /** The columns (TXT) or elements (XML) read, in the file's words. */
  readonly read: readonly string[];
  /** True when the file holds the three rates (the combined list): then `ratingList` chose one. */
  readonly combined: boolean;
}

export type FideListResult = { ok: true; value: FideListShape } | { ok: false; error: { row: number; problem: string } };

/** True when the text is the FIDE list in TXT: its first line is the header "ID Number  Name …". */
export const isFideTxt = (firstLine: string): boolean => /^ID Number\s+Name\s/i.test(firstLine);

// The header names of the TXT list and the column each fills; the combined list names its three rates.
const TXT_COLUMNS: Record<string, ListColumn> = { ID: 'fideId', Name: 'name', Fed: 'federation', Sex: 'sex', Tit: 'title', 'B-day': 'birthDate' };
const TXT_RATES: Record<RatingList, Record<string, ListColumn>> = {
  standard: { SRtng: 'rating', SGm: 'gamesPlayed', SK: 'kFactor' },
  rapid: { RRtng: 'rating', RGm: 'gamesPlayed', Rk: 'kFactor' },
  blitz: { BRtng: 'rating', BGm: 'gamesPlayed', BK: 'kFactor' },
};
const TXT_ONE_RATE: Record<string, ListColumn> = { Gms: 'gamesPlayed', K: 'kFactor' };
const MONTH_RATING = /^[A-Z]{3}\d{2}$/; // JAN23: the rating column of a list of one rate

/** Reads the TXT list: the header line gives the columns. Empty lines are skipped. */
export function readFideTxt(text: string, ratingList: RatingList, onRow: (row: ListRow) => void): FideListResult {
  const header = /^[^\r\n]*/.exec(text)![0];
  // Column starts: each word of the header, "ID Number" being one name.
  const names: { name: string; start: number }[] = [];
  for (const m of header.matchAll(/\S+/g)) {
    if (m[0] === 'Number' && names.length === 1 && names[0]!.name === 'ID') continue;
    names.push({ name: m[0], start: m.index });
  }
  const combined = names.some((n) => n.name === 'SRtng');
  const wanted = { ...TXT_COLUMNS, ...(combined ? TXT_RATES[ratingList] : TXT_ONE_RATE) };
  const columns: { column: ListColumn; start: number; end: number }[] = [];
  const read: string[] = [];
  names.forEach((n, i) => {
    const column = wanted[n.name] ?? (!combined && MONTH_RATING.test(n.name) ? 'rating' : undefined);
    if (!column) return;
    columns.push({ column, start: n.start, end: names[i + 1]?.start ?? Infinity });
    read.push(n.name === 'ID' ? 'ID Number' : n.name);
  });
  for (const need of ['fideId', 'name'] as const)
    if (!columns.some((c) => c.column === need))
      return { ok: false, error: { row: 1, problem: `the header line names no ${need === 'fideId' ? '"ID Number"' : '"Name"'} column` } };
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const values: Partial<Record<ListColumn, string>> = {};
    for (const c of columns) {
      const v = line.slice(c.start, c.end).trim();
      if (v !== '') values[c.column] = v;
    }
    onRow({ row: i + 1, values: fideValues(values) });
  }
  return { ok: true, value: { read, combined } };
}

/** The FIDE list's ways of saying "none": rating 0 (with its games and K), birth year 0000. */
function fideValues(values: Partial<Record<ListColumn, string>>): Partial<Record<ListColumn, string>> {
  const unrated = values.rating !== undefined && /^0+$/.test(values.rating);
  const unborn = values.birthDate !== undefined && /^0+$/.test(values.birthDate);
  if (!unrated && !unborn) return values;
  const out: Partial<Record<ListColumn, string>> = {};
  for (const k of Object.keys(values) as ListColumn[]) {
    if (unrated && (k === 'rating' || k === 'gamesPlayed' || k === 'kFactor')) continue;
    if (unborn && k === 'birthDate') continue;
    const value = values[k];
    if (value !== undefined) out[k] = value;
  }
  return out;
}

const XML_ELEMENTS: Record<string, ListColumn> = { fideid: 'fideId', name: 'name', country: 'federation', sex: 'sex', title: 'title', birthday: 'birthDate' };
const XML_RATE_ELEMENTS = ['rating', 'games', 'k'] as const;
const XML_RATE_COLUMNS: Record<(typeof XML_RATE_ELEMENTS)[number], ListColumn> = { rating: 'rating', games: 'gamesPlayed', k: 'kFactor' };

/**
 * Reads the XML list from pieces of text (see `decodeChunks`). For a rate other than standard, a player's
 * `rapid_rating` (`blitz_rating`, …) is read when the file has it, else his `rating` (the list of that rate).
 */
export function readFideXml(chunks: Iterable<string>, ratingList: RatingList, onRow: (row: ListRow) => void): FideListResult {
  const parser = new SaxesParser({ position: true });
  let failure: { row: number; problem: string } | undefined;
  let root: string | undefined;
  let player: { row: number; elements: Map<string, string> } | undefined;
  let element: string | undefined;
  let text = '';
  const read = new Set<string>();
  let combined = false;
  parser.on('error', (e) => {
    failure ??= { row: parser.line, problem: `the XML is damaged (column ${parser.column}): ${e.message.replace(/^\d+:\d+: /, '')}` };
  });
  parser.on('opentag', (tag) => {
    if (root === undefined) {
      root = tag.name;
      if (root !== 'playerslist') failure ??= { row: parser.line, problem: `an XML file whose root is <${root}>, not the FIDE rating list (<playerslist>)` };
    } else if (tag.name === 'player' && !player) player = { row: parser.line, elements: new Map() };
    else if (player) {
      element = tag.name;
      text = '';
    }
  });
  parser.on('text', (t) => {
    if (element !== undefined) text += t;
  });
  parser.on('closetag', (tag) => {
    if (!player) return;
    if (tag.name === 'player') {
      onRow({ row: player.row, values: xmlValues(player.elements, ratingList, read, () => (combined = true)) });
      player = undefined;
    } else if (tag.name === element) {
      player.elements.set(element, text.trim());
      element = undefined;
    }
  });
  for (const chunk of chunks) {
    parser.write(chunk);
    if (failure) break;
  }
  if (!failure) parser.close();
  if (!failure && root === undefined) failure = { row: 1, problem: 'the XML file holds no element' };
  return failure ? { ok: false, error: failure } : { ok: true, value: { read: [...read], combined } };
}

function xmlValues(elements: Map<string, string>, ratingList: RatingList, read: Set<string>, sawRates: () => void): Partial<Record<ListColumn, string>> {
  const values: Partial<Record<ListColumn, string>> = {};
  const put = (element: string, column: ListColumn) => {
    const v = elements.get(element);
    if (v === undefined) return;
    read.add(element);
    if (v !== '') values[column] = v;
  };
  for (const [element, column] of Object.entries(XML_ELEMENTS)) put(element, column);
  const rated = ratingList !== 'standard' && elements.has(`${ratingList}_rating`);
  if (elements.has('rapid_rating') || elements.has('blitz_rating')) sawRates();
  for (const e of XML_RATE_ELEMENTS) put(rated ? `${ratingList}_${e}` : e, XML_RATE_COLUMNS[e]);
  return fideValues(values);
}
