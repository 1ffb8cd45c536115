import { ABSENCE_KINDS, type Absence, type AbsenceKind, type Round } from '../core/round.js';
import { GAME_STATES, parseGameResult, stateOf, type Game, type GameState } from '../core/game.js';
import type { Player } from '../core/player.js';
import type { Prohibition, Tournament } from '../core/tournament.js';
import { FIDE_EVENT_KINDS, isFideEventKind, type FideEvent } from '../core/fideMode.js';
import { isLanguage, LANGUAGES, type Language } from '../core/language.js';
import { makeReportWords, parseReportWords, SLIP_KEY, type SlipReport } from '../core/ownResults.js';
import { statedTournamentOptions, tournamentOption, withTournamentOption, type TournamentOption } from '../core/tournamentOptions.js';
import { defaultSettingsOf, SYSTEMS, unstatedSettingsOf, type SystemName, type TournamentSettings } from '../core/settings.js';
import type { OptionSpec } from '../core/options.js';
import { optionsOf } from './systemOptions.js';
import { err, ok, type Result } from '../core/result.js';
import { quoteWord, splitWords } from './tokens.js';
import {
  checkPlayerFields,
  checkText,
  checkTournamentDetails,
  NUMBER_LIMITS,
  parseWhole,
  TEXT_LIMITS,
  type GivenPlayerFields,
  type GivenTournamentDetails,
} from '../core/fields.js';
import { DETAIL_LINES, detailLines } from './tournamentDetails.js';

/**
 * The tournament file: one UTF-8 text file per tournament that a person can read and mend in an editor.
 *
 *     # arbiter tournament file …
 *     arbiter-tournament 1
 *     name "Club championship 2026-27"
 *     system keizer
 *     rounds 25
 *     place Leuven
 *     federation BEL
 *     start-date 2026-09-04
 *     end-date 2027-05-28
 *     chief-arbiter "IA Jansen, Piet"
 *     deputy-arbiter "Peeters, An"
 *     time-control "90 min + 30 s/move"
 *     setting top auto
 *     …
 *     player 1 "Jansen, Piet" rating=1850 title=FM sex=m fed=BEL fide=205672 id=12345 club=230 born=1980-05-01 k=20 games=120
 *     round 1
 *     absent 7 excused
 *     game 1 3 2 1-0
 *     game 2 1 5 *
 *     bye 6
 *     round 2 unpaired
 *     absent 4 unexcused
 *     present 5
 *
 * `present PLAYER` signs a player up for the round (Keizer's `attendance opt-in`, keizer.md §3); it stays
 * with the round once paired.
 * Blank lines and lines starting with `#` are ignored. `makeTournamentFile(parseTournamentFile(x))` is `x`
 * for every file this module wrote (load → save gives identical bytes).
 *
 * Version 2 separated the FIDE id (`fide=`) from the national federation's id (`id=`) and added title,
 * sex and federation; in a version 1 file `fide=` held the federation id (FIDE or national), and is read
 * as the federation id (`id=`), the meaning it had. Version 3 added the start numbers (`start=`, fixed when
 * round 1 of a Swiss is paired) and the tournament's details (place … time-control, the TRF's 022–122).
 */
export const FORMAT_VERSION = 3;

export const TOURNAMENT_FILE_ERRORS = ['syntax', 'version', 'unknown-line', 'setting', 'player', 'round', 'game', 'reference'] as const;
export type TournamentFileErrorCode = (typeof TOURNAMENT_FILE_ERRORS)[number];

export interface TournamentFileError {
  readonly code: TournamentFileErrorCode;
  /** 1-based line number, 0 when the problem is the file as a whole. */
  readonly line: number;
  readonly message: string;
}

const HEADER = '# arbiter tournament file. One line per player, game and absence; see the README before editing by hand.';

export function settingsSpecs(system: SystemName): readonly OptionSpec<TournamentSettings>[] {
  return optionsOf(system);
}

export function defaultSettings(system: SystemName): TournamentSettings {
  return defaultSettingsOf(system);
}

const PLAYER_FIELDS = ['rating', 'title', 'sex', 'fed', 'fide', 'id', 'natrating', 'club', 'born', 'k', 'games', 'joined', 'withdrawn', 'expelled', 'start'] as const;
type PlayerField = (typeof PLAYER_FIELDS)[number];

