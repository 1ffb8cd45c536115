import { ABSENCE_KINDS, type Absence, type AbsenceKind, type Round } from '../core/round.js';
import { parseGameResult, type Game } from '../core/game.js';
import type { Player } from '../core/player.js';
import type { Tournament } from '../core/tournament.js';
import { defaultSettingsOf, SYSTEMS, unstatedSettingsOf, type SystemName, type TournamentSettings } from '../core/settings.js';
import type { OptionSpec } from '../core/options.js';
import { optionsOf } from './systemOptions.js';
import { err, ok, type Result } from '../core/result.js';
import { quoteWord, splitWords } from './tokens.js';

/**
 * The tournament file: one UTF-8 text file per tournament that a person can read and mend in an editor.
 *
 *     # arbiter tournament file …
 *     arbiter-tournament 1
 *     name "Club championship 2026-27"
 *     system keizer
 *     rounds 25
 *     setting top auto
 *     …
 *     player 1 "Jansen, Piet" rating=1850 fide=12345 club=230 born=1980-05-01 k=20 games=120
 *     round 1
 *     absent 7 excused
 *     game 1 3 2 1-0
 *     game 2 1 5 *
 *     bye 6
 *     round 2 unpaired
 *     absent 4 unexcused
 *
 * Blank lines and lines starting with `#` are ignored. `makeTournamentFile(parseTournamentFile(x))` is `x`
 * for every file this module wrote (load → save gives identical bytes).
 */
export const FORMAT_VERSION = 1;

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

const PLAYER_FIELDS = ['rating', 'fide', 'club', 'born', 'k', 'games', 'joined', 'withdrawn'] as const;
type PlayerField = (typeof PLAYER_FIELDS)[number];

export function makeTournamentFile(t: Tournament): string {
  const lines: string[] = [HEADER, `arbiter-tournament ${FORMAT_VERSION}`, `name ${quoteWord(t.name)}`, `system ${t.settings.system}`];
  if (t.plannedRounds !== undefined) lines.push(`rounds ${t.plannedRounds}`);
  for (const spec of settingsSpecs(t.settings.system)) lines.push(`setting ${spec.key} ${spec.make(t.settings)}`);
  lines.push('');
  for (const p of t.players) lines.push(makePlayerLine(p));
  const roundNumbers = new Set([...t.rounds.map((r) => r.number), ...t.absences.map((a) => a.round)]);
  for (const n of [...roundNumbers].sort((a, b) => a - b)) {
    const round = t.rounds.find((r) => r.number === n);
    lines.push('', round ? `round ${n}` : `round ${n} unpaired`);
    for (const a of t.absences.filter((x) => x.round === n)) lines.push(`absent ${a.player} ${a.kind}`);
    for (const g of round?.games ?? []) lines.push(`game ${g.board} ${g.white} ${g.black} ${g.result ?? '*'}`);
    for (const b of round?.byes ?? []) lines.push(`bye ${b}`);
  }
  return lines.join('\n') + '\n';
}

function makePlayerLine(p: Player): string {
  const fields: [PlayerField, string | number | undefined][] = [
    ['rating', p.rating],
    ['fide', p.federationId],
    ['club', p.club],
    ['born', p.birthDate],
    ['k', p.kFactor],
    ['games', p.gamesPlayed],
    ['joined', p.joinedRound],
    ['withdrawn', p.withdrawnFromRound],
  ];
  const parts = [`player ${p.id} ${quoteWord(p.name)}`];
  for (const [k, v] of fields) if (v !== undefined) parts.push(`${k}=${quoteWord(String(v))}`);
  return parts.join(' ');
}

class LineError {
  constructor(
    readonly code: TournamentFileErrorCode,
    readonly message: string,
  ) {}
}

