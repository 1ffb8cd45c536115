import type { Command } from 'commander';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CliExit, type CliIo } from './io.js';
import type { CliState } from './commands.js';
import {
  DEFAULT_USCF_SETTINGS,
  EFFECTIVE_GAMES_FORMULAS,
  SPECIAL_STARTS,
  USCF_ROUNDINGS,
  estimateUscf,
  rateDualEvent,
  rateUscfEvent,
  type UscfPlayerResult,
  type UscfSettings,
} from '../rating/uscf.js';
import {
  FIDE_CHAPTERS,
  fideInitialRating,
  fideK,
  fideRatingChange,
  fideSettings,
  performanceRating,
  rateFideEvent,
  type FideChapter,
  type FidePlayerResult,
} from '../rating/fide.js';
import { parseEstimateJson, parseFideEventJson, parseJsonText, parseUscfEventJson } from '../rating/ratingInput.js';
import { tournamentRatings, TOURNAMENT_RATING_SYSTEMS } from '../rating/tournamentRatings.js';
import { makeFideRatingReport } from '../director/trfExport.js';
import { standings } from '../director/registry.js';
import { loadTournamentFile } from '../store/tournamentFiles.js';
import { writeFileAtomic } from '../store/atomicFile.js';
import { registerBelgianReport } from './belgianCommand.js';
import { registerUscfReport } from './uscfCommand.js';

interface CommonOptions {
  json?: boolean;
  estimate?: boolean;
}

interface UscfOptions extends CommonOptions {
  bonus?: string;
  rounding?: string;
  nstar?: string;
  start?: string;
}

interface FideOptions extends CommonOptions {
  chapter?: string;
}

/**
 * `arbiter rating uscf|fide [FILE] [--json] [--estimate]`: rates an event read from FILE or stdin, or estimates
 * one player's new rating (`--estimate`, always JSON).
 */
export function registerRatingCommand(program: Command, io: CliIo, _state: CliState): void {
  const rating = program.command('rating').description('rate an event (USCF or FIDE) or estimate one player’s new rating');
  rating
    .command('uscf')
    .description('USCF 2011 rating system: Steps 1–5, special and standard formulas, floors')
    .argument('[file]', 'the event (or estimate) as JSON; stdin when absent')
    .option('--json', 'print JSON instead of a table')
    .option('--estimate', 'read {"player": {...}, "games": [{"opponent", "result"}]} and print the what-if as JSON')
    .option('--bonus <B>', `bonus multiplier B of §2.3 (default ${DEFAULT_USCF_SETTINGS.bonus})`)
    .option('--rounding <mode>', `${USCF_ROUNDINGS.join(' | ')} (default awayFromPrior: a gain up, a loss down)`)
    .option('--nstar <formula>', `${EFFECTIVE_GAMES_FORMULAS.join(' | ')} (default 2011)`)
    .option('--start <point>', `${SPECIAL_STARTS.join(' | ')}: where the special formula starts (default prior, R0′)`)
    .action(async (file: string | undefined, opts: UscfOptions) => {
      const settings = uscfSettings(opts);
      const data = await readJson(io, file);
      if (opts.estimate) {
        io.out(`${JSON.stringify(uscfEstimateJson(data, settings), null, 2)}\n`);
        return;
      }
      const event = parseUscfEventJson(data);
      if (!event.ok) throw new CliExit(event.error.message, 2, event.error.code);
      const endDate = event.value.event.endDate ?? today();
      if (event.value.kind === 'dual') {
        const rated = rateDualEvent({ ...event.value.event, endDate }, settings);
        if (!rated.ok) throw new CliExit(rated.error.message, 2, rated.error.code);
        const { regular, quick } = rated.value;
        io.out(
          opts.json
            ? `${JSON.stringify({ system: 'uscf', dual: true, regular: { players: regular.players.map(uscfRow) }, quick: { players: quick.players.map(uscfRow) } }, null, 2)}\n`
            : `Regular\n${uscfTable(regular.players)}\nQuick\n${uscfTable(quick.players)}`,
        );
        return;
      }
      const rated = rateUscfEvent({ ...event.value.event, endDate }, settings);
      if (!rated.ok) throw new CliExit(rated.error.message, 2, rated.error.code);
      const rows = rated.value.players.map(uscfRow);
      io.out(opts.json ? `${JSON.stringify({ system: 'uscf', ratingSystem: rated.value.system, players: rows }, null, 2)}\n` : uscfTable(rated.value.players));
    });
  rating
    .command('fide')
    .description('FIDE Rating Regulations (B.02, 1 March 2024, amended 1 October 2025)')
    .argument('[file]', 'the event (or estimate) as JSON; stdin when absent')
    .option('--json', 'print JSON instead of a table')
    .option('--estimate', 'read {"player": {...}, "games": [{"opponent", "result"}]} and print the what-if as JSON')
    .option('--chapter <chapter>', `${FIDE_CHAPTERS.join(' | ')} (default standard)`)
    .action(async (file: string | undefined, opts: FideOptions) => {
      const chapter = choice(opts.chapter, FIDE_CHAPTERS, '--chapter') ?? 'standard';
      const data = await readJson(io, file);
      if (opts.estimate) {
        io.out(`${JSON.stringify(fideEstimateJson(data, chapter), null, 2)}\n`);
        return;
      }
      const event = parseFideEventJson(data);
      if (!event.ok) throw new CliExit(event.error.message, 2, event.error.code);
      const rated = rateFideEvent({ ...event.value, chapter: event.value.chapter ?? chapter, year: event.value.year ?? Number(today().slice(0, 4)) });
      if (!rated.ok) throw new CliExit(rated.error.message, 2, rated.error.code);
      io.out(opts.json ? `${JSON.stringify({ system: 'fide', players: rated.value.map(fideRow) }, null, 2)}\n` : fideTable(rated.value));
    });
  registerTournamentRating(rating, program, io);
}

