import type { Tournament, TournamentDetails } from '../../src/core/tournament.js';
import type { Player } from '../../src/core/player.js';
import type { ManualWordLike } from './manualWords.js';
import type { AbsenceKind, Round } from '../../src/core/round.js';
import type { GameResult } from '../../src/core/game.js';
import { fideQuestion } from './fideQuestion.js';
import type { Language } from '../../src/core/language.js';
import type { ScoreExplanation } from '../../src/scoring/credits.js';
import type { DutchChecklist } from '../../src/pairing/dutch/checklist.js';
import type { AbsenceColumn, AbsenceCountKind } from '../../src/scoring/standings.js';
import type { SystemDescription } from '../../src/director/registry.js';
import type { DeletedTournament } from '../../src/store/store.js';
import type { OrderCheck, TitleOdds } from '../../src/director/forecast.js';
import type { TrfImportPreview } from '../../src/director/trfImport.js';

export type { TrfImportPreview, DutchChecklist };
export type { Tournament, TournamentDetails, Player, AbsenceKind, GameResult, Round, DeletedTournament };

/** What the server answers for a tournament (GET /api/tournaments/:id and every change). */
export interface TournamentView {
  readonly id: string;
  readonly revision: string;
  readonly tournament: Tournament;
  /** Each player's number as the sheets print it (Swiss start numbers, Berger numbers, …), by player id. */
  readonly numbers: Readonly<Record<string, number>>;
  /** What the screens need of the tournament's system: its absences, how it ranks, what it explains. */
  readonly system: SystemInfo;
  readonly nextRound: number;
  readonly canPair: boolean;
  readonly pairBlocked?: string;
  readonly pairBlockedCode?: string;
  /** What the server names of it: `{ planned }` when every planned round is paired. */
  readonly pairBlockedDetails?: { readonly planned?: number };
  /** Games are postponed: the round may be paired with the director's leave (a Swiss). */
  readonly canPairPending?: boolean;
  /** Each setting as text, as the tournament file and the forms write it. */
  readonly settingsText?: Readonly<Record<string, string>>;
  readonly report?: { added?: unknown[]; skipped?: string[]; missing?: string[]; warnings?: PairingIssue[]; notes?: string[] };
}

/** The three files of the US Chess report (format 2C). */
export const USCF_DBF_FILES = ['THEXPORT.DBF', 'TSEXPORT.DBF', 'TDEXPORT.DBF'] as const;
export type UscfDbfFile = (typeof USCF_DBF_FILES)[number];

/** What the US Chess report asks (`arbiter report uscf --format dbf`'s flags); empty texts are not given. */
export interface UscfQuery {
  eventId: string;
  affiliate: string;
  chiefTd: string;
  assistantTd: string;
  section: string;
  start: string;
  end: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  system: '' | 'regular' | 'quick' | 'dual';
}
const given = (q: object): Record<string, string> => Object.fromEntries(Object.entries(q).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));

/** Whom to add from the tournament's club's player list (director/bulkAdd.ts). */
export interface ListChoiceBody {
  readonly federationIds?: string[];
  readonly fideIds?: string[];
  /** Pasted ids: FIDE or national. */
  readonly ids?: string[];
  readonly rows?: { row: number; name: string }[];
  readonly club?: string;
  readonly federation?: string;
  /** Which of the club's named player lists (issue 31); the club's default list when left out. */
  readonly list?: string | undefined;
}

/** What an addition from the player list would do. */
export interface ImportPreview {
  readonly added: readonly string[];
  readonly skipped: readonly string[];
  readonly missing: readonly string[];
  readonly players: readonly { name: string; rating?: number; club?: string; federation?: string; fideId?: string; federationId?: string; title?: string }[];
  readonly registered: readonly { name: string; as: { id: number; name: string } }[];
}

export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly players: number;
  readonly rounds: number;
  readonly archived: boolean;
  /** Its public pages are open to anyone (issue 34). */
  readonly published?: boolean;
}

/** A published tournament as the public index shows it (GET /api/public/tournaments): nothing of its players. */
export interface PublicSummary {
  readonly id: string;
  readonly name: string;
  readonly system: string;
  readonly players: number;
  readonly rounds: number;
  readonly archived: boolean;
  readonly plannedRounds?: number;
  readonly place?: string;
  readonly startDate?: string;
  readonly endDate?: string;
}