export function parseTournamentFile(text: string): Result<Tournament, TournamentFileError> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let version: number | undefined;
  let name: string | undefined;
  let system: SystemName | undefined;
  let plannedRounds: number | undefined;
  let settings: TournamentSettings | undefined;
  const players: Player[] = [];
  const rounds: { number: number; paired: boolean; games: Game[]; byes: number[]; byeLines: number[]; line: number }[] = [];
  const absences: (Absence & { line: number })[] = [];
  const gameLines = new Map<Game, number>();

  const playerIds = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = lines[i]!;
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    const words = splitWords(raw);
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
        case 'name':
          if (args.length !== 1) throw new LineError('syntax', 'expected name "Tournament name" (quote a name with spaces)');
          name = args[0]!;
          break;
        case 'system': {
          const s = args[0] as SystemName;
          if (args.length !== 1 || !SYSTEMS.includes(s)) throw new LineError('syntax', `unknown system "${args.join(' ')}" (expected ${SYSTEMS.join(', ')})`);
          if (system !== undefined) throw new LineError('syntax', 'the system is given twice');
          system = s;
          settings = unstatedSettingsOf(s);
          break;
        }
        case 'rounds': {
          const n = Number(args[0]);
          if (args.length !== 1 || !Number.isInteger(n) || n < 1) throw new LineError('syntax', 'expected "rounds N" with N a whole number from 1');
          plannedRounds = n;
          break;
        }
        case 'setting': {
          if (!system || !settings) throw new LineError('setting', 'a setting comes before the "system" line');
          const [key, ...rest] = args;
          const spec = settingsSpecs(system).find((s) => s.key === key);
          if (!spec) throw new LineError('setting', `unknown setting "${key ?? ''}" for system ${system}`);
          const next = spec.parse(rest.join(' '), settings);
          if (rest.length === 0 || !next) throw new LineError('setting', `setting ${key}: "${rest.join(' ')}" is not valid (expected ${spec.expects})`);
          settings = next;
          break;
        }
        case 'player': {
          if (rounds.length) throw new LineError('player', 'players are listed before the first round');
          players.push(parsePlayerLine(args, playerIds));
          break;
        }
        case 'round': {
          const n = Number(args[0]);
          const paired = args[1] !== 'unpaired';
          if (!Number.isInteger(n) || n < 1 || args.length > 2 || (args.length === 2 && paired))
            throw new LineError('round', 'expected "round N" or "round N unpaired"');
          const prev = rounds[rounds.length - 1];
          if (n !== (prev?.number ?? 0) + 1) throw new LineError('round', `round ${n} follows round ${prev?.number ?? 'none'}: rounds are numbered 1, 2, 3, … in order`);
          if (prev && !prev.paired && paired) throw new LineError('round', `round ${n} is paired but round ${prev.number} is not`);
          rounds.push({ number: n, paired, games: [], byes: [], byeLines: [], line: lineNo });
          break;
        }
        case 'absent': {
          const round = rounds[rounds.length - 1];
          if (!round) throw new LineError('round', '"absent" comes before any "round" line');
          const player = parseId(args[0], 'player number');
          const kind = args[1] as AbsenceKind;
          if (args.length !== 2 || !ABSENCE_KINDS.includes(kind)) throw new LineError('round', `expected "absent PLAYER KIND" with KIND one of ${ABSENCE_KINDS.join(', ')}`);
          absences.push({ round: round.number, player, kind, line: lineNo });
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
          const result = args[3] === '*' ? undefined : parseGameResult(args[3]!);
          if (args[3] !== '*' && result === undefined) throw new LineError('game', `unknown result "${args[3]}" (expected 1-0, 1/2-1/2, 0-1, +-, -+, -- or *)`);
          const game: Game = result === undefined ? { board, white, black } : { board, white, black, result };
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
          throw new LineError('unknown-line', `unknown line "${keyword}" (expected arbiter-tournament, name, system, rounds, setting, player, round, absent, game or bye)`);
      }
    } catch (e) {
      if (e instanceof LineError) return err({ code: e.code, line: lineNo, message: `line ${lineNo}: ${e.message}` });
      throw e;
    }
  }
  if (version === undefined) return err({ code: 'version', line: 0, message: `not an arbiter tournament file (no "arbiter-tournament ${FORMAT_VERSION}" line)` });
  if (name === undefined) return err({ code: 'syntax', line: 0, message: 'the file has no "name" line' });
  if (!system || !settings) return err({ code: 'syntax', line: 0, message: 'the file has no "system" line' });

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
    for (const a of absences.filter((x) => x.round === r.number)) {
      const u = use(a.player, a.line, `absent (${a.kind})`);
      if (!u.ok) return u;
    }
  }

  return ok({
    name,
    ...(plannedRounds !== undefined ? { plannedRounds } : {}),
    settings,
    players,
    rounds: rounds.filter((r) => r.paired).map((r): Round => ({ number: r.number, games: r.games, byes: r.byes })),
    absences: absences.map(({ round, player, kind }) => ({ round, player, kind })),
  });
}

function parseId(text: string | undefined, what: string): number {
  if (text === undefined || !/^\d+$/.test(text) || Number(text) < 1) throw new LineError('syntax', `expected a ${what}, found "${text ?? ''}"`);
  return Number(text);
}

function parsePlayerLine(args: string[], ids: Set<number>): Player {
  const [idText, name, ...fields] = args;
  const id = parseId(idText, 'player number');
  if (ids.has(id)) throw new LineError('player', `player number ${id} is used twice`);
  if (name === undefined || name.trim() === '' || name.includes('=')) throw new LineError('player', 'expected player NUMBER "Name" [rating=…] [fide=…] [club=…] [born=…] [k=…] [games=…] [joined=…] [withdrawn=…]');
  ids.add(id);
  const player: { -readonly [K in keyof Player]: Player[K] } = { id, name };
  const seen = new Set<string>();
  for (const f of fields) {
    const eq = f.indexOf('=');
    const key = f.slice(0, eq) as PlayerField;
    const value = f.slice(eq + 1);
    if (eq < 1 || !PLAYER_FIELDS.includes(key)) throw new LineError('player', `unknown player field "${f}" (expected ${PLAYER_FIELDS.map((k) => `${k}=…`).join(', ')})`);
    if (seen.has(key)) throw new LineError('player', `the field ${key} is given twice`);
    seen.add(key);
    const whole = (min: number): number => {
      if (!/^\d+$/.test(value) || Number(value) < min) throw new LineError('player', `${key}=${value}: expected a whole number from ${min}`);
      return Number(value);
    };
    switch (key) {
      case 'rating':
        player.rating = whole(0);
        break;
      case 'fide':
        player.federationId = value;
        break;
      case 'club':
        player.club = value;
        break;
      case 'born':
        if (!/^\d{4}(-\d{2}-\d{2})?$/.test(value)) throw new LineError('player', `born=${value}: expected YYYY-MM-DD or YYYY`);
        player.birthDate = value;
        break;
      case 'k':
        player.kFactor = whole(1);
        break;
      case 'games':
        player.gamesPlayed = whole(0);
        break;
      case 'joined':
        player.joinedRound = whole(1);
        break;
      case 'withdrawn':
        player.withdrawnFromRound = whole(1);
        break;
    }
  }
  return player;
}