export function makeTournamentFile(t: Tournament): string {
  const lines: string[] = [HEADER, `arbiter-tournament ${FORMAT_VERSION}`, `name ${quoteWord(t.name)}`, `system ${t.settings.system}`];
  if (t.plannedRounds !== undefined) lines.push(`rounds ${t.plannedRounds}`);
  lines.push(...detailLines(t.details));
  if (t.archived) lines.push('archived');
  if (t.fideModeOff) lines.push('fide-mode off');
  for (const e of t.fideEvents ?? []) lines.push(`fide-event ${e.round} ${e.kind} ${quoteWord(e.who)} ${quoteWord(e.what)}`);
  if (t.language) lines.push(`language ${t.language}`);
  if (t.ownResults) lines.push(`own-results-key ${t.ownResults.key}`, ...t.ownResults.reports.map((r) => `own-result ${makeReportWords(r).join(' ')}`));
  for (const [key, text] of statedTournamentOptions(t)) lines.push(`setting ${key} ${text}`);
  for (const spec of settingsSpecs(t.settings.system)) lines.push(`setting ${spec.key} ${spec.make(t.settings)}`);
  for (const [key, text] of statedTournamentOptions(t, true)) lines.push(`setting ${key} ${text}`);
  lines.push('');
  for (const p of t.players) lines.push(makePlayerLine(p));
  for (const x of t.prohibitions ?? []) lines.push(makeForbidLine(x));
  const roundNumbers = new Set([...t.rounds.map((r) => r.number), ...t.absences.map((a) => a.round)]);
  for (const n of [...roundNumbers].sort((a, b) => a - b)) {
    const round = t.rounds.find((r) => r.number === n);
    lines.push('', round ? `round ${n}` : `round ${n} unpaired`);
    for (const a of t.absences.filter((x) => x.round === n)) lines.push(a.kind === 'present' ? `present ${a.player}` : `absent ${a.player} ${a.kind}`);
    for (const g of round?.games ?? []) lines.push(`game ${g.board} ${g.white} ${g.black} ${g.result ?? stateOf(g) ?? '*'}`);
    for (const b of round?.byes ?? []) lines.push(`bye ${b}`);
  }
  return lines.join('\n') + '\n';
}

/** `forbid A B …` and, for some rounds only, `rounds=FIRST-LAST` (either end may be left open: `rounds=3-`, `rounds=-5`). */
function makeForbidLine(x: Prohibition): string {
  const rounds = x.firstRound === undefined && x.lastRound === undefined ? '' : ` rounds=${x.firstRound ?? ''}-${x.lastRound ?? ''}`;
  return `forbid ${x.players.join(' ')}${rounds}`;
}

function parseForbidLine(args: readonly string[]): Prohibition {
  const expected = 'expected "forbid PLAYER PLAYER … [rounds=FIRST-LAST]"';
  const last = args[args.length - 1];
  const range = last?.startsWith('rounds=') ? /^rounds=(\d*)-(\d*)$/.exec(last) : undefined;
  if (range === null || (range && range[1] === '' && range[2] === '')) throw new LineError('syntax', expected);
  const ids = (range ? args.slice(0, -1) : args).map((a) => parseId(a, 'player number'));
  if (ids.length < 2 || ids.some((id) => !Number.isInteger(id) || id < 1)) throw new LineError('syntax', expected);
  const first = range?.[1] ? Number(range[1]) : undefined;
  const lastRound = range?.[2] ? Number(range[2]) : undefined;
  if (first !== undefined && lastRound !== undefined && first > lastRound) throw new LineError('syntax', `rounds=${first}-${lastRound}: the first round comes after the last`);
  return { players: ids, ...(first !== undefined ? { firstRound: first } : {}), ...(lastRound !== undefined ? { lastRound } : {}) };
}