/** A club's published tournaments, newest first (`id` null on a server without clubs: its one index). */
export interface PublicClub {
  readonly id: string | null;
  readonly name: string | null;
  readonly tournaments: readonly PublicSummary[];
}

export type SystemInfo = SystemDescription;

/** Fields of a player to change: an empty text clears one. */
export interface PlayerEditFields {
  readonly name?: string;
  readonly rating?: number | '';
  readonly club?: string;
  readonly title?: string;
  readonly sex?: string;
  readonly federation?: string;
  readonly fideId?: string;
  readonly federationId?: string;
  readonly nationalRating?: number | '';
  readonly birthDate?: string;
}

export interface StandingsRow {
  readonly rank: number;
  readonly id: number;
  readonly name: string;
  readonly score: number;
  readonly value?: number;
  readonly played: number;
  /** Tie-break values (systems that rank by points), by tie-break name. */
  readonly tiebreaks?: Readonly<Record<string, number>>;
  /** Games won, drawn and lost over the board, and by forfeit. */
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly forfeitsWon: number;
  readonly forfeitsLost: number;
  /** Rounds without a game, by kind (the kinds that occurred). */
  readonly absences: Readonly<Partial<Record<AbsenceCountKind, number>>>;
  /** The first round the player no longer plays, if he withdrew. */
  readonly withdrawnFromRound?: number;
  /** He was expelled (from withdrawnFromRound), not withdrawn. */
  readonly expelled?: true;
}

export interface Standings {
  readonly revision: string;
  readonly rows: readonly StandingsRow[];
  readonly notes: readonly string[];
  readonly tiebreakInfo?: readonly TiebreakInfo[];
  /** The columns of rounds without a game, in order. */
  readonly absenceColumns: readonly AbsenceColumn[];
  /** With `ratings`: each player's live rating change and performance, by player id. */
  readonly ratings?: Readonly<Record<string, RatingRow>>;
}

/** A tie-break of the standings: its id, the abbreviation, its name and its article of C.07. */
export interface TiebreakInfo {
  readonly name: string;
  readonly acronym: string;
  readonly title: string;
  readonly article: string;
}

/** The details as the forms send them: texts as typed (empty ones not given). */
export interface DetailsFields {
  readonly place?: string;
  readonly federation?: string;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly chiefArbiter?: string;
  readonly deputyArbiters?: readonly string[];
  readonly timeControl?: string;
}

export interface RatingRow {
  readonly prior?: number;
  readonly games: number;
  readonly change?: number;
  readonly rating?: number;
  readonly published?: number;
  readonly performance?: number;
  readonly estimate: boolean;
}

export type RatingSystem = 'fide' | 'uscf';

/** A rule a pairing by hand breaks: its code, values and English sentence (src/pairing/manual.ts). */
export type PairingIssue = ManualWordLike;

export interface PairingCheck {
  readonly errors: readonly PairingIssue[];
  readonly warnings: readonly PairingIssue[];
}

/** A player of the player list (federation CSV or FIDE rating list); `row` is his line in the file. */
export interface ListedPlayer {
  readonly row: number;
  readonly name: string;
  readonly federationId?: string;
  readonly fideId?: string;
  readonly title?: string;
  readonly sex?: string;
  readonly federation?: string;
  readonly birthDate?: string;
  readonly club?: string;
  readonly rating?: number;
  readonly nationalRating?: number;
  readonly gamesPlayed?: number;
}

/** What a player list file holds, as the server read it (before or after saving). */
export interface PlayerListReport {
  readonly count: number;
  readonly clubs: number;
  readonly description: string;
  readonly source: {
    readonly format: 'csv' | 'fide-txt' | 'fide-xml';
    readonly encoding: string;
    readonly separator?: string;
    readonly header?: readonly string[];
    readonly columns: readonly string[];
    readonly ignored: readonly string[];
    readonly ratingList?: string;
    readonly rows: number;
    readonly skipped: readonly { row: number; problem: string }[];
  };
  readonly players: readonly ListedPlayer[];
}

/** A player list file for the server: its bytes (base64), with the FIDE list's choices. */
export interface PlayerListFile {
  readonly bytes: string;
  readonly ratingList?: 'standard' | 'rapid' | 'blitz';
  readonly federation?: string;
}

