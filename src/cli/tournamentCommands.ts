import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import type { CliIo } from './io.js';
import { CliExit } from './io.js';
import type { CliState } from './commands.js';
import type { Tournament } from '../core/tournament.js';
import type { Game } from '../core/game.js';
import { parseGameResult } from '../core/game.js';
import type { AbsenceKind, Round } from '../core/round.js';
import { seededByRanking, SYSTEMS, type SystemName, type TournamentSettings } from '../core/settings.js';
import {
  addListedPlayers,
  addPlayer,
  addRound,
  findGame,
  markAbsent,
  markPresent,
  must,
  readyToPair,
  replaceLastRound,
  resolvePlayer,
  setResult,
  undoLastRound,
  withdrawPlayer,
  type GameRef,
} from '../core/tournamentOps.js';
import { defaultSettings, settingsSpecs } from '../formats/tournamentFile.js';
import { changeSetting } from '../formats/systemOptions.js';
import { describeSource, parsePlayerList, playerOfList, type ListedPlayer } from '../formats/playerList.js';
import { findListedByClub, findListedById, findListedByName } from '../formats/listSearch.js';
import { RATING_LISTS, type RatingList } from '../formats/fideRatingList.js';
import { createTournamentFile, loadTournamentFile, updateTournamentFile, type FileTarget, type SavedFile } from '../store/tournamentFiles.js';
import { checkText, checkTournamentDetails, NUMBER_LIMITS, parseWhole, TEXT_LIMITS } from '../core/fields.js';
import { changeDetail, DETAIL_KEYS, givenDetails, isDetailKey } from '../formats/tournamentDetails.js';
import { MAX_NUMBER } from '../formats/tournamentFile.js';
import { ok } from '../core/result.js';
import { PLAYER_TITLES, type Player } from '../core/player.js';
import { cliUser } from './historyCommands.js';
import { checkManualPairing, pairRound } from '../pairing/index.js';
import { pointsTiebreakInput, qualifiedPlayers, standings } from '../scoring/standings.js';
import { explainTiebreak, formatExplanation as formatTiebreakExplanation, parseTiebreakList, parseTiebreakName, TIEBREAK_NAMES, type TiebreakEdition, type TiebreakName } from '../scoring/tiebreaks.js';
import { eloPointsStandings, explainEloPoints } from '../scoring/eloPoints.js';
import { readTrfFile, TRF_FORMATS, type TrfFormat } from '../formats/trfFile.js';
import { tournamentFromTrf } from '../formats/trfTournament.js';
import { makeTournamentTrf } from '../formats/trfExport.js';
import { writeFileAtomic } from '../store/atomicFile.js';
import { FolderStore } from '../store/folderStore.js';
import type { TournamentStore } from '../store/store.js';
import { TOURNAMENT_RATING_SYSTEMS, tournamentRatings, type TournamentRatingSystem } from '../rating/tournamentRatings.js';
import { explainKeizerScore, SCORE_ITEM_WORDS, type KeizerExplanation } from '../scoring/keizer.js';
import { makeFraction } from '../core/keizerOptions.js';

/**
 * The director's commands on a tournament file: new, player, import, absent, present, pair, result, undo,
 * standings, show. Each loads the file, applies one change from the core, and saves atomically.
 */