/** The shell supplies the date the engines need (age for USCF Step 1, the juniors' K for FIDE). */
const today = (): string => new Date().toISOString().slice(0, 10);

interface TournamentOptions {
  file: string;
  system: string;
  afterRound?: string;
  json?: boolean;
  end?: string;
}

interface ReportOptions {
  file: string;
  out?: string;
  city?: string;
  federation?: string;
  start?: string;
  end?: string;
  arbiter?: string;
  timeControl?: string;
}

/**
 * `arbiter rating tournament -f FILE --system fide|uscf`: the live rating change, new rating and performance of
 * every player of a tournament file (issue 7 point 3), and `arbiter report fide|uscf -f FILE`: the rating report
 * (issue 7 point 4).
 */
function registerTournamentRating(rating: Command, program: Command, io: CliIo): void {
  rating
    .command('tournament')
    .description('rating change, new rating and performance of every player of a tournament file, after each result')
    .requiredOption('-f, --file <path>', 'the tournament file')
    .option('--system <system>', TOURNAMENT_RATING_SYSTEMS.join(' | '), 'fide')
    .option('--after-round <n>', 'count rounds up to N')
    .option('--end <date>', 'USCF: the event’s end date, for age-based initial ratings (default today)')
    .option('--json', 'print JSON')
    .action((opts: TournamentOptions) => {
      const system = choice(opts.system, TOURNAMENT_RATING_SYSTEMS, '--system') ?? 'fide';
      const t = loadTournamentFile(resolve(io.cwd, opts.file));
      let afterRound: number | undefined;
      if (opts.afterRound !== undefined) {
        afterRound = Number(opts.afterRound);
        if (!/^\d+$/.test(opts.afterRound.trim())) throw new CliExit(`--after-round needs a whole number, not "${opts.afterRound}"`);
      }
      const r = tournamentRatings(t, { system, afterRound, endDate: opts.end ?? today(), year: Number(today().slice(0, 4)) });
      if (!r.ok) throw new CliExit(r.error.message, 2, r.error.code);
      const byId = new Map(t.players.map((p) => [p.id, p.name]));
      if (opts.json) {
        io.out(
          `${JSON.stringify(
            r.value.map((x) => ({
              id: x.id,
              name: byId.get(x.id),
              prior: x.prior ?? null,
              games: x.games,
              score: x.score,
              expected: r2(x.expected) ?? null,
              change: r2(x.change) ?? null,
              rating: r2(x.rating) ?? null,
              published: x.published ?? null,
              performance: r2(x.performance) ?? null,
              estimate: x.estimate,
            })),
            null,
            2,
          )}\n`,
        );
        return;
      }
      io.out(
        table(
          ['#', 'name', 'prior', 'games', 'score', 'E', 'change', 'perf', 'new'],
          r.value.map((x) => [
            x.id,
            byId.get(x.id) ?? '',
            x.prior ?? 'unrated',
            x.games,
            x.score,
            f2(x.expected),
            x.change === undefined ? '-' : (x.change >= 0 ? '+' : '') + x.change.toFixed(1),
            x.performance === undefined ? '-' : Math.round(x.performance),
            x.published ?? (x.rating === undefined ? '-' : `(${Math.round(x.rating)})`),
          ]),
        ),
      );
    });

  const report = program.command('report').description('rating reports of a finished tournament');
  const common = (c: Command) =>
    c
      .requiredOption('-f, --file <path>', 'the tournament file')
      .option('--out <path>', 'write the report to this file (default: standard output)')
      .option('--start <date>', 'first day, YYYY-MM-DD')
      .option('--end <date>', 'last day, YYYY-MM-DD')
      .option('--time-control <text>', 'the rate of play');
  common(
    report.command('fide').description("the FIDE rating report: the tournament's TRF16 (B.02 9.1), every game with its result; the options stand in for the tournament's details"),
  )
    .option('--city <city>', "the city (TRF 022; default: the tournament's place)")
    .option('--federation <fed>', 'the federation (TRF 032)')
    .option('--arbiter <name>', 'the chief arbiter (TRF 102)')
    .action((opts: ReportOptions) => {
      const t = loadTournamentFile(resolve(io.cwd, opts.file));
      // The flags stand in for the tournament's details (arbiter set place …, the web's Details).
      const r = makeFideRatingReport(t, standings(t), {
        place: opts.city,
        federation: opts.federation,
        startDate: opts.start,
        endDate: opts.end,
        chiefArbiter: opts.arbiter,
        timeControl: opts.timeControl,
      });
      if (!r.ok) throw new CliExit(r.error.message, 2, r.error.code);
      emit(io, opts.out, r.value);
    });
  registerUscfReport(report, io);
  registerBelgianReport(report, io);
}