function makePlayerLine(p: Player): string {
  const fields: [PlayerField, string | number | undefined][] = [
    ['rating', p.rating],
    ['title', p.title],
    ['sex', p.sex],
    ['fed', p.federation],
    ['fide', p.fideId],
    ['id', p.federationId],
    ['natrating', p.nationalRating],
    ['club', p.club],
    ['born', p.birthDate],
    ['k', p.kFactor],
    ['games', p.gamesPlayed],
    ['joined', p.joinedRound],
    // An expelled player: `expelled=R` in the place of `withdrawn=R` (the round he is no longer paired from).
    [p.expelled ? 'expelled' : 'withdrawn', p.withdrawnFromRound],
    ['start', p.startNumber],
  ];
  const parts = [`player ${p.id} ${quoteWord(p.name)}`];
  for (const [k, v] of fields) if (v !== undefined) parts.push(`${k}=${quoteWord(String(v))}`);
  return parts.join(' ');
}

class LineError extends Error {
  constructor(
    readonly code: TournamentFileErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function parseTournamentFile(text: string): Result<Tournament, TournamentFileError> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let version: number | undefined;
  let name: string | undefined;
  let system: SystemName | undefined;
  let plannedRounds: number | undefined;
  let archived = false;
  let fideModeOff = false;
  const fideEvents: FideEvent[] = [];
  let language: Language | undefined;
  let slipKey: string | undefined;
  const reports: SlipReport[] = [];
  // The options of every tournament (published, own-results), applied once the system's settings are read.
  const wideOptions: [TournamentOption, string][] = [];
  const wideLine = new Map<string, number>();
  let settings: TournamentSettings | undefined;
  const details: { -readonly [K in keyof GivenTournamentDetails]: GivenTournamentDetails[K] } = {};
  const detailLine = new Map<string, number>();
  const players: Player[] = [];
  const rounds: { number: number; paired: boolean; games: Game[]; byes: number[]; byeLines: number[]; line: number }[] = [];
  const absences: (Absence & { line: number })[] = [];
  const prohibitions: (Prohibition & { line: number })[] = [];
  const gameLines = new Map<Game, number>();

  const playerIds = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = lines[i]!;
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    const quoted: boolean[] = [];
    const words = splitWords(raw, quoted);
    if (!Array.isArray(words)) return err({ code: 'syntax', line: lineNo, message: `line ${lineNo}, column ${words.column}: ${words.error}` });
    const [keyword, ...args] = words as [string, ...string[]];
    try {
      if (version === undefined && keyword !== 'arbiter-tournament')
        throw new LineError('version', `expected "arbiter-tournament ${FORMAT_VERSION}" as the first line that is not a comment, found "${keyword}"`);
      switch (keyword) {
        case 'arbiter-tournament': {
          if (version !== undefined) throw new LineError('syntax', '"arbiter-tournament" appears twice');
          const v = Number(args[0]);
          if (args.length !== 1 || !Number.isInteger(v)) throw new LineError('version', 'expected "arbiter-tournament" followed by the format version');
          if (v > FORMAT_VERSION) throw new LineError('version', `this file has format version ${v}; this arbiter reads up to version ${FORMAT_VERSION}: update arbiter`);
          if (v < 1) throw new LineError('version', `unknown format version ${v}`);
          version = v;
          break;
        }
        case 'name': {
          if (args.length !== 1) throw new LineError('syntax', 'expected name "Tournament name" (quote a name with spaces)');
          const checked = checkText('the tournament name', args[0]!, TEXT_LIMITS.tournamentName);
          if (!checked.ok) throw new LineError('syntax', checked.error.message);
          if (checked.value !== args[0]) throw new LineError('syntax', 'the tournament name has spaces at its ends');
          name = checked.value;
          break;
        }
        case 'system': {
          const s = args[0] as SystemName;
          if (args.length !== 1 || !SYSTEMS.includes(s)) throw new LineError('syntax', `unknown system "${args.join(' ')}" (expected ${SYSTEMS.join(', ')})`);
          if (system !== undefined) throw new LineError('syntax', 'the system is given twice');
          system = s;
          settings = unstatedSettingsOf(s);
          break;
        }
        case 'rounds': {
          const n = parseWhole('rounds', args[0] ?? '', NUMBER_LIMITS.round);
          if (args.length !== 1 || !n.ok) throw new LineError('syntax', `expected "rounds N" with N a whole number from 1 to ${NUMBER_LIMITS.round[1]}`);
          plannedRounds = n.value;
          break;
        }
        case 'archived':
          if (args.length !== 0) throw new LineError('syntax', 'expected "archived" alone on its line');
          archived = true;
          break;
        case 'fide-mode':
          // Off once the director left it (fideMode.ts); a FIDE system's tournament is in FIDE mode otherwise.
          if (args.length !== 1 || args[0] !== 'off') throw new LineError('syntax', 'expected "fide-mode off" (FIDE mode is on unless the file says it was left)');
          fideModeOff = true;
          break;
        case 'fide-event':
          fideEvents.push(parseFideEventLine(args));
          break;
        case 'language':
          // The language of the public pages and printed sheets (issue 33); a file without it: the reader's.
          if (args.length !== 1 || !isLanguage(args[0]!)) throw new LineError('syntax', `expected "language" followed by one of ${LANGUAGES.join(', ')}`);
          if (language !== undefined) throw new LineError('syntax', 'the language is given twice');
          language = args[0];
          break;
        case 'own-results-key':
          // The key the result slips' codes are made with (issue 34, director/ownResults.ts).
          if (args.length !== 1 || !SLIP_KEY.test(args[0]!)) throw new LineError('syntax', 'expected "own-results-key" followed by 43 characters of base64url');
          if (slipKey !== undefined) throw new LineError('syntax', 'the own-results key is given twice');
          slipKey = args[0];
          break;
        case 'own-result': {
          // What the players of a board reported, waiting for the director (issue 34).
          const r = parseReportWords(args);
          if (!r)
            throw new LineError(
              'syntax',
              'expected own-result ROUND BOARD WHITE BLACK PAIRING STATE BY RESULT [CLAIM] (STATE entered, confirmed or disputed, CLAIM with disputed only)',
            );
          if (reports.some((x) => x.round === r.round && x.board === r.board)) throw new LineError('syntax', `round ${r.round} board ${r.board} has two own-result lines`);
          reports.push(r);
          break;
        }
        case 'place':
        case 'federation':
        case 'start-date':
        case 'end-date':
        case 'chief-arbiter':
        case 'time-control':
        case 'deputy-arbiter': {
          const field = DETAIL_LINES[keyword]!;
          if (args.length !== 1) throw new LineError('syntax', `expected ${keyword} "…" (quote a text with spaces)`);
          if (field !== 'deputyArbiters' && detailLine.has(keyword)) throw new LineError('syntax', `${keyword} is given twice (first on line ${detailLine.get(keyword)})`);
          detailLine.set(keyword, lineNo);
          if (field === 'deputyArbiters') details.deputyArbiters = [...(details.deputyArbiters ?? []), args[0]!];
          else details[field] = args[0]!;
          // The same rules as every entry point, and what is read must be written back as it is.
          const checked = checkTournamentDetails(field === 'deputyArbiters' ? { deputyArbiters: [args[0]!] } : { [field]: args[0]! });
          if (!checked.ok) throw new LineError('syntax', checked.error.message);
          const kept = field === 'deputyArbiters' ? checked.value?.deputyArbiters?.[0] : checked.value?.[field];
          // A federation typed by hand in small letters (federation bel) is read as BEL, as a player's fed= is.
          if (kept !== args[0] && !(keyword === 'federation' && kept === args[0]!.toUpperCase()))
            throw new LineError('syntax', `${keyword} "${args[0]}" is not written as arbiter keeps it${kept === undefined ? ' (it is empty)' : ` ("${kept}")`}`);
          break;
        }
        case 'setting': {
          const [key, ...rest] = args;
          const wide = tournamentOption(key ?? '');
          if (wide) {
            // An option of every tournament, whatever its system (core/tournamentOptions.ts: published, own-results).
            const valid = rest.length === 1 && wide.parse(rest[0]!, { settings: {} }) !== undefined;
            if (!valid) throw new LineError('setting', `setting ${wide.key}: "${rest.join(' ')}" is not valid (expected ${wide.expects})`);
            if (wideLine.has(wide.key)) throw new LineError('setting', `setting ${wide.key} is given twice (first on line ${wideLine.get(wide.key)})`);
            wideLine.set(wide.key, lineNo);
            wideOptions.push([wide, rest[0]!]);
            break;
          }
          if (!system || !settings) throw new LineError('setting', 'a setting comes before the "system" line');
          const spec = settingsSpecs(system).find((s) => s.key === key);
          if (!spec) throw new LineError('setting', `unknown setting "${key ?? ''}" for system ${system}`);
          const next = spec.parse(rest.join(' '), settings);
          if (rest.length === 0 || !next) throw new LineError('setting', `setting ${key}: "${rest.join(' ')}" is not valid (expected ${spec.expects})`);
          settings = next;
          break;
        }
        case 'player': {
          if (rounds.length) throw new LineError('player', 'players are listed before the first round');
          players.push(parsePlayerLine(args, quoted.slice(1), playerIds, version ?? FORMAT_VERSION));
          break;
        }
        case 'forbid': {
          if (rounds.length) throw new LineError('syntax', 'prohibited pairings (forbid) are listed before the first round');
          const x = parseForbidLine(args);
          prohibitions.push({ ...x, line: lineNo });
          break;
        }
        case 'round': {
          const n = parseId(args[0], 'round number');
          const paired = args[1] !== 'unpaired';
          if (!Number.isInteger(n) || n < 1 || args.length > 2 || (args.length === 2 && paired)) throw new LineError('round', 'expected "round N" or "round N unpaired"');
          const prev = rounds[rounds.length - 1];
          // Paired rounds are 1, 2, 3, …; unpaired ones (absences announced ahead) follow in increasing order.
          if (prev && !prev.paired && paired) throw new LineError('round', `round ${n} is paired but round ${prev.number} is not`);
          if (paired ? n !== (prev?.number ?? 0) + 1 : n <= (prev?.number ?? 0))
            throw new LineError(
              'round',
              `round ${n} follows round ${prev?.number ?? 'none'}: ${paired ? 'paired rounds are numbered 1, 2, 3, … in order' : 'rounds are listed in increasing order'}`,
            );
          rounds.push({ number: n, paired, games: [], byes: [], byeLines: [], line: lineNo });
          break;
        }
        case 'absent': {
          const round = rounds[rounds.length - 1];
          if (!round) throw new LineError('round', '"absent" comes before any "round" line');
          const player = parseId(args[0], 'player number');
          const kind = args[1] as AbsenceKind;
          if (args.length !== 2 || !ABSENCE_KINDS.includes(kind)) throw new LineError('round', `expected "absent PLAYER KIND" with KIND one of ${ABSENCE_KINDS.join(', ')}`);
          if (kind === 'present') throw new LineError('round', 'a sign-up is written "present PLAYER"');
          absences.push({ round: round.number, player, kind, line: lineNo });
          break;
        }
        case 'present': {
          const round = rounds[rounds.length - 1];
          if (!round) throw new LineError('round', '"present" comes before any "round" line');
          if (args.length !== 1) throw new LineError('round', 'expected "present PLAYER"');
          absences.push({ round: round.number, player: parseId(args[0], 'player number'), kind: 'present', line: lineNo });
          break;
        }
        case 'game': {
          const round = rounds[rounds.length - 1];
          if (!round) throw new LineError('game', '"game" comes before any "round" line');
          if (!round.paired) throw new LineError('game', `round ${round.number} is marked unpaired but has a game`);
          if (args.length !== 4) throw new LineError('game', 'expected "game BOARD WHITE BLACK RESULT" (RESULT * while the game is played)');
          const board = parseId(args[0], 'board number');
          if (board !== round.games.length + 1) throw new LineError('game', `board ${board} follows board ${round.games.length || 'none'}: boards are numbered 1, 2, 3, …`);
          const white = parseId(args[1], 'white player number');
          const black = parseId(args[2], 'black player number');
          const state = (GAME_STATES as readonly string[]).includes(args[3]!) ? (args[3] as GameState) : undefined;
          const result = args[3] === '*' || state ? undefined : parseGameResult(args[3]!);
          if (args[3] !== '*' && !state && result === undefined)
            throw new LineError('game', `unknown result "${args[3]}" (expected 1-0, 1/2-1/2, 0-1, +-, -+, --, 1/2-0, 0-1/2, 0-0, postponed, adjourned or *)`);
          const game: Game =
            result !== undefined
              ? { board, white, black, result }
              : state === 'postponed'
                ? { board, white, black, postponed: true }
                : state === 'adjourned'
                  ? { board, white, black, adjourned: true }
                  : { board, white, black };
          round.games.push(game);
          gameLines.set(game, lineNo);
          break;
        }
        case 'bye': {
          const round = rounds[rounds.length - 1];
          if (!round?.paired) throw new LineError('round', '"bye" belongs to a paired round');
          if (args.length !== 1) throw new LineError('round', 'expected "bye PLAYER"');
          const player = parseId(args[0], 'player number');
          round.byes.push(player);
          round.byeLines.push(lineNo);
          break;
        }
        default:
          throw new LineError(
            'unknown-line',
            `unknown line "${keyword}" (expected arbiter-tournament, name, system, rounds, archived, language, own-results-key, own-result, fide-mode, fide-event, ${Object.keys(DETAIL_LINES).join(', ')}, setting, player, forbid, round, absent, present, game or bye)`,
          );
      }
    } catch (e) {
      if (e instanceof LineError) return err({ code: e.code, line: lineNo, message: `line ${lineNo}: ${e.message}` });
      throw e;
    }
  }
  if (version === undefined) return err({ code: 'version', line: 0, message: `not an arbiter tournament file (no "arbiter-tournament ${FORMAT_VERSION}" line)` });
  if (name === undefined) return err({ code: 'syntax', line: 0, message: 'the file has no "name" line' });
  if (!system || !settings) return err({ code: 'syntax', line: 0, message: 'the file has no "system" line' });
  if (reports.length > 0 && slipKey === undefined) return err({ code: 'syntax', line: 0, message: 'the file has own-result lines but no "own-results-key" line' });