export function registerTournamentCommands(program: Command, io: CliIo, state: CliState): void {
  const fileOption = () => new Option('-f, --file <path>', 'the tournament file').makeOptionMandatory();
  const path = (opts: { file: string }) => resolve(io.cwd, opts.file);
  const target = (opts: { file: string }): FileTarget => ({ path: path(opts), shown: opts.file });
  const load = (opts: { file: string }) => loadTournamentFile(path(opts));
  /**
   * One change of the file under its lock (other arbiter processes wait): `apply` gets the tournament as
   * it is now and returns the new one (a director's mistake is thrown by `must` and nothing is saved).
   */
  const change = async (opts: { file: string }, apply: (t: Tournament) => Tournament): Promise<SavedFile & { before: Tournament }> => {
    if (!existsSync(path(opts))) throw new CliExit(`${opts.file}: no such tournament file (create one with "arbiter new --file ${opts.file}")`);
    const r = await updateTournamentFile(target(opts), (t) => ok(apply(t)), { by: cliUser() });
    if (!r.ok) throw new CliExit(r.error.message);
    return r.value as SavedFile & { before: Tournament };
  };
  void state;

  // new
  const create = program
    .command('new')
    .description('create a tournament file')
    .addOption(fileOption())
    .addOption(new Option('--system <system>', 'pairing and scoring system').choices([...SYSTEMS]).default('keizer'))
    .option('--name <name>', 'name of the tournament')
    .option('--rounds <n>', 'number of rounds planned')
    .option('--from-trf <trf>', 'create a Swiss tournament from a FIDE TRF-2026 or TRF16 file (players, rounds, point values)')
    .option('--qualifiers-from <file>', 'the next stage: take the players from the standings of this tournament file (e.g. a DO-TO-HO stage)')
    .option('--qualifiers <n>', 'with --qualifiers-from: how many players qualify (default: all)');
  for (const d of DETAIL_KEYS) create.option(`--${d.key} <text>`, d.help);
  for (const system of SYSTEMS)
    for (const spec of settingsSpecs(system))
      if (!create.options.some((o) => o.long === `--${spec.key}`)) create.option(`--${spec.key} <value>`, `${system}: ${spec.help} (${spec.expects})`);
  create.action(async (opts: Record<string, string> & { file: string; system: SystemName; fromTrf?: string; qualifiersFrom?: string; qualifiers?: string }) => {
    if (opts.fromTrf !== undefined && opts.qualifiersFrom !== undefined) throw new CliExit('give --from-trf or --qualifiers-from, not both');
    if (opts.qualifiers !== undefined && opts.qualifiersFrom === undefined) throw new CliExit('--qualifiers goes with --qualifiers-from FILE');
    const imported = opts.fromTrf === undefined ? undefined : loadTrfTournament(resolve(io.cwd, opts.fromTrf), opts.fromTrf);
    const stage = opts.qualifiersFrom === undefined ? undefined : loadTournamentFile(resolve(io.cwd, opts.qualifiersFrom));
    const qualified = stage ? must(qualifiedPlayers(stage, opts.qualifiers === undefined ? stage.players.length : wholeOption('--qualifiers', opts.qualifiers, [1, stage.players.length])!)) : undefined;
    if (imported && opts.system !== 'swiss-dutch' && create.getOptionValueSource('system') === 'cli') throw new CliExit('--from-trf makes a swiss-dutch tournament');
    let settings: TournamentSettings = imported?.settings ?? defaultSettings(opts.system);
    const system = settings.system;
    // A next stage is seeded by the stage's ranking: the qualifiers are numbered in that order.
    if (qualified) settings = seededByRanking(settings, qualified.map((p) => p.id));
    for (const spec of settingsSpecs(system)) {
      const value = opts[camelCase(spec.key)];
      if (value === undefined) continue;
      const next = spec.parse(String(value), settings);
      if (!next) throw new CliExit(`--${spec.key} ${value}: expected ${spec.expects}`);
      settings = next;
    }
    const rounds = wholeOption('--rounds', opts.rounds, NUMBER_LIMITS.round);
    if (existsSync(path(opts))) throw new CliExit(`${opts.file} exists already; choose another file name (nothing was changed)`);
    const planned = rounds ?? imported?.plannedRounds;
    const texts = Object.fromEntries(DETAIL_KEYS.flatMap((d) => (opts[camelCase(d.key)] === undefined ? [] : [[d.key, opts[camelCase(d.key)]!]])));
    const details = Object.keys(texts).length ? must(checkTournamentDetails(givenDetails(texts))) : imported?.details;
    const t: Tournament = {
      name: must(checkText('--name', opts.name ?? imported?.name ?? defaultName(opts.file), TEXT_LIMITS.tournamentName)),
      ...(details ? { details } : {}),
      ...(planned !== undefined ? { plannedRounds: planned } : {}),
      settings,
      players: imported?.players ?? qualified ?? [],
      rounds: imported?.rounds ?? [],
      absences: imported?.absences ?? [],
    };
    const created = await createTournamentFile(target(opts), t, { by: cliUser() });
    if (!created.ok) throw new CliExit(created.error.message);
    io.out(`created ${opts.file}: ${t.name}, ${system}${planned ? `, ${planned} rounds` : ''}${imported ? `, ${t.players.length} players and ${t.rounds.length} rounds from ${opts.fromTrf}` : ''}${qualified ? `, ${qualified.length} qualifiers from ${opts.qualifiersFrom} in the order of its standings` : ''}\n`);
  });

  // player add | list | withdraw
  const player = program.command('player').description('add, list or withdraw players');
  player
    .command('add')
    .description('register a player')
    .argument('<name>', 'the player\'s name, e.g. "Jansen, Piet"')
    .addOption(fileOption())
    .option('--rating <r>', 'rating (Elo)')
    .option('--title <title>', `FIDE title (${PLAYER_TITLES.join(', ')})`)
    .option('--sex <m|w>', 'sex: m or w')
    .option('--federation <code>', 'FIDE federation, three letters (BEL)')
    .option('--fide-id <id>', 'FIDE id')
    .option('--federation-id <id>', "the national federation's id (member number)")
    .option('--club <club>', 'club number or name')
    .option('--born <date>', 'birth date, YYYY-MM-DD or YYYY')
    .option('--k <k>', 'K factor')
    .action(async (name: string, opts: { file: string; rating?: string; title?: string; sex?: string; federation?: string; fideId?: string; federationId?: string; club?: string; born?: string; k?: string }) => {
      const rating = wholeOption('--rating', opts.rating, NUMBER_LIMITS.rating);
      const kFactor = wholeOption('--k', opts.k, NUMBER_LIMITS.kFactor);
      let player!: Player;
      await change(opts, (t) => {
        const fields = { name, rating, title: opts.title, sex: opts.sex, federation: opts.federation, fideId: opts.fideId, federationId: opts.federationId, club: opts.club, birthDate: opts.born, kFactor };
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
      if (opts.json) return io.out(JSON.stringify(t.players) + '\n');
      for (const p of t.players) {
        const extra = [p.title ?? '', p.rating ? `${p.rating}` : 'unrated', p.federation ?? '', p.sex ?? '', p.club ? `club ${p.club}` : '', p.fideId ? `FIDE id ${p.fideId}` : '', p.federationId ? `id ${p.federationId}` : '', p.birthDate ? `born ${p.birthDate}` : '', p.withdrawnFromRound ? `withdrawn from round ${p.withdrawnFromRound}` : '', p.joinedRound ? `joined in round ${p.joinedRound}` : '']
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
      let p!: Player;
      const { before } = await change(opts, (t) => {
        p = must(resolvePlayer(t, query));
        return must(withdrawPlayer(t, p.id));
      });
      io.out(`${p.name} withdraws from round ${before.rounds.length + 1} on\n`);
    });

  // import
  program
    .command('import')
    .description('add players from a player list: the federation CSV (players.csv), a club spreadsheet, or the FIDE rating list (TXT or XML)')
    .argument('<list>', 'the player list')
    .option('-f, --file <path>', 'the tournament file (not needed with --preview)')
    .option('--name <name...>', 'add the player of this name (the exact name, or the start of one; accents and case do not matter)')
    .option('--fide-id <id...>', 'add the player with this FIDE id')
    .option('--id <id...>', "add the player with this national federation id")
    .option('--club <number>', 'add every player of this club')
    .option('--all', 'add every player of the list')
    .option('--preview', 'show what the list holds (format, encoding, separator, columns, count, the first players or those named) and add nobody')
    .addOption(new Option('--rating-list <rate>', 'the combined FIDE list: which rating to read').choices(RATING_LISTS).default('standard'))
    .option('--federation <code>', 'read only the players of this FIDE federation (BEL)')
    .action(
      async (
        listArg: string,
        opts: { file?: string; name?: string[]; fideId?: string[]; id?: string[]; club?: string; all?: boolean; preview?: boolean; ratingList: RatingList; federation?: string },
      ) => {
        const listPath = resolve(io.cwd, listArg);
        if (!existsSync(listPath)) throw new CliExit(`${listArg}: no such file`);
        const parsed = parsePlayerList(readFileSync(listPath), { ratingList: opts.ratingList, federation: opts.federation });
        if (!parsed.ok) throw new CliExit(`${listArg}: ${parsed.error.message}`);
        const list = parsed.value;
        const players = list.players;
        const chosen: ListedPlayer[] = [];
        const none = (what: string) => `${listArg}: ${what}; nothing was imported`;
        if (opts.all) chosen.push(...players);
        if (opts.club !== undefined) {
          const club = findListedByClub(players, opts.club);
          if (!club.length && !opts.preview) throw new CliExit(none(`no player of club ${opts.club}`));
          chosen.push(...club);
        }
        for (const [ids, what, of] of [
          [opts.fideId ?? [], 'FIDE id', (p: ListedPlayer) => p.fideId],
          [opts.id ?? [], 'federation id', (p: ListedPlayer) => p.federationId],
        ] as const) {
          for (const id of ids) {
            const found = findListedById(players, id).filter((p) => of(p) === id.trim());
            if (!found.length && !opts.preview) throw new CliExit(none(`no player with ${what} ${id}`));
            chosen.push(...found);
          }
        }
        for (const name of opts.name ?? []) {
          const found = findListedByName(players, name);
          if (opts.preview) chosen.push(...found);
          else if (found.length !== 1)
            throw new CliExit(
              none(
                found.length === 0
                  ? `no player named "${name}"`
                  : `"${name}" matches ${found.length} players (${found.slice(0, 5).map((p) => listedLine(p)).join('; ')}${found.length > 5 ? '; …' : ''}); give more of the name or --fide-id`,
              ),
            );
          else chosen.push(found[0]!);
        }
        if (opts.preview) {
          io.out(`${listArg}: ${describeSource(list.source)}\n`);
          io.out(`columns: ${list.source.columns.join(', ')}${list.source.ignored.length ? ` (left out: ${list.source.ignored.join(', ')})` : ''}\n`);
          io.out(`${players.length} player${players.length === 1 ? '' : 's'}${players.length !== list.source.rows ? ` of ${list.source.rows} rows` : ''}\n`);
          for (const s of list.source.skipped.slice(0, 20)) io.out(`skipped row ${s.row}: ${s.problem}\n`);
          if (list.source.skipped.length > 20) io.out(`… and ${list.source.skipped.length - 20} more rows skipped\n`);
          const asked = opts.name || opts.fideId || opts.id || opts.club !== undefined || opts.all;
          const shown = asked ? chosen : players.slice(0, 10);
          if (asked) io.out(`${chosen.length} match${chosen.length === 1 ? '' : 'es'}\n`);
          for (const p of shown.slice(0, 50)) io.out(`  ${listedLine(p)}\n`);
          if (shown.length > 50) io.out(`  … and ${shown.length - 50} more\n`);
          return;
        }
        if (!chosen.length) throw new CliExit('say whom to import: --name NAME, --fide-id ID, --id ID, --club NUMBER or --all (or look first with --preview)');
        if (opts.file === undefined) throw new CliExit('say which tournament: --file PATH');
        const file = { file: opts.file };
        let added: string[] = [];
        let skipped: string[] = [];
        await change(file, (t) => {
          const r = must(addListedPlayers(t, chosen.map(playerOfList)));
          added = r.added.map((p) => p.name);
          skipped = r.skipped.map((p) => p.name);
          return r.tournament;
        });
        io.out(`imported ${added.length} player${added.length === 1 ? '' : 's'}${added.length ? `: ${added.join('; ')}` : ''}\n`);
        if (skipped.length) io.out(`already registered, skipped: ${skipped.join('; ')}\n`);
      },
    );

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
    .action(async (listArg: string, opts: { dir?: string; database?: string; ratingList: RatingList; federation?: string }) => {
      if (opts.dir !== undefined && opts.database !== undefined) throw new CliExit('choose --dir or --database, not both');
      const listPath = resolve(io.cwd, listArg);
      if (!existsSync(listPath)) throw new CliExit(`${listArg}: no such file`);
      if (opts.database !== undefined && !/^postgres(ql)?:\/\//.test(opts.database)) throw new CliExit(`database "${opts.database}" is not a PostgreSQL URL (postgres://user@host/name)`);
      const dir = resolve(io.cwd, opts.dir ?? 'tournaments');
      let store: TournamentStore = new FolderStore(dir);
      if (opts.database !== undefined) {
        const { PostgresStore, postgresClient } = await import('../store/postgresStore.js'); // only when asked: pg is large
        const opened = await PostgresStore.open(postgresClient(opts.database));
        if (!opened.ok) throw new CliExit(opened.error.message);
        store = opened.value;
      }
      try {
        const saved = await store.savePlayerList(readFileSync(listPath), { ratingList: opts.ratingList, federation: opts.federation });
        if (!saved.ok) throw new CliExit(`${listArg}: ${saved.error.message}`);
        const { players, source } = saved.value;
        io.out(`${listArg}: ${describeSource(source)}\n`);
        if (source.skipped.length) io.out(`${source.skipped.length} rows skipped (see --preview of arbiter import)\n`);
        io.out(`saved ${players.length} player${players.length === 1 ? '' : 's'} as the player list of ${opts.database !== undefined ? 'the database' : opts.dir ?? 'tournaments'}\n`);
      } finally {
        store.close();
      }
    });

  // absent | present
  program
    .command('absent')
    .description('announce that a player will not play the next round')
    .argument('<player>', 'number or name')
    .addOption(fileOption())
    .option('--excused', 'an excused absence (credited, keizer.md §3)')
    .option('--club-duty', 'the player serves the club that evening')
    .addOption(new Option('--bye <kind>', 'a requested bye (Swiss)').choices(['full', 'half', 'zero']))
    .action(async (query: string, opts: { file: string; excused?: boolean; clubDuty?: boolean; bye?: 'full' | 'half' | 'zero' }) => {
      const given = [opts.excused, opts.clubDuty, opts.bye].filter(Boolean).length;
      if (given > 1) throw new CliExit('give at most one of --excused, --club-duty and --bye');
      const kind: AbsenceKind = opts.bye ? `${opts.bye}-bye` : opts.clubDuty ? 'club-duty' : opts.excused ? 'excused' : 'unexcused';
      let p!: Player;
      const { before } = await change(opts, (t) => {
        p = must(resolvePlayer(t, query));
        return must(markAbsent(t, p.id, kind));
      });
      io.out(`${p.name}: ${kind} in round ${before.rounds.length + 1}\n`);
    });
  program
    .command('present')
    .description('take back an announced absence for the next round')
    .argument('<player>', 'number or name')
    .addOption(fileOption())
    .action(async (query: string, opts: { file: string }) => {
      let p!: Player;
      const { before } = await change(opts, (t) => {
        p = must(resolvePlayer(t, query));
        return must(markPresent(t, p.id));
      });
      io.out(`${p.name} will play in round ${before.rounds.length + 1}\n`);
    });

  // pair
  program
    .command('pair')
    .description('pair the next round (automatically, or by hand with --manual)')
    .addOption(fileOption())
    .option('--manual <pairs...>', 'pairs by hand, white first: "Jansen-Bakker" or "3-1"')
    .option('--bye <player>', 'with --manual: the player who has the bye')
    .option('--replace', 'with --manual: replace the pairing of the current round (it must have no results)')
    .option('--force', 'with --manual: accept a pairing that breaks a pairing rule (the warnings are still shown)')
    .action(async (opts: { file: string; manual?: string[]; bye?: string; replace?: boolean; force?: boolean }) => {
      const manual = opts.manual;
      if (!manual) {
        if (opts.bye || opts.replace) throw new CliExit('--bye and --replace go with --manual');
        let paired!: { round: Round; notes: readonly string[] };
        const { tournament } = await change(opts, (t) => {
          paired = must(pairRound(t));
          return must(addRound(t, paired.round));
        });
        printRound(io, tournament, paired.round);
        for (const n of paired.notes) io.out(`note: ${n}\n`);
        return;
      }
      let round!: Round;
      let warnings: readonly string[] = [];
      const { tournament } = await change(opts, (t) => {
        const base = opts.replace ? { ...t, rounds: t.rounds.slice(0, -1) } : t;
        if (opts.replace && !t.rounds.length) throw new CliExit('there is no round to replace');
        if (!opts.replace) must(readyToPair(t));
        const pairs = manual.map((text) => parsePair(base, text));
        const byes = opts.bye ? [must(resolvePlayer(base, opts.bye)).id] : [];
        const check = checkManualPairing(base, pairs, byes);
        if (check.errors.length) throw new CliExit(`the pairing is not possible: ${check.errors.join('; ')}`);
        warnings = check.warnings;
        if (check.warnings.length && !opts.force) {
          for (const w of check.warnings) io.err(`warning: ${w}\n`);
          throw new CliExit('the pairing breaks the rules above; add --force to make it anyway (nothing was changed)');
        }
        round = { number: base.rounds.length + 1, games: pairs.map(([white, black], i): Game => ({ board: i + 1, white, black })), byes };
        return must(opts.replace ? replaceLastRound(t, round) : addRound(t, round));
      });
      for (const w of warnings) io.err(`warning: ${w}\n`);
      printRound(io, tournament, round);
    });

  // result
  program
    .command('result')
    .description('enter a result: board or player, then 1-0, 0-1, 1/2-1/2 (½-½), +-, -+, -- (or * to clear)')
    .argument('<board-or-player>', 'board number, or a player\'s name (his game of the round)')
    .argument('<result>', 'the result, white first')
    .addOption(fileOption())
    .option('--round <n>', 'a round other than the current one (to correct a result)')
    .action(async (where: string, resultText: string, opts: { file: string; round?: string }) => {
      const result = resultText === '*' ? undefined : parseGameResult(resultText);
      if (resultText !== '*' && result === undefined) throw new CliExit(`"${resultText}" is not a result (expected 1-0, 0-1, 1/2-1/2, ½-½, +-, -+, -- or *)`);
      const asked = wholeOption('--round', opts.round, NUMBER_LIMITS.round);
      let roundNumber = 0;
      let ref!: GameRef;
      const { tournament } = await change(opts, (t) => {
        roundNumber = asked ?? t.rounds.length;
        ref = /^\d+$/.test(where) ? { board: Number(where) } : { player: must(resolvePlayer(t, where)).id };
        return must(setResult(t, ref, result, roundNumber));
      });
      const { game } = must(findGame(tournament, ref, roundNumber));
      io.out(`round ${roundNumber} board ${game.board}: ${nameOf(tournament, game.white)} - ${nameOf(tournament, game.black)} ${game.result ?? '*'}\n`);
    });

  // undo
  program
    .command('undo')
    .description('remove the last round while it has no results')
    .addOption(fileOption())
    .action(async (opts: { file: string }) => {
      const { before } = await change(opts, (t) => must(undoLastRound(t)));
      io.out(`round ${before.rounds.length} removed\n`);
    });

  // standings
  program
    .command('standings')
    .description('the standings (or --explain PLAYER: every point of his score); --file may be a TRF file')
    .addOption(fileOption())
    .option('--json', 'print JSON: [{"rank":1,"name":"…","score":12,"value":6}, …]')
    .option('--after-round <n>', 'the standings after round N')
    .option('--explain <player>', 'every point of a player\'s score, game by game, with the value used')
    .option('--tiebreak <name>', 'with --explain: how this tie-break value was formed')
    .option('--tiebreaks <list>', 'tie-breaks to show, in order (default: the tournament\'s), e.g. sonneborn-berger,buchholz')
    .addOption(new Option('--ratings <system>', 'show each player\'s rating change and performance so far (unrated: an estimate)').choices([...TOURNAMENT_RATING_SYSTEMS]))
    .action((opts: { file: string; json?: boolean; afterRound?: string; explain?: string; tiebreak?: string; tiebreaks?: string; ratings?: TournamentRatingSystem }) => {
      const t = loadAny(path(opts), opts.file);
      const after = opts.afterRound === undefined ? undefined : wholeOption('--after-round', opts.afterRound)!;
      if (after !== undefined && (after < 0 || after > t.rounds.length)) throw new CliExit(`--after-round ${after}: rounds 0–${t.rounds.length} exist`);
      const asked = opts.tiebreaks === undefined ? undefined : must(parseTiebreakList(opts.tiebreaks));
      if (asked && (t.settings.system === 'keizer' || t.settings.system === 'elo-points')) throw new CliExit(`--tiebreaks: a ${t.settings.system} tournament ranks by its score, not by tie-breaks`);
      if (opts.tiebreak !== undefined && opts.explain === undefined) throw new CliExit('--tiebreak goes with --explain PLAYER');
      if (opts.explain !== undefined) {
        const p = must(resolvePlayer(t, opts.explain));
        const nameOfId = (id: number) => nameOf(t, id);
        if (opts.tiebreak !== undefined) {
          const name = parseTiebreakName(opts.tiebreak);
          if (!name) throw new CliExit(`--tiebreak ${opts.tiebreak}: unknown tie-break (expected one of ${TIEBREAK_NAMES.join(', ')})`);
          const s = t.settings;
          const list = (asked ?? ('tiebreaks' in s ? s.tiebreaks : [name])) as readonly TiebreakName[];
          const edition = ('tiebreakEdition' in s ? s.tiebreakEdition : 'fide-2026') as TiebreakEdition;
          const ex = must(explainTiebreak(pointsTiebreakInput(t, after), p.id, name, edition, list.includes(name) ? list : [name]));
          if (opts.json) return io.out(JSON.stringify(ex) + '\n');
          io.out(formatTiebreakExplanation(ex, nameOfId).join('\n') + '\n');
          return;
        }
        if (t.settings.system === 'keizer') {
          const ex = explainKeizerScore(t, p.id, after);
          if (opts.json) return io.out(JSON.stringify(ex) + '\n');
          io.out(formatExplanation(t, ex) + '\n');
          return;
        }
        if (t.settings.system === 'elo-points') {
          const row = eloPointsStandings(t, t.settings, after ?? t.rounds.length).find((r) => r.player === p.id)!;
          if (opts.json) return io.out(JSON.stringify(row) + '\n');
          io.out(`${p.name}: place ${row.rank}, value ${row.value.toFixed(2)}, score ${row.score.toFixed(2)}\n`);
          io.out(explainEloPoints(row, nameOfId).map((l) => `  ${l}`).join('\n') + '\n');
          return;
        }
        throw new CliExit('--explain PLAYER needs --tiebreak NAME in a tournament that ranks by points');
      }
      const s = standings(t, after, asked);
      const ratings = opts.ratings === undefined ? undefined : new Map(must(tournamentRatings(t, { system: opts.ratings, afterRound: after, endDate: new Date().toISOString().slice(0, 10), year: new Date().getFullYear() })).map((r) => [r.id, r]));
      const ratingJson = (id: number) => {
        const r = ratings?.get(id);
        return r ? { rating: { prior: r.prior, games: r.games, expected: r.expected === undefined ? undefined : round2(r.expected), change: r.change === undefined ? undefined : round2(r.change), new: r.rating === undefined ? undefined : round2(r.rating), published: r.published, performance: r.performance === undefined ? undefined : Math.round(r.performance), estimate: r.estimate } } : {};
      };
      const ratingText = (id: number) => {
        const r = ratings?.get(id);
        if (!ratings) return '';
        if (!r || r.games === 0) return '  (no rated games)';
        const perf = r.performance === undefined ? '' : ` perf ${Math.round(r.performance)}`;
        return r.estimate ? `  estimate ${r.rating === undefined ? '–' : Math.round(r.rating)}${perf}` : `  ${r.change === undefined ? '' : `${r.change >= 0 ? '+' : ''}${r.change.toFixed(1)}`}${perf}`;
      };
      if (opts.json) {
        io.out(
          JSON.stringify(
            s.rows.map((r) => ({
              rank: r.rank,
              name: r.name,
              score: round2(r.score),
              ...(r.value !== undefined ? { value: round2(r.value) } : {}),
              ...(r.tiebreaks ? { tiebreaks: Object.fromEntries((s.tiebreaks ?? []).map((k) => [k, round2(r.tiebreaks![k] ?? 0)])) } : {}),
              ...(r.lot !== undefined ? { lot: r.lot } : {}),
              ...ratingJson(r.id),
            })),
          ) + '\n',
        );
        return;
      }
      const tbs = s.tiebreaks ?? [];
      const head = t.settings.system === 'keizer' || t.settings.system === 'elo-points' ? 'value'.padStart(6) : tbs.map((k) => k.padStart(Math.max(6, k.length))).join(' ');
      io.out(`${t.name} — standings after round ${after ?? t.rounds.length}\n`);
      io.out(`  #  ${'name'.padEnd(28)} ${'score'.padStart(8)} ${head} games\n`);
      for (const r of s.rows) {
        const cols = r.tiebreaks ? tbs.map((k) => fmt(r.tiebreaks![k] ?? 0).padStart(Math.max(6, k.length))).join(' ') : (r.value === undefined ? '' : t.settings.system === 'elo-points' ? fmt2(r.value) : fmt(r.value)).padStart(6);
        io.out(`${String(r.rank).padStart(3)}  ${r.name.padEnd(28)} ${fmt2(r.score).padStart(8)} ${cols} ${String(r.played).padStart(5)}${ratingText(r.id)}${r.lot !== undefined ? `  (lot ${r.lot})` : ''}\n`);
      }
      for (const n of s.notes) io.out(`note: ${n}\n`);
    });

  // export / import TRF
  program
    .command('export')
    .description('write the tournament as FIDE TRF-2026 or TRF16 (complete rounds, with points, ranks and tie-break values)')
    .argument('<format>', 'trf')
    .argument('[output]', 'the file to write (default: standard output)')
    .addOption(new Option('--format <version>', 'TRF-2026 or TRF16').choices([...TRF_FORMATS]).default('2026'))
    .addOption(fileOption())
    .action((format: string, output: string | undefined, opts: { file: string; format: TrfFormat }) => {
      if (format !== 'trf') throw new CliExit(`unknown export format "${format}" (expected trf)`);
      const t = load(opts);
      const trf = must(makeTournamentTrf(t, standings(t), opts.format));
      if (output === undefined) return io.out(trf);
      writeFileAtomic(resolve(io.cwd, output), trf);
      io.out(`wrote ${output}\n`);
    });

  // set
  program
    .command('set')
    .description(`change a setting of the tournament (see "show" for the settings and what they mean) or a detail (${DETAIL_KEYS.map((d) => d.key).join(', ')}; "" clears it)`)
    .argument('<key>', 'the setting, e.g. iteration, or a detail, e.g. place')
    .argument('<value>', 'its new value')
    .addOption(fileOption())
    .action(async (key: string, value: string, opts: { file: string }) => {
      let warnings: string[] = [];
      await change(opts, (t) => {
        if (isDetailKey(key)) return must(changeDetail(t, key, value));
        const r = must(changeSetting(t, key, value));
        warnings = r.warnings;
        return r.tournament;
      });
      for (const w of warnings) io.err(`warning: ${w}\n`);
      io.out(value.trim() === '' && isDetailKey(key) ? `${key} cleared\n` : `${key} ${value}\n`);
    });

  // show
  program
    .command('show')
    .description('the tournament: settings, players and rounds')
    .addOption(fileOption())
    .action((opts: { file: string }) => {
      const t = load(opts);
      io.out(`${t.name}\nsystem ${t.settings.system}${t.plannedRounds ? `, ${t.plannedRounds} rounds planned` : ''}, ${t.players.length} players, ${t.rounds.length} rounds paired\n`);
      for (const d of DETAIL_KEYS) {
        const v = t.details?.[d.field];
        if (v !== undefined) io.out(`  ${d.key.padEnd(28)} ${typeof v === 'string' ? v : v.join('; ')}\n`);
      }
      for (const spec of settingsSpecs(t.settings.system)) io.out(`  ${spec.key.padEnd(28)} ${spec.make(t.settings).padEnd(12)} ${spec.help}\n`);
      for (const r of t.rounds) printRound(io, t, r);
    });
}

/** Reads a TRF-2026 or TRF16 file as a tournament; its errors name the file, line and column. */
function loadTrfTournament(file: string, shown: string): Tournament {
  if (!existsSync(file)) throw new CliExit(`${shown}: no such file`);
  const trf = readTrfFile(readFileSync(file, 'utf8'));
  if (!trf.ok) throw new CliExit(`${shown} ${trf.error.message}`);
  const t = tournamentFromTrf(trf.value.tournament, defaultName(shown));
  if (!t.ok) throw new CliExit(`${shown}: ${t.error.message}`);
  return t.value;
}

/** A tournament file, or a TRF file (by its extension or its first line). */
function loadAny(file: string, shown: string): Tournament {
  if (/\.trf$/i.test(file) || (existsSync(file) && /^(012|001|XX|BB)/.test(readFileSync(file, 'utf8').slice(0, 3)))) return loadTrfTournament(file, shown);
  return loadTournamentFile(file);
}

const camelCase = (key: string): string => key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function defaultName(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'Tournament';
}

function wholeOption(flag: string, text: string | undefined, range: readonly [number, number] = [0, MAX_NUMBER]): number | undefined {
  if (text === undefined) return undefined;
  const r = parseWhole(flag, text, range);
  if (!r.ok) throw new CliExit(r.error.message);
  return r.value;
}

function nameOf(t: Tournament, id: number): string {
  return t.players.find((p) => p.id === id)?.name ?? `player ${id}`;
}

/** "Jansen-Bakker", "Jean-Pierre - Bakker", "3-1": tries every hyphen until both sides name one player. */
function parsePair(t: Tournament, text: string): [number, number] {
  const candidates: [number, number][] = [];
  for (let i = text.indexOf('-'); i > 0; i = text.indexOf('-', i + 1)) {
    const a = resolvePlayer(t, text.slice(0, i).trim());
    const b = resolvePlayer(t, text.slice(i + 1).trim());
    if (a.ok && b.ok && text.slice(0, i).trim() && text.slice(i + 1).trim()) candidates.push([a.value.id, b.value.id]);
  }
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length > 1) throw new CliExit(`"${text}" can be read in ${candidates.length} ways; use player numbers, e.g. "3-1"`);
  throw new CliExit(`"${text}" is not a pair of players (write WHITE-BLACK with names or numbers, e.g. "Jansen-Bakker" or "3-1")`);
}

function printRound(io: CliIo, t: Tournament, round: Round): void {
  io.out(`round ${round.number}\n`);
  for (const g of round.games) io.out(`${String(g.board).padStart(3)}  ${nameOf(t, g.white).padEnd(28)} - ${nameOf(t, g.black).padEnd(28)} ${g.result ?? ''}\n`);
  for (const b of round.byes) io.out(`bye  ${nameOf(t, b)}\n`);
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const fmt2 = (x: number) => x.toFixed(2);


/** The Keizer score, line by line: what happened, whose value was used, the fraction, the points. */
function formatExplanation(t: Tournament, ex: KeizerExplanation): string {
  const lines = [`${ex.player.name}: place ${ex.rank}, value ${fmt(ex.value)}, score ${ex.score.toFixed(2)} after round ${ex.afterRound}`];
  for (const item of ex.items) {
    const game = item.round === undefined ? undefined : t.rounds.find((r) => r.number === item.round)?.games.find((g) => g.white === ex.player.id || g.black === ex.player.id);
    const colour = game ? (game.white === ex.player.id ? ' with white' : ' with black') : '';
    const whose = item.opponent !== undefined ? ` against ${nameOf(t, item.opponent)} (value ${fmt(item.value)})` : item.kind === 'own-value' ? '' : ` (own value ${fmt(item.value)})`;
    const fraction = item.fraction === 1 || item.fraction === 0 || item.kind === 'own-value' ? '' : ` × ${makeFraction(item.fraction)}`;
    const label = item.round === undefined ? SCORE_ITEM_WORDS[item.kind] : `round ${String(item.round).padEnd(3)} ${SCORE_ITEM_WORDS[item.kind]}${colour}${whose}${fraction}`;
    lines.push(`  ${label.padEnd(70)} ${item.points.toFixed(2).padStart(7)}${item.note && item.note !== SCORE_ITEM_WORDS[item.kind] ? `   (${item.note})` : ''}`);
  }
  lines.push(`  ${'total'.padEnd(70)} ${ex.score.toFixed(2).padStart(7)}`);
  if (ex.cycled) lines.push('  note: the ranking cycled; the values are the means over the cycle');
  return lines.join('\n');
}

/** One line for a listed player: row, name and what the list says of him. */
function listedLine(p: ListedPlayer): string {
  const facts = [
    p.title,
    p.rating !== undefined ? String(p.rating) : 'unrated',
    p.federation,
    p.fideId !== undefined ? `FIDE ${p.fideId}` : undefined,
    p.federationId !== undefined ? `id ${p.federationId}` : undefined,
    p.club !== undefined ? `club ${p.club}` : undefined,
    p.birthDate !== undefined ? `born ${p.birthDate}` : undefined,
  ].filter((x) => x !== undefined);
  return `row ${p.row}: ${p.name} (${facts.join(', ')})`;
}
