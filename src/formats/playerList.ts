import { err, ok, type Result } from '../core/result.js';

/**
 * The federation's player list, `players.csv` (keizer.md §6): one player a row, five columns separated by
 * commas — federation id, name, club number, rating, games played. A name may be quoted ("Jansen, Piet");
 * an unquoted name with commas in it is read as everything between the first column and the last three.
 * A first row whose rating column is not a number is a header and is skipped.
 */
export interface ListedPlayer {
  readonly federationId: string;
  readonly name: string;
  readonly club: string;
  /** 0 or absent in the list means unrated. */
  readonly rating?: number | undefined;
  readonly gamesPlayed: number;
  /** Row number in the file (1-based). */
  readonly row: number;
}

export interface PlayerListError {
  readonly code: 'broken-rows' | 'empty';
  readonly message: string;
  /** Each broken row: its number and what is wrong. */
  readonly rows: readonly { readonly row: number; readonly problem: string }[];
}

export function parsePlayerList(text: string): Result<ListedPlayer[], PlayerListError> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const players: ListedPlayer[] = [];
  const broken: { row: number; problem: string }[] = [];
  lines.forEach((line, i) => {
    const row = i + 1;
    if (line.trim() === '') return;
    const cells = splitCsvRow(line);
    if (cells === undefined) return broken.push({ row, problem: 'a quote is not closed' });
    const fields = cells.length > 5 ? [cells[0]!, cells.slice(1, cells.length - 3).join(','), ...cells.slice(-3)] : cells;
    if (fields.length !== 5) return broken.push({ row, problem: `expected 5 columns (federation id, name, club number, rating, games played), found ${fields.length}` });
    const [id, name, club, rating, games] = fields.map((f) => f.trim()) as [string, string, string, string, string];
    if (row === 1 && !/^\d*$/.test(rating) && /name|naam|nom/i.test(name)) return; // header
    const problems: string[] = [];
    if (!id) problems.push('the federation id is empty');
    if (!name) problems.push('the name is empty');
    if (!/^\d*$/.test(rating) || Number(rating) > 4000) problems.push(`rating "${rating}" is not a whole number from 0 to 4000`);
    if (!/^\d*$/.test(games)) problems.push(`games played "${games}" is not a whole number`);
    if (problems.length) return broken.push({ row, problem: problems.join('; ') });
    const r = Number(rating || '0');
    players.push({ federationId: id, name, club, rating: r > 0 ? r : undefined, gamesPlayed: Number(games || '0'), row });
  });
  if (broken.length) {
    const list = broken.slice(0, 10).map((b) => `row ${b.row}: ${b.problem}`).join('; ');
    return err({ code: 'broken-rows', rows: broken, message: `${broken.length} broken row${broken.length > 1 ? 's' : ''} (${list}${broken.length > 10 ? '; …' : ''}); nothing was imported` });
  }
  if (players.length === 0) return err({ code: 'empty', rows: [], message: 'the player list has no players' });
  return ok(players);
}

/** Splits one CSV row; quoted fields may hold commas and doubled quotes. */
export function splitCsvRow(line: string): string[] | undefined {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  if (quoted) return undefined;
  cells.push(cell);
  return cells;
}

/** Players of the list whose name starts with the prefix (case-insensitive; an exact name wins). */
export function findListedByName(list: readonly ListedPlayer[], prefix: string): ListedPlayer[] {
  const q = prefix.trim().toLocaleLowerCase();
  const exact = list.filter((p) => p.name.toLocaleLowerCase() === q);
  return exact.length ? exact : list.filter((p) => p.name.toLocaleLowerCase().startsWith(q));
}

export function findListedByClub(list: readonly ListedPlayer[], club: string): ListedPlayer[] {
  return list.filter((p) => p.club === club.trim());
}