  const checkedDetails = checkTournamentDetails(details);
  if (!checkedDetails.ok)
    return err({ code: 'syntax', line: detailLine.get('end-date') ?? 0, message: `line ${detailLine.get('end-date') ?? 0}: ${checkedDetails.error.message}` });
  const numbering = startNumberProblem(players);
  if (numbering) return err({ code: 'player', line: 0, message: numbering });

  // References: every number names a registered player, once per round.
  for (const r of rounds) {
    const seen = new Map<number, string>();
    const use = (id: number, line: number, what: string): Result<true, TournamentFileError> => {
      if (!playerIds.has(id)) return err({ code: 'reference', line, message: `line ${line}: there is no player ${id}` });
      const before = seen.get(id);
      if (before) return err({ code: 'reference', line, message: `line ${line}: player ${id} appears twice in round ${r.number} (${before} and ${what})` });
      seen.set(id, what);
      return ok(true);
    };
    for (const g of r.games) {
      const line = gameLines.get(g)!;
      if (g.white === g.black) return err({ code: 'reference', line, message: `line ${line}: player ${g.white} cannot play himself` });
      for (const id of [g.white, g.black]) {
        const u = use(id, line, `board ${g.board}`);
        if (!u.ok) return u;
      }
    }
    for (const [k, player] of r.byes.entries()) {
      const u = use(player, r.byeLines[k]!, 'the bye');
      if (!u.ok) return u;
    }
    const signedUp = new Set<number>();
    for (const a of absences.filter((x) => x.round === r.number)) {
      // A sign-up goes with a game; but no player is announced twice in a round.
      if (a.kind === 'present') {
        if (!playerIds.has(a.player)) return err({ code: 'reference', line: a.line, message: `line ${a.line}: there is no player ${a.player}` });
        if (signedUp.has(a.player)) return err({ code: 'reference', line: a.line, message: `line ${a.line}: player ${a.player} is signed up twice in round ${r.number}` });
        signedUp.add(a.player);
        continue;
      }
      const u = use(a.player, a.line, `absent (${a.kind})`);
      if (!u.ok) return u;
    }
    const both = absences.find((a) => a.round === r.number && a.kind !== 'present' && signedUp.has(a.player));
    if (both) return err({ code: 'reference', line: both.line, message: `line ${both.line}: player ${both.player} is both signed up and absent in round ${r.number}` });
  }

