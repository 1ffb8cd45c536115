import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { CliExit, type CliIo } from './io.js';
import type { CliState } from './commands.js';
import { PLAYER_TITLES, type Player } from '../core/player.js';
import type { Tournament } from '../core/tournament.js';
import type { Result } from '../core/result.js';
import { NUMBER_LIMITS } from '../core/fields.js';
import { must } from '../core/tournamentOps.js';
import {
  addPlayer,
  allowPairing,
  editPlayer,
  forbidPairing,
  prohibitionRoundsText,
  reinstatePlayer,
  removePlayer,
  resolvePlayer,
  withdrawPlayer,
  expelPlayer,
  type PlayerEdit,
} from '../director/operations.js';
import { describeSource, parsePlayerList, type ListedPlayer, type PlayerList } from '../formats/playerList.js';
import { findListedByName } from '../formats/listSearch.js';
import { addFromList, chooseFromList, parseIdList, type ListAddition, type ListChoice } from '../director/bulkAdd.js';
import { RATING_LISTS, type RatingList } from '../formats/fideRatingList.js';
import { FolderStore } from '../store/folderStore.js';
import { checkListName, DEFAULT_LIST, type PlayerListRef, type TournamentStore } from '../store/store.js';
import { confirmOption, fideConfirmation, fileOption, tournamentFiles, wholeOption } from './files.js';