function emit(io: CliIo, out: string | undefined, text: string): void {
  if (out === undefined) {
    io.out(text);
    return;
  }
  const path = resolve(io.cwd, out);
  try {
    writeFileAtomic(path, text);
  } catch (e) {
    throw new CliExit(`${out}: cannot write (${(e as Error).message})`);
  }
  io.out(`wrote ${out}\n`);
}

async function readJson(io: CliIo, file: string | undefined): Promise<unknown> {
  let text: string;
  const source = file ?? 'stdin';
  if (file !== undefined) {
    try {
      text = await readFile(resolve(io.cwd, file), 'utf8');
    } catch (e) {
      throw new CliExit(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
  } else text = await io.readStdin();
  const parsed = parseJsonText(text, source);
  if (!parsed.ok) throw new CliExit(parsed.error.message, 2, parsed.error.code);
  return parsed.value;
}

function choice<T extends string>(value: string | undefined, values: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new CliExit(`${flag} must be one of ${values.join(', ')}, not "${value}"`);
}

function uscfSettings(opts: UscfOptions): UscfSettings {
  let bonus = DEFAULT_USCF_SETTINGS.bonus;
  if (opts.bonus !== undefined) {
    bonus = Number(opts.bonus);
    if (opts.bonus.trim() === '' || !Number.isFinite(bonus) || bonus < 0) throw new CliExit(`--bonus needs a number ≥ 0, not "${opts.bonus}"`);
  }
  return {
    ...DEFAULT_USCF_SETTINGS,
    bonus,
    rounding: choice(opts.rounding, USCF_ROUNDINGS, '--rounding') ?? DEFAULT_USCF_SETTINGS.rounding,
    effectiveGames: choice(opts.nstar, EFFECTIVE_GAMES_FORMULAS, '--nstar') ?? DEFAULT_USCF_SETTINGS.effectiveGames,
    specialStart: choice(opts.start, SPECIAL_STARTS, '--start') ?? DEFAULT_USCF_SETTINGS.specialStart,
  };
}

const r2 = (x: number | undefined): number | undefined => (x === undefined ? undefined : Math.round(x * 100) / 100);

function uscfRow(p: UscfPlayerResult) {
  return {
    id: p.id,
    prior: p.prior ?? null,
    initial: { rating: r2(p.initial.rating), games: p.initial.games, source: p.initial.source },
    effectiveGames: r2(p.effective),
    formula: p.formula,
    step3: r2(p.step3) ?? null,
    step4: r2(p.step4),
    step5: r2(p.step5),
    games: p.games,
    score: p.score,
    expected: r2(p.expected),
    k: r2(p.k) ?? null,
    bonus: r2(p.bonus) ?? null,
    floor: p.floor,
    performance: r2(p.performance) ?? null,
    rating: r2(p.rating) ?? null,
    published: p.published ?? null,
    change: p.published === undefined ? null : r2(p.published - (p.prior ?? p.initial.rating)),
    newGames: p.newGames,
    ...(p.floorRequest ? { floorRequest: true } : {}),
  };
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  return `${cells
    .map((r) =>
      r
        .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}

const f2 = (x: number | undefined): string => (x === undefined ? '-' : x.toFixed(2));

function uscfTable(players: readonly UscfPlayerResult[]): string {
  return table(
    ['id', 'prior', 'N', "N'", 'formula', 'm', 'score', 'E', 'K', 'bonus', 'step 4', 'step 5', 'floor', 'new', 'N new'],
    players.map((p) => [
      p.id,
      p.prior ?? `(${f2(p.initial.rating)})`,
      p.initial.games,
      f2(p.effective),
      p.formula,
      p.games,
      p.score,
      f2(p.expected),
      f2(p.k),
      f2(p.bonus),
      f2(p.step4),
      f2(p.step5),
      p.floor,
      p.published ?? 'unrated',
      p.newGames,
    ]),
  );
}

function fideRow(p: FidePlayerResult) {
  return {
    id: p.id,
    prior: p.prior ?? null,
    kind: p.kind,
    games: p.games,
    score: p.score,
    expected: p.expected ?? null,
    k: p.change?.k ?? null,
    kBase: p.change?.kBase ?? null,
    change: p.change ? r2(p.change.change) : null,
    performance: r2(p.performance) ?? null,
    rating: r2(p.rating) ?? null,
    published: p.published ?? null,
    ...(p.initial ? { initial: { ra: r2(p.initial.ra), p: r2(p.initial.p), dp: p.initial.dp, publishable: p.initial.publishable, reason: p.initial.reason ?? null } } : {}),
  };
}

function fideTable(players: readonly FidePlayerResult[]): string {
  return table(
    ['id', 'prior', 'n', 'score', 'E', 'K', 'change', 'perf', 'new'],
    players.map((p) => [
      p.id,
      p.prior ?? 'unrated',
      p.games,
      p.score,
      f2(p.expected),
      p.change?.k ?? '-',
      p.change ? f2(p.change.change) : '-',
      p.performance === undefined ? '-' : Math.round(p.performance),
      p.published ?? (p.initial ? `(${Math.round(p.initial.rating)})` : '-'),
    ]),
  );
}

function uscfEstimateJson(data: unknown, settings: UscfSettings) {
  const input = parseEstimateJson(data);
  if (!input.ok) throw new CliExit(input.error.message, 2, input.error.code);
  const { player, games } = input.value;
  if (player.rating !== undefined && player.games === undefined) throw new CliExit('player.games: is missing (N: the number of games behind the rating)');
  const e = estimateUscf(
    {
      ...player,
      opponents: games.map((g) => ({ rating: g.opponent, score: g.score })),
      system: input.value.system,
      endDate: input.value.endDate ?? today(),
    },
    settings,
  );
  return {
    system: 'uscf',
    prior: player.rating ?? null,
    rating: r2(e.rating),
    published: e.published ?? null,
    change: r2(e.change),
    expected: r2(e.expected),
    performance: r2(e.performance),
    score: e.score,
    games: games.length,
    formula: e.formula,
    initial: { rating: r2(e.initial.rating), games: e.initial.games, source: e.initial.source },
    effectiveGames: r2(e.effective),
    k: r2(e.k) ?? null,
    bonus: r2(e.bonus) ?? null,
    floor: e.floor,
    ...(e.special ? { special: { adjustedPrior: r2(e.special.adjustedPrior), adjustedScore: e.special.adjustedScore, exit: e.special.exit, capped: e.special.capped } } : {}),
  };
}

function fideEstimateJson(data: unknown, chapter: FideChapter) {
  const input = parseEstimateJson(data);
  if (!input.ok) throw new CliExit(input.error.message, 2, input.error.code);
  const { player, games } = input.value;
  const performance = games.length ? performanceRating(games) : undefined;
  if (player.rating === undefined) {
    const initial = fideInitialRating(games);
    return {
      system: 'fide',
      prior: null,
      rating: r2(initial?.rating) ?? null,
      published: initial?.publishable ? initial.published : null,
      change: null,
      expected: null,
      performance: r2(performance) ?? null,
      score: games.reduce((a, g) => a + g.score, 0),
      games: games.length,
      initial: initial
        ? { ra: r2(initial.ra), p: r2(initial.p), dp: initial.dp, rounded: initial.published, publishable: initial.publishable, reason: initial.reason ?? null }
        : { reason: 'a zero score in the first event is disregarded (§8.2.1)' },
    };
  }
  const k = player.k ?? fideK({ rating: player.rating, games: player.games, peak: player.peak, birthDate: player.birthDate, year: player.year ?? Number(today().slice(0, 4)) });
  const c = fideRatingChange(player.rating, k, games, fideSettings(chapter, input.value.startDate));
  return {
    system: 'fide',
    prior: player.rating,
    rating: r2(c.newRating),
    published: c.published,
    change: r2(c.change),
    expected: r2(c.expected),
    performance: r2(performance) ?? null,
    score: c.score,
    games: games.length,
    k: c.k,
    kBase: c.kBase,
    kSource: player.k === undefined ? 'derived' : 'given',
    sumDelta: c.sumDelta,
    roundedChange: c.roundedChange,
    perGame: c.games.map((g) => ({ opponent: g.opponent, result: g.score, difference: g.difference, expected: g.expected, delta: g.delta })),
  };
}