  for (const x of prohibitions) {
    const unknown = x.players.find((id) => !playerIds.has(id));
    if (unknown !== undefined) return err({ code: 'reference', line: x.line, message: `line ${x.line}: there is no player ${unknown}` });
    const twice = x.players.find((id, k) => x.players.indexOf(id) < k);
    if (twice !== undefined) return err({ code: 'reference', line: x.line, message: `line ${x.line}: player ${twice} is named twice` });
  }

  const read: Tournament = {
    name,
    ...(checkedDetails.value ? { details: checkedDetails.value } : {}),
    ...(plannedRounds !== undefined ? { plannedRounds } : {}),
    ...(archived ? { archived: true as const } : {}),
    ...(fideModeOff ? { fideModeOff: true as const } : {}),
    ...(fideEvents.length ? { fideEvents } : {}),
    ...(language ? { language } : {}),
    ...(slipKey !== undefined ? { ownResults: { key: slipKey, reports } } : {}),
    settings,
    players,
    rounds: rounds.filter((r) => r.paired).map((r): Round => ({ number: r.number, games: r.games, byes: r.byes })),
    absences: absences.map(({ round, player, kind }) => ({ round, player, kind })),
    ...(prohibitions.length ? { prohibitions: prohibitions.map(({ line: _line, ...x }) => x) } : {}),
  };
  return ok(wideOptions.reduce((t, [option, text]) => withTournamentOption(t, option, text) ?? t, read));
}

