import type { ListedPlayer } from './playerList.js';

/**
 * Finding players in a player list by name, id or club. Names compare without case and accents: "celik"
 * finds "Çelik", "muller" finds "Müller" (and "Mueller" stays a spelling of its own).
 */

const FOLDED = new Map<string, string>();
const NO_ACCENT: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
/** One character without case and accents, worked out once per character. */
function foldChar(c: string): string {
  let f = FOLDED.get(c);
  if (f === undefined) {
    f = c
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}+/gu, '');
    f = [...f].map((x) => NO_ACCENT[x] ?? x).join('');
    FOLDED.set(c, f);
  }
  return f;
}

/** The letters of a text for comparing: lower case, accents off (Çelik → celik, Müller → muller, ß → ss). */
export function foldForSearch(text: string): string {
  // eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included, needs no folding
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  let out = '';
  for (const c of text) out += c.charCodeAt(0) < 0x80 ? c.toLowerCase() : foldChar(c);
  return out;
}

/** A name's words, folded and separated by one space: "Müller-Lüdenscheidt, Jörg" → "muller ludenscheidt jorg". */
export const nameKey = (name: string): string =>
  foldForSearch(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// Keys are made once per list (the FIDE list has 1.2 million names) and dropped with it.
const keysOfList = new WeakMap<readonly ListedPlayer[], string[]>();
function keysOf(players: readonly ListedPlayer[]): string[] {
  let keys = keysOfList.get(players);
  if (!keys) keysOfList.set(players, (keys = players.map((p) => ` ${nameKey(p.name)}`)));
  return keys;
}

/**
 * The players of whom every word of the query starts a word of the name ("jans pi" finds "Jansen, Piet"),
 * or is his FIDE id or federation id; only those of `club` when given. Counts all matches, returns the
 * first `limit`.
 */
export function searchListed(
  players: readonly ListedPlayer[],
  query: string,
  options: { club?: string | undefined; limit?: number } = {},
): { matches: number; players: ListedPlayer[] } {
  const words = nameKey(query).split(' ').filter(Boolean);
  const raw = query.trim();
  const keys = keysOf(players);
  const club = options.club?.trim() || undefined;
  const limit = options.limit ?? Infinity;
  const found: ListedPlayer[] = [];
  let matches = 0;
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!;
    if (club !== undefined && p.club !== club) continue;
    const key = keys[i]!;
    const hit = p.fideId === raw || p.federationId === raw || words.every((w) => key.includes(` ${w}`));
    if (!hit) continue;
    matches++;
    if (found.length < limit) found.push(p);
  }
  return { matches, players: found };
}

/**
 * The player a director means by a name: the exact name (any case, accents, punctuation) wins; else the
 * names that start with it ("Bakker J" finds "Bakker, Jan"); else the names whose words it starts.
 */
export function findListedByName(players: readonly ListedPlayer[], query: string): ListedPlayer[] {
  const q = nameKey(query);
  if (q === '') return [];
  const keys = keysOf(players);
  const exact = players.filter((_, i) => keys[i] === ` ${q}`);
  if (exact.length) return exact;
  const start = players.filter((_, i) => keys[i]!.startsWith(` ${q}`));
  return start.length ? start : searchListed(players, query).players.filter((p) => p.fideId !== query.trim() && p.federationId !== query.trim());
}

/** The players with this FIDE id or federation id. */
export function findListedById(players: readonly ListedPlayer[], id: string): ListedPlayer[] {
  const q = id.trim();
  return players.filter((p) => p.fideId === q || p.federationId === q);
}

export function findListedByClub(players: readonly ListedPlayer[], club: string): ListedPlayer[] {
  return players.filter((p) => p.club === club.trim());
}