/** The bytes of a file as base64 (the server finds the encoding from the bytes). */
export function fileBytes(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    };
    reader.onerror = () => {
      reject(new ApiError(0, 'file', `the file cannot be read: ${reader.error?.message ?? 'unknown error'}`));
    };
    reader.readAsDataURL(file);
  });
}

export type Explanation = ScoreExplanation;

export interface Progress {
  readonly players: readonly { id: number; name: string }[];
  readonly rounds: readonly { round: number; rows: readonly { id: number; rank: number; score: number }[] }[];
}

/** A player entered by hand. */
export interface NewPlayerFields {
  readonly name: string;
  readonly rating?: number;
  readonly club?: string;
  readonly federationId?: string;
  readonly nationalRating?: number;
  readonly fideId?: string;
  readonly title?: string;
  readonly sex?: string;
  readonly federation?: string;
  readonly birthDate?: string;
}

/** The Belgian rating report's options (`arbiter report belgian-elo`'s flags); empty texts are not given. */
export interface BelgianEloQuery {
  readonly rounds: string;
  readonly start: string;
  readonly end: string;
  readonly email: string;
  readonly club: string;
}

/** What the report would send, and the players missing a national id or rating. */
export interface BelgianEloCheck {
  readonly players: number;
  readonly games: number;
  /** The players without a national id or rating, and what each lacks. */
  readonly missing: readonly { readonly id: number; readonly name: string; readonly missing: readonly ('national id' | 'national rating')[] }[];
  readonly lines: readonly string[];
}