/** `fide-event ROUND KIND "who" "what"`: one event confirmed in FIDE mode. */
function parseFideEventLine(args: readonly string[]): FideEvent {
  const [round, kind, who, what] = args;
  const n = parseWhole('round', round ?? '', [0, NUMBER_LIMITS.round[1]]);
  if (args.length !== 4 || !n.ok || kind === undefined || !isFideEventKind(kind))
    throw new LineError('syntax', `expected fide-event ROUND KIND "who" "what" with KIND one of ${FIDE_EVENT_KINDS.join(', ')}`);
  return { round: n.value, kind, who: who!, what: what! };
}

/** Start numbers are given to every player or to none (before round 1), each once. */
function startNumberProblem(players: readonly Player[]): string | undefined {
  const numbered = players.filter((p) => p.startNumber !== undefined);
  if (numbered.length === 0) return undefined;
  const missing = players.find((p) => p.startNumber === undefined);
  if (missing) return `player ${missing.id} has no start number (start=…), but player ${numbered[0]!.id} has one: once round 1 is paired every player has his own`;
  const seen = new Map<number, number>();
  for (const p of players) {
    const other = seen.get(p.startNumber!);
    if (other !== undefined) return `players ${other} and ${p.id} have the same start number ${p.startNumber}`;
    seen.set(p.startNumber!, p.id);
  }
  return undefined;
}