/** The players of a tournament: add, list, edit, remove, withdraw, reinstate; import from a list. */
export function registerPlayerCommands(program: Command, io: CliIo, _state: CliState): void {
  const { load, change } = tournamentFiles(io);
  /** One change of one player, named by number or name: the player and the tournament as it was. */
  const onePlayer = async (opts: { file: string }, query: string, op: (t: Tournament, id: number) => Result<Tournament>) => {
    let player!: Player;
    const { before } = await change(opts, (t) => {
      player = must(resolvePlayer(t, query));
      return must(op(t, player.id));
    });
    return { player, before };
  };

  // player add | list | edit | remove | withdraw | expel | reinstate
  const player = program.command('player').description('add, list, edit, remove, withdraw, expel or reinstate players');
  withPlayerFields(
    player
      .command('add')
      .description('register a player')
      .argument('<name>', 'the player\'s name, e.g. "Jansen, Piet"')
      .addOption(fileOption())
      .option('--rating <r>', 'rating (Elo)'),
  ).action(async (name: string, opts: PlayerFieldOptions & { file: string; rating?: string }) => {
    const rating = wholeOption('--rating', opts.rating, NUMBER_LIMITS.rating);
    const kFactor = wholeOption('--k', opts.k, NUMBER_LIMITS.kFactor);
    const nationalRating = wholeOption('--national-rating', opts.nationalRating, NUMBER_LIMITS.nationalRating);
    let player!: Player;
    await change(opts, (t) => {
      const fields = { name, rating, ...playerTexts(opts), nationalRating, kFactor };
      const r = must(addPlayer(t, fields));
      player = r.player;
      return r.tournament;
    });
    io.out(`added ${player.id} ${player.name}${player.joinedRound ? ` (late entry from round ${player.joinedRound})` : ''}\n`);
  });
  player
    .command('list')
    .description('list the players')
    .addOption(fileOption())
    .option('--json', 'print JSON')
    .action((opts: { file: string; json?: boolean }) => {
      const t = load(opts);
      if (opts.json) {
        io.out(JSON.stringify(t.players) + '\n');
        return;
      }
      for (const p of t.players) {
        const extra = [
          p.title ?? '',
          p.rating ? `${p.rating}` : 'unrated',
          p.federation ?? '',
          p.sex ?? '',
          p.club ? `club ${p.club}` : '',
          p.fideId ? `FIDE id ${p.fideId}` : '',
          p.federationId ? `id ${p.federationId}` : '',
          p.nationalRating !== undefined ? `national rating ${p.nationalRating}` : '',
          p.birthDate ? `born ${p.birthDate}` : '',
          p.withdrawnFromRound ? `${p.expelled ? 'expelled' : 'withdrawn'} from round ${p.withdrawnFromRound}` : '',
          p.joinedRound ? `joined in round ${p.joinedRound}` : '',
        ]
          .filter(Boolean)
          .join(', ');
        io.out(`${String(p.id).padStart(3)}  ${p.name}  (${extra})\n`);
      }
    });
  player
    .command('withdraw')
    .description('withdraw a player from the next round on')
    .argument('<player>', 'number or name')
    .addOption(fileOption())
    .action(async (query: string, opts: { file: string }) => {
      const { player: p, before } = await onePlayer(opts, query, withdrawPlayer);
      io.out(`${p.name} withdraws from round ${before.rounds.length + 1} on\n`);
    });
  player
    .command('expel')
    .description("expel a player (the arbiter's decision): not paired from the next round on, shown as expelled; his games go as a withdrawn player's")
    .argument('<player>', 'number or name')
    .addOption(fileOption())
    .action(async (query: string, opts: { file: string }) => {
      const { player: p, before } = await onePlayer(opts, query, expelPlayer);
      const from = p.withdrawnFromRound ?? before.rounds.length + 1;
      io.out(`${p.name} is expelled from round ${from} on\n`);
    });

  // forbid A B … [--rounds R1-R2] | forbid A B … --remove | forbid --list
  program
    .command('forbid')
    .description('prohibit players from being paired with each other (a Swiss): in every round, or in --rounds only')
    .argument('[players...]', 'two or more players, by number or name')
    .addOption(fileOption())
    .option('--rounds <range>', 'only in these rounds: FIRST-LAST, FIRST- (to the end) or a single round')
    .option('--remove', 'take the prohibition of these players back')
    .option('--list', 'list the prohibited pairings')
    .addOption(confirmOption())
    .action(async (queries: string[], opts: { file: string; rounds?: string; remove?: boolean; list?: boolean; confirm?: boolean }) => {
      if (opts.list) {
        const t = load(opts);
        const name = (id: number) => `${id} ${t.players.find((p) => p.id === id)?.name ?? '?'}`;
        for (const x of t.prohibitions ?? []) io.out(`${x.players.map(name).join(' / ')}: ${prohibitionRoundsText(x)}\n`);
        if (!(t.prohibitions ?? []).length) io.out('no prohibited pairings\n');
        return;
      }
      if (queries.length < 2) throw new CliExit('forbid: name at least two players (or --list)');
      const rounds = opts.rounds === undefined ? {} : roundRange(opts.rounds);
      let ids: number[] = [];
      await change(opts, (t) => {
        ids = queries.map((q) => must(resolvePlayer(t, q)).id);
        return must(opts.remove ? allowPairing(t, ids) : forbidPairing(t, ids, rounds, fideConfirmation(opts)));
      });
      const where = opts.rounds === undefined ? 'in every round' : `in rounds ${opts.rounds}`;
      io.out(opts.remove ? `players ${ids.join(', ')} may meet again\n` : `players ${ids.join(', ')} will not be paired with each other ${where}\n`);
    });

  withPlayerFields(
    player
      .command('edit')
      .description("change a player's name, rating or other fields (an empty text clears a field)")
      .argument('<player>', 'number or name')
      .addOption(fileOption())
      .option('--name <name>', 'the new name')
      .option('--rating <r>', 'rating (Elo), or "" for unrated'),
  )
    .option('--games <n>', 'rated games played before the tournament')
    .option('--force', 'change a field that made the initial ranking of rounds already paired (a Swiss): only the rounds to come use it')
    .action(async (query: string, opts: PlayerFieldOptions & { file: string; name?: string; rating?: string; games?: string; force?: boolean }) => {
      const numberField = (flag: string, text: string | undefined, range: readonly [number, number]): number | '' | undefined =>
        text === '' ? '' : wholeOption(flag, text, range);
      const fields = {
        name: opts.name,
        rating: numberField('--rating', opts.rating, NUMBER_LIMITS.rating),
        ...playerTexts(opts),
        nationalRating: numberField('--national-rating', opts.nationalRating, NUMBER_LIMITS.nationalRating),
        kFactor: numberField('--k', opts.k, NUMBER_LIMITS.kFactor),
        gamesPlayed: numberField('--games', opts.games, NUMBER_LIMITS.gamesPlayed),
      } as PlayerEdit;
      if (Object.values(fields).every((v) => v === undefined))
        throw new CliExit('say what to change: --name, --rating, --title, --sex, --federation, --fide-id, --federation-id, --national-rating, --club, --born, --k or --games');
      let p!: Player;
      let warnings: string[] = [];
      const { tournament } = await change(opts, (t) => {
        p = must(resolvePlayer(t, query));
        const r = must(editPlayer(t, p.id, fields, { force: opts.force ?? false }));
        warnings = r.warnings;
        return r.tournament;
      });
      for (const w of warnings) io.err(`warning: ${w}\n`);
      const now = tournament.players.find((x) => x.id === p.id)!;
      io.out(`${now.id} ${now.name} changed\n`);
    });
  player
    .command('remove')
    .description('remove a player added by mistake (only one without games)')
    .argument('<player>', 'number or name')
    .addOption(fileOption())
    .action(async (query: string, opts: { file: string }) => {
      const { player: p } = await onePlayer(opts, query, removePlayer);
      io.out(`${p.id} ${p.name} removed\n`);
    });
  player
    .command('reinstate')
    .description('take back a withdrawal: the player is paired again from the next round on')
    .argument('<player>', 'number or name')
    .addOption(fileOption())
    .action(async (query: string, opts: { file: string }) => {
      const { player: p, before } = await onePlayer(opts, query, reinstatePlayer);
      io.out(`${p.name} plays again from round ${before.rounds.length + 1} on\n`);
    });

  // import
  program
    .command('import')
    .description('add players from a player list: the federation CSV (players.csv), a club spreadsheet, or the FIDE rating list (TXT or XML)')
    .argument('<list>', 'the player list')
    .option('-f, --file <path>', 'the tournament file (not needed with --preview)')
    .option('--name <name...>', 'add the player of this name (the exact name, or the start of one; accents and case do not matter)')
    .option('--fide-id <id...>', 'add the player with this FIDE id')
    .option('--id <id...>', 'add the player with this national federation id')
    .option('--ids <file>', 'add the players whose ids (FIDE or national) FILE holds, one a line or separated by commas; - reads them from standard input')
    .option('--club <number>', 'add every player of this club')
    .option('--all', 'add every player of the list')
    .option('--preview', 'show what the list holds (format, encoding, separator, columns, count, the first players or those named) and add nobody')
    .option('--skip-missing', 'add the players found when an id or a club is not in the list (named); without it nothing is imported')
    .addOption(new Option('--rating-list <rate>', 'the combined FIDE list: which rating to read').choices(RATING_LISTS).default('standard'))
    .option('--federation <code>', 'read only the players of this FIDE federation (BEL); without --name, --id, --ids or --club: add them all')
    .action(async (listArg: string, opts: ImportOptions) => {
      const list = readPlayerList(io.cwd, listArg, opts);
      const choice = await listChoice(io, list.players, opts);
      if (opts.preview) {
        previewImport(io, listArg, list, choice);
        return;
      }
      if (!choice.asked)
        throw new CliExit('say whom to import: --name NAME, --fide-id ID, --id ID, --ids FILE, --club NUMBER, --federation CODE or --all (or look first with --preview)');
      if (opts.file === undefined) throw new CliExit('say which tournament: --file PATH');
      let done!: ListAddition;
      await change({ file: opts.file }, (t) => {
        const r = addFromList(t, list.players, choice.choice, { missing: opts.skipMissing ? 'skip' : 'refuse' });
        if (!r.ok) throw new CliExit(`${listArg}: ${r.error.message}`);
        done = r.value;
        return r.value.tournament;
      });
      const added = done.added.map((p) => p.name);
      io.out(`imported ${added.length} player${added.length === 1 ? '' : 's'}${added.length ? `: ${added.join('; ')}` : ''}\n`);
      if (done.registered.length) io.out(`already registered, skipped: ${done.registered.map((r) => r.name).join('; ')}\n`);
      if (done.missing.length) io.out(`not in ${listArg}: ${done.missing.join(', ')}\n`);
    });

  // playerlist save: the list the web app searches, without going through the browser
  program
    .command('playerlist')
    .description("the web app's player list")
    .command('save')
    .description("make a file the player list of the web app's folder or database (the whole FIDE list is too large to upload)")
    .argument('<list>', 'the player list: CSV, or the FIDE rating list in TXT or XML')
    .option('--dir <folder>', "the web app's folder of tournaments (default: tournaments)")
    .option('--database <url>', 'the PostgreSQL database of the web app instead, postgres://…')
    .addOption(new Option('--rating-list <rate>', 'the combined FIDE list: which rating to keep').choices(RATING_LISTS).default('standard'))
    .option('--federation <code>', 'keep only the players of this FIDE federation (BEL)')
    .option('--club <club>', 'the club whose list it is (its id; default: the first club)')
    .option('--list <name>', "which of the club's lists: members, fide, … (default: players)")
    .option('--replace', 'replace a list that has players (without it, such a list is kept and nothing changes)')
    .action(async (listArg: string, opts: { dir?: string; database?: string; ratingList: RatingList; federation?: string; club?: string; list?: string; replace?: boolean }) => {
      if (opts.dir !== undefined && opts.database !== undefined) throw new CliExit('choose --dir or --database, not both');
      const listPath = resolve(io.cwd, listArg);
      if (!existsSync(listPath)) throw new CliExit(`${listArg}: no such file`);
      if (opts.database !== undefined && !/^postgres(ql)?:\/\//.test(opts.database))
        throw new CliExit(`database "${opts.database}" is not a PostgreSQL URL (postgres://user@host/name)`);
      const dir = resolve(io.cwd, opts.dir ?? 'tournaments');
      let store: TournamentStore = new FolderStore(dir);
      if (opts.database !== undefined) {
        const { PostgresStore, postgresClient } = await import('../store/postgresStore.js'); // only when asked: pg is large
        const opened = await PostgresStore.open(postgresClient(opts.database));
        if (!opened.ok) throw new CliExit(opened.error.message);
        store = opened.value;
      }
      try {
        const where = await listRef(store, opts);
        const saved = await store.savePlayerList(readFileSync(listPath), { ratingList: opts.ratingList, federation: opts.federation, replace: opts.replace ?? false }, where);
        if (!saved.ok)
          throw new CliExit(
            `${listArg}: ${saved.error.code === 'list-has-players' ? saved.error.message.replace('(confirm to replace)', '(give --replace to replace it)') : saved.error.message}`,
          );
        const { players, source } = saved.value;
        io.out(`${listArg}: ${describeSource(source)}\n`);
        if (source.skipped.length) io.out(`${source.skipped.length} rows skipped (see --preview of arbiter import)\n`);
        io.out(
          `saved ${players.length} player${players.length === 1 ? '' : 's'} as the player list ${where ? `"${where.list}" of club ${where.club} in` : 'of'} ${opts.database !== undefined ? 'the database' : (opts.dir ?? 'tournaments')}\n`,
        );
      } finally {
        store.close();
      }
    });
}

interface ImportOptions {
  file?: string;
  name?: string[];
  fideId?: string[];
  id?: string[];
  ids?: string;
  club?: string;
  all?: boolean;
  preview?: boolean;
  skipMissing?: boolean;
  ratingList: RatingList;
  federation?: string;
}

function readPlayerList(cwd: string, listArg: string, opts: ImportOptions): PlayerList {
  const listPath = resolve(cwd, listArg);
  if (!existsSync(listPath)) throw new CliExit(`${listArg}: no such file`);
  const parsed = parsePlayerList(readFileSync(listPath), { ratingList: opts.ratingList, federation: opts.federation });
  if (!parsed.ok) throw new CliExit(`${listArg}: ${parsed.error.message}`);
  return parsed.value;
}

/** Whom the options name (a name is looked up here: it must name one player, except in a preview). */
async function listChoice(io: CliIo, players: readonly ListedPlayer[], opts: ImportOptions): Promise<{ choice: ListChoice; asked: boolean }> {
  const rows: { row: number; name: string }[] = [];
  for (const name of opts.name ?? []) {
    const found = findListedByName(players, name);
    if (!opts.preview && found.length !== 1)
      throw new CliExit(
        found.length === 0
          ? `no player named "${name}"; nothing was imported`
          : `"${name}" matches ${found.length} players (${found
              .slice(0, 5)
              .map((p) => listedLine(p))
              .join('; ')}${found.length > 5 ? '; …' : ''}); give more of the name or --fide-id; nothing was imported`,
      );
    rows.push(...found.map((p) => ({ row: p.row, name: p.name })));
  }
  let ids: string[] = [];
  if (opts.ids !== undefined) {
    const text = opts.ids === '-' ? await io.readStdin() : readIdsFile(io.cwd, opts.ids);
    const parsed = parseIdList(text);
    if (!parsed.ok) throw new CliExit(`--ids ${opts.ids}: ${parsed.error.message}`);
    if (!parsed.value.length) throw new CliExit(`--ids ${opts.ids}: no ids (one a line, or separated by commas)`);
    ids = parsed.value;
  }
  const chosen = rows.length > 0 || ids.length > 0 || opts.club !== undefined || opts.all === true || (opts.fideId?.length ?? 0) > 0 || (opts.id?.length ?? 0) > 0;
  // --federation alone: the whole federation (the list is read for it only).
  const federation = !chosen && opts.federation !== undefined ? opts.federation : undefined;
  return { choice: { rows, ids, club: opts.club, all: opts.all, fideIds: opts.fideId, federationIds: opts.id, federation }, asked: chosen || federation !== undefined };
}

function readIdsFile(cwd: string, path: string): string {
  const file = resolve(cwd, path);
  if (!existsSync(file)) throw new CliExit(`--ids ${path}: no such file`);
  return readFileSync(file, 'utf8');
}

/** What the list holds, and whom the options name in it. */
function previewImport(io: CliIo, listArg: string, list: PlayerList, choice: { choice: ListChoice; asked: boolean }): void {
  const players = list.players;
  io.out(`${listArg}: ${describeSource(list.source)}\n`);
  io.out(`columns: ${list.source.columns.join(', ')}${list.source.ignored.length ? ` (left out: ${list.source.ignored.join(', ')})` : ''}\n`);
  io.out(`${players.length} player${players.length === 1 ? '' : 's'}${players.length !== list.source.rows ? ` of ${list.source.rows} rows` : ''}\n`);
  for (const s of list.source.skipped.slice(0, 20)) io.out(`skipped row ${s.row}: ${s.problem}\n`);
  if (list.source.skipped.length > 20) io.out(`… and ${list.source.skipped.length - 20} more rows skipped\n`);
  let shown = players.slice(0, 10);
  if (choice.asked) {
    const r = chooseFromList(players, choice.choice);
    if (!r.ok) throw new CliExit(`${listArg}: ${r.error.message}`);
    shown = r.value.chosen;
    io.out(`${shown.length} match${shown.length === 1 ? '' : 'es'}\n`);
    if (r.value.missing.length) io.out(`not in the list: ${r.value.missing.join(', ')}\n`);
  }
  for (const p of shown.slice(0, 50)) io.out(`  ${listedLine(p)}\n`);
  if (shown.length > 50) io.out(`  … and ${shown.length - 50} more\n`);
}

/** One line for a listed player: row, name and what the list says of him. */
/** --rounds FIRST-LAST, FIRST- or ROUND. */
function roundRange(text: string): { first?: number; last?: number } {
  const m = /^(\d{1,3})(?:(-)(\d{1,3})?)?$/.exec(text.trim());
  if (!m) throw new CliExit(`--rounds ${text}: expected FIRST-LAST, FIRST- or a round number`);
  const first = Number(m[1]);
  if (m[2] === undefined) return { first, last: first };
  return m[3] === undefined ? { first } : { first, last: Number(m[3]) };
}

function listedLine(p: ListedPlayer): string {
  const facts = [
    p.title,
    p.rating !== undefined ? String(p.rating) : 'unrated',
    p.federation,
    p.fideId !== undefined ? `FIDE ${p.fideId}` : undefined,
    p.federationId !== undefined ? `id ${p.federationId}` : undefined,
    p.nationalRating !== undefined ? `national rating ${p.nationalRating}` : undefined,
    p.club !== undefined ? `club ${p.club}` : undefined,
    p.birthDate !== undefined ? `born ${p.birthDate}` : undefined,
  ].filter((x) => x !== undefined);
  return `row ${p.row}: ${p.name} (${facts.join(', ')})`;
}

/** The options `player add` and `player edit` share: a player's texts and his K factor. */
interface PlayerFieldOptions {
  title?: string;
  sex?: string;
  federation?: string;
  fideId?: string;
  federationId?: string;
  club?: string;
  born?: string;
  k?: string;
  nationalRating?: string;
}

function withPlayerFields(command: Command): Command {
  return command
    .option('--title <title>', `FIDE title (${PLAYER_TITLES.join(', ')})`)
    .option('--sex <m|w>', 'sex: m or w')
    .option('--federation <code>', 'FIDE federation, three letters (BEL)')
    .option('--fide-id <id>', 'FIDE id')
    .option('--federation-id <id>', "the national federation's id (member number)")
    .option('--national-rating <r>', 'the national federation\'s rating (the Belgian Elo), or "" to clear it (edit)')
    .option('--club <club>', 'club number or name')
    .option('--born <date>', 'birth date, YYYY-MM-DD or YYYY')
    .option('--k <k>', 'K factor');
}

/** The player's texts as the core's fields name them (checked there, as every entry point's). */
const playerTexts = (opts: PlayerFieldOptions) => ({
  title: opts.title,
  sex: opts.sex,
  federation: opts.federation,
  fideId: opts.fideId,
  federationId: opts.federationId,
  club: opts.club,
  birthDate: opts.born,
});

/** The list `playerlist save --club --list` names; none given: the first club's "players" (undefined). */
async function listRef(store: TournamentStore, opts: { club?: string; list?: string }): Promise<PlayerListRef | undefined> {
  if (opts.club === undefined && opts.list === undefined) return undefined;
  const clubs = await store.accounts.clubs();
  const club = opts.club ?? clubs[0]?.id;
  if (club === undefined || !clubs.some((c) => c.id === club))
    throw new CliExit(
      club === undefined ? 'there is no club yet: make a director first (arbiter director add NAME)' : `there is no club "${club}" (arbiter director list shows them)`,
    );
  const list = checkListName(opts.list ?? DEFAULT_LIST);
  if (!list.ok) throw new CliExit(list.error.message);
  return { club, list: list.value };
}