/** A refusal from the server, with the message to show the director. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** What the server names of the error (a refused setting: `{ setting, value }`). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  // Every change is JSON: the server refuses other writes (no page of another site can send JSON to it).
  const init: RequestInit = { method, headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' }, credentials: 'same-origin' };
  if (body !== undefined) init.body = JSON.stringify(body);
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'network', 'the server does not answer: is "npm start" still running?');
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const e = (data as { error?: { code: string; message: string; details?: { confirmations?: number } & Record<string, unknown> } } | undefined)?.error;
    // FIDE mode asks the director to confirm (src/director/fideMode.ts): asked here, the same request goes
    // again with one more confirmation (?confirm=N); leaving FIDE mode asks twice.
    if (e?.code === 'fide-confirm' && window.confirm(fideQuestion(e.message, e.details))) {
      const url = new URL(path, location.origin);
      url.searchParams.set('confirm', String((e.details?.confirmations ?? 0) + 1));
      return request<T>(method, url.pathname + url.search, body);
    }
    throw new ApiError(res.status, e?.code ?? 'http', e?.message ?? `the server answered ${res.status}`, e?.details);
  }
  return data as T;
}

const t = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;

export const api = {
  systems: () => request<SystemInfo[]>('GET', '/api/systems'),
  list: () => request<{ tournaments: TournamentSummary[]; damaged: { id: string; error: string }[] }>('GET', '/api/tournaments'),
  create: (b: { name: string; id?: string; system: string; plannedRounds?: number; settings: Record<string, string>; details?: DetailsFields; language?: Language }) =>
    request<TournamentView>('POST', '/api/tournaments', b),
  setDetails: (id: string, b: DetailsFields) => request<TournamentView>('PUT', `${t(id)}/details`, b),
  schedule: (id: string) => request<{ rounds: readonly Round[] }>('GET', `${t(id)}/schedule`),
  trfUrl: (id: string, format: '2026' | '16') => `${t(id)}/trf${format === '16' ? '?format=16' : ''}`,
  belgianEloUrl: (id: string, q: BelgianEloQuery) => `${t(id)}/belgian-elo?${new URLSearchParams({ ...q }).toString()}`,
  belgianEloCheck: (id: string, q: BelgianEloQuery) => request<BelgianEloCheck>('GET', `${t(id)}/belgian-elo/check?${new URLSearchParams({ ...q }).toString()}`),
  get: (id: string) => request<TournamentView>('GET', t(id)),
  uscfUrl: (id: string, file: UscfDbfFile, q: UscfQuery) => `${t(id)}/uscf/${file}?${new URLSearchParams(given(q)).toString()}`,
  /** Makes the US Chess report (its first file) to show what it lacks before the downloads. */
  uscfCheck: (id: string, q: UscfQuery) => request<unknown>('GET', `${t(id)}/uscf/THEXPORT.DBF?${new URLSearchParams(given(q)).toString()}`).then(() => undefined),
  publicIndex: (club?: string) => request<{ clubs: readonly PublicClub[] }>('GET', `/api/public/tournaments${club ? `?club=${encodeURIComponent(club)}` : ''}`),
  /** Publishes a tournament (its public pages open to anyone) or hides it from all but its directors. */
  setPublished: (id: string, published: boolean) => request<TournamentView>('PATCH', t(id), { settings: { published: published ? 'yes' : 'no' } }),
  importTrf: (trf: string) => request<TournamentView>('POST', '/api/tournaments/import-trf', { trf }),
  /** What a TRF file would create (`arbiter new --from-trf --dry-run`); creates nothing. */
  previewTrf: (trf: string) => request<{ id: string; exists: boolean; preview: TrfImportPreview }>('POST', '/api/tournaments/import-trf', { trf, preview: true }),
  addPlayer: (id: string, b: NewPlayerFields) => request<TournamentView>('POST', `${t(id)}/players`, b),
  importPlayers: (id: string, b: ListChoiceBody & { skipMissing?: boolean }) => request<TournamentView>('POST', `${t(id)}/players/import`, b),
  /** Whom an addition from the player list would add, and who is registered already; adds nobody. */
  previewImport: (id: string, b: ListChoiceBody) => request<{ preview: ImportPreview }>('POST', `${t(id)}/players/import`, { ...b, preview: true }).then((r) => r.preview),
  withdraw: (id: string, player: number) => request<TournamentView>('POST', `${t(id)}/players/${player}/withdraw`, {}),
  /** Expels a player (the arbiter's decision): not paired from the next round on, shown as expelled. */
  expel: (id: string, player: number) => request<TournamentView>('POST', `${t(id)}/players/${player}/expel`, {}),
  reinstate: (id: string, player: number) => request<TournamentView>('POST', `${t(id)}/players/${player}/reinstate`, {}),
  editPlayer: (id: string, player: number, fields: PlayerEditFields, force = false) =>
    request<TournamentView>('PATCH', `${t(id)}/players/${player}`, { ...fields, ...(force ? { force } : {}) }),
  removePlayer: (id: string, player: number) => request<TournamentView>('DELETE', `${t(id)}/players/${player}`, {}),
  editTournament: (
    id: string,
    b: { name?: string; plannedRounds?: number | null; settings?: Record<string, string>; archived?: boolean; language?: Language | null; force?: boolean },
  ) => request<TournamentView>('PATCH', t(id), b),
  /** Leaves FIDE mode, both confirmations given (the screen asked them): one-way, recorded (src/director/fideMode.ts). */
  leaveFideMode: (id: string) => request<TournamentView>('PATCH', `${t(id)}?confirm=2`, { settings: { 'fide-mode': 'off' } }),
  /** Prohibits two or more players from meeting (TRF-2026 260); `confirm`: FIDE mode's confirmation after round 1. */
  forbid: (id: string, b: { players: number[]; firstRound?: number | undefined; lastRound?: number | undefined }, confirm = 0) =>
    request<TournamentView>('POST', `${t(id)}/prohibitions${confirm ? `?confirm=${confirm}` : ''}`, b),
  allow: (id: string, players: readonly number[]) => request<TournamentView>('DELETE', `${t(id)}/prohibitions`, { players }),
  deleteTournament: (id: string) => request<{ deleted: string }>('DELETE', t(id), {}),
  deleted: () => request<{ tournaments: DeletedTournament[] }>('GET', '/api/deleted'),
  restoreDeleted: (id: string) => request<TournamentView>('POST', `/api/deleted/${encodeURIComponent(id)}/restore`, {}),
  absent: (id: string, player: number, kind: AbsenceKind, round?: number) =>
    request<TournamentView>('PUT', `${t(id)}/absences/${player}`, { kind, ...(round !== undefined ? { round } : {}) }),
  present: (id: string, player: number, round?: number) => request<TournamentView>('DELETE', `${t(id)}/absences/${player}${round !== undefined ? `?round=${round}` : ''}`, {}),
  pairAuto: (id: string, allowPending = false) => request<TournamentView>('POST', `${t(id)}/rounds`, { mode: 'auto', ...(allowPending ? { allowPending } : {}) }),
  pairManual: (id: string, pairs: { white: number; black: number }[], byes: number[]) => request<TournamentView>('POST', `${t(id)}/rounds`, { mode: 'manual', pairs, byes }),
  repair: (id: string, round: number, pairs: { white: number; black: number }[], byes: number[]) => request<TournamentView>('PUT', `${t(id)}/rounds/${round}`, { pairs, byes }),
  checkPairing: (id: string, pairs: { white: number; black: number }[], byes: number[]) => request<PairingCheck>('POST', `${t(id)}/rounds/check`, { pairs, byes }),
  undoRound: (id: string, round: number) => request<TournamentView>('DELETE', `${t(id)}/rounds/${round}`, {}),
  setResult: (id: string, round: number, board: number, result: GameResult | 'postponed' | 'adjourned' | null, previous: GameResult | 'postponed' | 'adjourned' | null) =>
    request<TournamentView>('PUT', `${t(id)}/rounds/${round}/games/${board}`, { result, previous }),
  /** A Double-Swiss match's two games at once; `board` is game a's. */
  setMatchResult: (id: string, match: number, board: number, a: GameResult, b: GameResult) => request<TournamentView>('PUT', `${t(id)}/matches/${match}/games/${board}`, { a, b }),
  standings: (id: string, after?: number, ratings?: RatingSystem) => {
    const q = [after !== undefined ? `after=${after}` : '', ratings ? `ratings=${ratings}` : ''].filter(Boolean).join('&');
    return request<Standings>('GET', `${t(id)}/standings${q ? `?${q}` : ''}`);
  },
  progress: (id: string) => request<Progress>('GET', `${t(id)}/progress`),
  odds: (id: string) => request<TitleOdds & { revision: string }>('GET', `${t(id)}/odds`),
  orderCheck: (id: string) => request<OrderCheck & { revision: string }>('GET', `${t(id)}/order-check`),
  explain: (id: string, player: number, after?: number) => request<Explanation>('GET', `${t(id)}/players/${player}/explain${after !== undefined ? `?after=${after}` : ''}`),
  /** A paired round's checklist (FIDE Dutch Swiss): what the engine paired each player by. */
  checklist: (id: string, round: number) => request<DutchChecklist>('GET', `${t(id)}/rounds/${round}/checklist`),
  /** Searches a player list (`list`, default "players"): the club list of `tournament` when given, else the director's first club's. */
  playerList: (q: string, club?: string, tournament?: string, list?: string) =>
    request<{ imported: boolean; count: number; matches?: number; players: ListedPlayer[] }>(
      'GET',
      `/api/playerlist?q=${encodeURIComponent(q)}${club ? `&club=${encodeURIComponent(club)}` : ''}${tournament ? `&tournament=${encodeURIComponent(tournament)}` : ''}${list ? `&list=${encodeURIComponent(list)}` : ''}`,
    ),
  /** The player lists of a tournament's club, or of a club of the director's (default his first), with their counts. */
  playerLists: (where: { tournament?: string; of?: string }) =>
    request<ClubLists>('GET', `/api/playerlists?${where.tournament ? `tournament=${encodeURIComponent(where.tournament)}` : where.of ? `of=${encodeURIComponent(where.of)}` : ''}`),
  previewPlayerList: (file: PlayerListFile) => request<PlayerListReport>('POST', '/api/playerlist/preview', file),
  /** Saves a file as a club's list (`where`: default the director's first club's "players"); `replace` once the director said yes. */
  savePlayerList: (file: PlayerListFile, replace = false, where: { of?: string; list?: string } = {}) =>
    request<PlayerListReport>('PUT', '/api/playerlist', { ...file, ...where, ...(replace ? { replace } : {}) }),
  clubDirectors: (club: string) => request<ClubStaff>('GET', `/api/clubs/${encodeURIComponent(club)}/directors`),
  addClubDirector: (club: string, name: string, password: string, role: ClubRole) =>
    request<ClubStaff>('POST', `/api/clubs/${encodeURIComponent(club)}/directors`, { name, password, role }),
  setClubRole: (club: string, name: string, role: ClubRole) =>
    request<ClubStaff>('PATCH', `/api/clubs/${encodeURIComponent(club)}/directors/${encodeURIComponent(name)}`, { role }),
  removeClubDirector: (club: string, name: string) => request<ClubStaff>('DELETE', `/api/clubs/${encodeURIComponent(club)}/directors/${encodeURIComponent(name)}`, {}),
  clubInvites: (club: string) => request<ClubInvites>('GET', `/api/clubs/${encodeURIComponent(club)}/invites`),
  makeInvite: (club: string, role: ClubRole, days: number) =>
    request<{ invite: ClubInvite; token: string; path: string }>('POST', `/api/clubs/${encodeURIComponent(club)}/invites`, { role, days }),
  withdrawInvite: (club: string, id: string) => request<ClubInvites>('DELETE', `/api/clubs/${encodeURIComponent(club)}/invites/${encodeURIComponent(id)}`, {}),
  checkInvite: (token: string) => request<{ club: { id: string; name: string }; role: ClubRole; expires: string }>('POST', '/api/invite/check', { token }),
  acceptInvite: (token: string, name: string, password: string) => request<{ director: string }>('POST', '/api/invite', { token, name, password }),
  eventsUrl: (id: string) => `${t(id)}/events`,
  session: () => request<SessionInfo>('GET', '/api/session'),
  /** Keeps the logged-in director's language with his account (null: forgets it). */
  setLanguage: (language: Language | null) => request<{ director: string; language: Language | null }>('PUT', '/api/session/language', { language }),
  login: (name: string, password: string) => request<{ director: string }>('POST', '/api/login', { name, password }),
  logout: () => request<{ director: null }>('POST', '/api/logout', {}),
  setup: (token: string, name: string, password: string, club?: string) =>
    request<{ director: string }>('POST', '/api/setup', { token, name, password, ...(club ? { club } : {}) }),
  history: (id: string) => request<{ versions: VersionInfo[] }>('GET', `${t(id)}/history`),
  version: (id: string, version: number) => request<{ version: number; tournament: Tournament }>('GET', `${t(id)}/history/${version}`),
  restore: (id: string, version: number) => request<TournamentView>('POST', `${t(id)}/history/${version}/restore`, {}),
  directors: (id: string) => request<Access>('GET', `${t(id)}/directors`),
  addDirector: (id: string, name: string) => request<Access>('POST', `${t(id)}/directors`, { name }),
  removeDirector: (id: string, name: string) => request<Access>('DELETE', `${t(id)}/directors/${encodeURIComponent(name)}`, {}),
};