/** Player, board and round numbers: 1 to a million (a number the file writes back digit for digit). */
export const MAX_NUMBER = 1_000_000;

function parseId(text: string | undefined, what: string): number {
  if (text === undefined || !/^\d{1,7}$/.test(text) || Number(text) < 1 || Number(text) > MAX_NUMBER)
    throw new LineError('syntax', `expected a ${what} (1 to ${MAX_NUMBER}), found "${text ?? ''}"`);
  return Number(text);
}

function parsePlayerLine(args: string[], quoted: boolean[], ids: Set<number>, version: number): Player {
  const [idText, name, ...fields] = args;
  const id = parseId(idText, 'player number');
  if (ids.has(id)) throw new LineError('player', `player number ${id} is used twice`);
  // An unquoted name with "=" is a field: the name was left out.
  if (name === undefined || (!quoted[1] && name.includes('='))) throw new LineError('player', `expected player NUMBER "Name" ${PLAYER_FIELDS.map((k) => `[${k}=…]`).join(' ')}`);
  ids.add(id);
  const given: { -readonly [K in keyof GivenPlayerFields]: GivenPlayerFields[K] } = { name };
  const seen = new Set<string>();
  for (const f of fields) {
    const eq = f.indexOf('=');
    const key = f.slice(0, eq) as PlayerField;
    const value = f.slice(eq + 1);
    if (eq < 1 || !PLAYER_FIELDS.includes(key)) throw new LineError('player', `unknown player field "${f}" (expected ${PLAYER_FIELDS.map((k) => `${k}=…`).join(', ')})`);
    if (seen.has(key)) throw new LineError('player', `the field ${key} is given twice`);
    seen.add(key);
    const whole = (range: readonly [number, number]): number => {
      const r = parseWhole(key, value, range);
      if (!r.ok) throw new LineError('player', `player ${id}: ${r.error.message}`);
      return r.value;
    };
    if (key === 'fide') {
      if (version === 1) given.federationId = value;
      else given.fideId = value;
    } else if (key === 'id') given.federationId = value;
    else if (key === 'title') given.title = value;
    else if (key === 'sex') given.sex = value;
    else if (key === 'fed') given.federation = value;
    else if (key === 'club') given.club = value;
    else if (key === 'born') given.birthDate = value;
    else given[PLAYER_NUMBER_FIELDS[key]] = whole(PLAYER_NUMBER_RANGES[key]);
  }
  if (seen.has('withdrawn') && seen.has('expelled')) throw new LineError('player', `player ${id}: withdrawn= and expelled= both given (an expelled player has expelled= only)`);
  // The same rules as every entry point: what is read here can be written back unchanged.
  const checked = checkPlayerFields(given);
  if (!checked.ok) throw new LineError('player', `player ${id}: ${checked.error.message}`);
  for (const [k, v] of Object.entries(given)) {
    const kept = (checked.value as Record<string, unknown>)[k];
    // Codes may be typed in any case by hand (fed=bel); spaces that would not be kept are refused.
    if (kept !== v && !(typeof v === 'string' && typeof kept === 'string' && CODE_FIELDS.has(k) && kept === (k === 'sex' ? v.toLowerCase().replace('f', 'w') : v.toUpperCase())))
      throw new LineError('player', `player ${id}: ${k} "${String(v)}" has spaces at its ends or inside that are not kept`);
  }
  return { id, ...checked.value, ...(seen.has('expelled') ? { expelled: true as const } : {}) };
}

const CODE_FIELDS = new Set(['title', 'sex', 'federation']);
const PLAYER_NUMBER_FIELDS = {
  rating: 'rating',
  natrating: 'nationalRating',
  k: 'kFactor',
  games: 'gamesPlayed',
  joined: 'joinedRound',
  withdrawn: 'withdrawnFromRound',
  expelled: 'withdrawnFromRound',
  start: 'startNumber',
} as const;
const PLAYER_NUMBER_RANGES = {
  rating: NUMBER_LIMITS.rating,
  natrating: NUMBER_LIMITS.nationalRating,
  k: NUMBER_LIMITS.kFactor,
  games: NUMBER_LIMITS.gamesPlayed,
  joined: NUMBER_LIMITS.round,
  withdrawn: NUMBER_LIMITS.round,
  expelled: NUMBER_LIMITS.round,
  start: [1, NUMBER_LIMITS.players[1]],
} as const;

/**
 * The text of a tournament that is about to be saved, checked by reading it back: a change whose file
 * would not read back as the same tournament is refused before anything is written. A refusal here is a
 * bug of ours (an entry point accepted what the file cannot hold), reported with where the two differ.
 */
export function makeCheckedTournamentFile(t: Tournament): Result<string> {
  const text = makeTournamentFile(t);
  const back = parseTournamentFile(text);
  if (!back.ok) return err({ code: 'not-saved', message: `the change was not saved: the file would not read back (${back.error.message}); nothing was changed` });
  const difference = firstDifference(canonical(t), canonical(back.value), 'tournament');
  if (difference !== undefined) return err({ code: 'not-saved', message: `the change was not saved: ${difference} would not read back as entered; nothing was changed` });
  return ok(text);
}

/** The tournament as the file orders it: absences by round (in their order within a round). */
function canonical(t: Tournament): Tournament {
  return { ...t, absences: [...t.absences].sort((a, b) => a.round - b.round) };
}

/** The path of the first difference between two plain values (undefined fields count as absent). */
export function firstDifference(a: unknown, b: unknown, path: string): string | undefined {
  if (a === b) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return `${path} (${JSON.stringify(a)} vs ${JSON.stringify(b)})`;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path} (${a.length} vs ${b.length} entries)`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d !== undefined) return d;
  }
  return undefined;
}