/** Who is logged in, and whether the first director can still be made with the setup link. */
export interface SessionInfo {
  readonly director: string | null;
  readonly setup: boolean;
  /** His clubs, his role in each and what he may do there (the screens show only that). */
  readonly clubs?: readonly ClubOfSession[];
  /** The language the director chose, kept with his account (issue 33); none: his browser's. */
  readonly language?: Language;
}

export type ClubRole = 'admin' | 'member';

export interface ClubOfSession {
  readonly id: string;
  readonly name: string;
  readonly role: ClubRole;
  readonly may: { readonly createTournaments: boolean; readonly manageStaff: boolean };
}

/** A club's directors and their roles. */
export interface ClubStaff {
  readonly club: string;
  readonly directors: readonly { readonly name: string; readonly role: ClubRole }[];
}

/** A club's player lists, by name, with their counts of players. */
export interface ClubLists {
  readonly club: string;
  readonly lists: readonly { readonly name: string; readonly count: number; readonly damaged?: string }[];
}

/** A club's invite link, as its admin sees it (the token itself is shown once, when it is made). */
export interface ClubInvite {
  readonly id: string;
  readonly club: string;
  readonly role: ClubRole;
  readonly by: string;
  readonly expires: string;
  readonly usedBy?: string;
  readonly state: 'open' | 'used' | 'expired';
}

export interface ClubInvites {
  readonly club: string;
  readonly invites: readonly ClubInvite[];
}

/** One saved version of a tournament. */
export interface VersionInfo {
  readonly version: number;
  readonly at: string;
  readonly by: string;
  readonly summary: string;
}

/** Who directs a tournament: its club's directors, and assistants named for it. */
export interface Access {
  readonly owner: string | null;
  readonly directors: readonly string[];
  readonly club?: { readonly id: string; readonly name: string } | null;
  /** Whether the one who asks may name or remove assistants (the answer of GET only). */
  readonly may?: { readonly nameAssistants: boolean };
}
