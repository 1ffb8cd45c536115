import { Command, Option } from 'commander';
import { CliExit, type CliIo } from './io.js';
import type { CliState } from './commands.js';
import type { Tournament } from '../core/tournament.js';
import { must } from '../core/tournamentOps.js';
import { explainScore, resolvePlayer } from '../director/operations.js';
import { standings, systemOf, type ScoreExplanation } from '../director/registry.js';
import { makeFraction } from '../core/keizerOptions.js';
import { pointsTiebreakInput, type Standings, type StandingRow } from '../scoring/standings.js';
import { valuesFromWords } from '../scoring/credits.js';
import {
  explainTiebreak,
  formatExplanation as formatTiebreakExplanation,
  parseTiebreakList,
  parseTiebreakName,
  TIEBREAK_NAMES,
  type TiebreakEdition,
  type TiebreakName,
} from '../scoring/tiebreaks.js';
import { scoreItemWords } from '../scoring/keizer.js';
import { TOURNAMENT_RATING_SYSTEMS, tournamentRatings, type TournamentRatingSystem } from '../rating/tournamentRatings.js';
import { printForecast } from './forecastCommand.js';
import { fileOption, loadAny, nameOf, tournamentFiles, wholeOption } from './files.js';

/** `arbiter standings`: the table, one player's score explained, or one tie-break explained. */
export function registerStandingsCommand(program: Command, io: CliIo, _state: CliState): void {
  const { path } = tournamentFiles(io);
  program
    .command('standings')
    .description('the standings (or --explain PLAYER: every point of his score); --file may be a TRF file')
    .addOption(fileOption())
    .option('--json', 'print JSON: [{"rank":1,"name":"…","score":12,"value":6,"won":2,"drawn":1,"lost":0,"games":3,"absences":{"excused":1}}, …]')
    .option('--after-round <n>', 'the standings after round N')
    .option('--explain <player>', "every point of a player's score, game by game, with the value used")
    .option('--tiebreak <name>', 'with --explain: how this tie-break value was formed')
    .option('--tiebreaks <list>', "tie-breaks to show, in order (default: the tournament's), e.g. sonneborn-berger,buchholz")
    .option('--odds', "each player's chance of finishing first and in the top three, by simulating the planned rounds left")
    .option('--simulations <n>', 'with --odds: simulated seasons (default 10000)')
    .option('--draw-rate <percent>', 'with --odds: the share of drawn games (default 30)')
    .option('--seed <n>', 'with --odds or --order-check: the seed of the simulation (default 1)')
    .option('--order-check', "the played rounds replayed in other orders: each player's places")
    .option('--samples <n>', 'with --order-check: random orders tried (default 100)')
    .addOption(new Option('--ratings <system>', "show each player's rating change and performance so far (unrated: an estimate)").choices([...TOURNAMENT_RATING_SYSTEMS]))
    .action(async (opts: { file: string; json?: boolean; afterRound?: string; explain?: string; tiebreak?: string; tiebreaks?: string; ratings?: TournamentRatingSystem }) => {
      const t = loadAny(path(opts), opts.file);
      if (await printForecast(io, t, opts)) return;
      const record = systemOf(t);
      const after = opts.afterRound === undefined ? undefined : wholeOption('--after-round', opts.afterRound)!;
      if (after !== undefined && (after < 0 || after > t.rounds.length)) throw new CliExit(`--after-round ${after}: rounds 0–${t.rounds.length} exist`);
      const asked = opts.tiebreaks === undefined ? undefined : must(parseTiebreakList(opts.tiebreaks));
      if (asked && record.ranking.by === 'values') throw new CliExit(`--tiebreaks: a ${record.noun} ranks by its score, not by tie-breaks`);
      if (opts.tiebreak !== undefined && opts.explain === undefined) throw new CliExit('--tiebreak goes with --explain PLAYER');
      if (opts.explain !== undefined) {
        const p = must(resolvePlayer(t, opts.explain));
        if (opts.tiebreak !== undefined) {
          const name = parseTiebreakName(opts.tiebreak);
          if (!name) throw new CliExit(`--tiebreak ${opts.tiebreak}: unknown tie-break (expected one of ${TIEBREAK_NAMES.join(', ')})`);
          const s = t.settings;
          const list = (asked ?? ('tiebreaks' in s ? s.tiebreaks : [name])) as readonly TiebreakName[];
          const edition = ('tiebreakEdition' in s ? s.tiebreakEdition : 'fide-2026') as TiebreakEdition;
          const ex = must(explainTiebreak(pointsTiebreakInput(t, after), p.id, name, edition, list.includes(name) ? list : [name]));
          if (opts.json) {
            io.out(JSON.stringify(ex) + '\n');
            return;
          }
          io.out(formatTiebreakExplanation(ex, (id) => nameOf(t, id)).join('\n') + '\n');
          return;
        }
        const explained = explainScore(t, p.id, after);
        if (!explained.ok && explained.error.code === 'no-explanation') throw new CliExit('--explain PLAYER needs --tiebreak NAME in a tournament that ranks by points');
        const ex = must(explained);
        if (opts.json) {
          io.out(JSON.stringify(ex) + '\n');
          return;
        }
        io.out(formatExplanation(t, ex, record.ranking.by === 'values' ? record.ranking.decimals : 0) + '\n');
        return;
      }
      printStandings(io, t, after, asked, opts.json ?? false, opts.ratings);
    });
}

function printStandings(
  io: CliIo,
  t: Tournament,
  after: number | undefined,
  asked: readonly TiebreakName[] | undefined,
  json: boolean,
  ratingSystem: TournamentRatingSystem | undefined,
): void {
  const record = systemOf(t);
  const s = standings(t, after, asked);
  const ratings =
    ratingSystem === undefined
      ? undefined
      : new Map(
          must(tournamentRatings(t, { system: ratingSystem, afterRound: after, endDate: new Date().toISOString().slice(0, 10), year: new Date().getFullYear() })).map((r) => [
            r.id,
            r,
          ]),
        );
  const ratingJson = (id: number) => {
    const r = ratings?.get(id);
    return r
      ? {
          rating: {
            prior: r.prior,
            games: r.games,
            expected: r.expected === undefined ? undefined : round2(r.expected),
            change: r.change === undefined ? undefined : round2(r.change),
            new: r.rating === undefined ? undefined : round2(r.rating),
            published: r.published,
            performance: r.performance === undefined ? undefined : Math.round(r.performance),
            estimate: r.estimate,
          },
        }
      : {};
  };
  const ratingText = (id: number) => {
    const r = ratings?.get(id);
    if (!ratings) return '';
    if (!r || r.games === 0) return '  (no rated games)';
    const perf = r.performance === undefined ? '' : ` perf ${Math.round(r.performance)}`;
    return r.estimate
      ? `  estimate ${r.rating === undefined ? '–' : Math.round(r.rating)}${perf}`
      : `  ${r.change === undefined ? '' : `${r.change >= 0 ? '+' : ''}${r.change.toFixed(1)}`}${perf}`;
  };
  if (json) {
    io.out(
      JSON.stringify(
        s.rows.map((r) => ({
          rank: r.rank,
          name: r.name,
          score: round2(r.score),
          ...(r.value !== undefined ? { value: round2(r.value) } : {}),
          ...(r.tiebreaks ? { tiebreaks: Object.fromEntries((s.tiebreaks ?? []).map((k) => [k, round2(r.tiebreaks![k] ?? 0)])) } : {}),
          ...(r.lot !== undefined ? { lot: r.lot } : {}),
          ...recordJson(r),
          ...ratingJson(r.id),
        })),
      ) + '\n',
    );
    return;
  }
  const tbs = s.tiebreaks ?? [];
  const head = record.ranking.by === 'values' ? 'value'.padStart(6) : tbs.map((k) => k.padStart(Math.max(6, k.length))).join(' ');
  const value = (v: number) => (record.ranking.by === 'values' && record.ranking.decimals > 0 ? v.toFixed(record.ranking.decimals) : fmt(v));
  const counts = recordColumns(s);
  io.out(`${t.name} — standings after round ${after ?? t.rounds.length}\n`);
  io.out(`  #  ${'name'.padEnd(28)} ${'score'.padStart(8)} ${head} ${counts.map((c) => c.head.padStart(c.width)).join(' ')}\n`);
  for (const r of s.rows) {
    const cols = r.tiebreaks ? tbs.map((k) => fmt(r.tiebreaks![k] ?? 0).padStart(Math.max(6, k.length))).join(' ') : (r.value === undefined ? '' : value(r.value)).padStart(6);
    const withdrawn = r.withdrawnFromRound === undefined ? '' : `  (${r.expelled ? 'expelled' : 'withdrawn'} from round ${r.withdrawnFromRound})`;
    io.out(
      `${String(r.rank).padStart(3)}  ${r.name.padEnd(28)} ${r.score.toFixed(2).padStart(8)} ${cols} ${counts.map((c) => c.cell(r).padStart(c.width)).join(' ')}${ratingText(r.id)}${r.lot !== undefined ? `  (lot ${r.lot})` : ''}${withdrawn}\n`,
    );
  }
  const key = ['W won, D drawn, L lost, games played over the board', ...s.absenceColumns.map((c) => `${c.acronym} ${c.title}`)];
  if (s.rows.some((r) => r.forfeitsWon + r.forfeitsLost > 0)) key.push('forf. won/lost by forfeit');
  io.out(`key: ${key.join('; ')}\n`);
  for (const n of s.notes) io.out(`note: ${n}\n`);
}

/** The columns of a row's record (issue 32): W, D, L, games, forfeits if any, the absences by kind. */
function recordColumns(s: Standings): { head: string; width: number; cell: (r: StandingRow) => string }[] {
  const n = (x: number) => String(x);
  const forfeits = s.rows.some((r) => r.forfeitsWon + r.forfeitsLost > 0);
  return [
    { head: 'W', width: 3, cell: (r: StandingRow) => n(r.won) },
    { head: 'D', width: 3, cell: (r: StandingRow) => n(r.drawn) },
    { head: 'L', width: 3, cell: (r: StandingRow) => n(r.lost) },
    { head: 'games', width: 5, cell: (r: StandingRow) => n(r.played) },
    ...(forfeits ? [{ head: 'forf.', width: 5, cell: (r: StandingRow) => `${r.forfeitsWon}/${r.forfeitsLost}` }] : []),
    ...s.absenceColumns.map((c) => ({ head: c.acronym, width: Math.max(3, c.acronym.length), cell: (r: StandingRow) => n(r.absences[c.kind] ?? 0) })),
  ];
}

/** A row's record in the JSON: W/D/L, games over the board, forfeits if any, absences, the withdrawal. */
function recordJson(r: StandingRow) {
  return {
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    games: r.played,
    ...(r.forfeitsWon + r.forfeitsLost > 0 ? { forfeits: { won: r.forfeitsWon, lost: r.forfeitsLost } } : {}),
    absences: r.absences,
    ...(r.withdrawnFromRound !== undefined ? { withdrawnFromRound: r.withdrawnFromRound } : {}),
    ...(r.expelled ? { expelled: true } : {}),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** A club score, line by line: what happened, whose value was used, the fraction, the points. */
function formatExplanation(t: Tournament, ex: ScoreExplanation, valueDecimals: number): string {
  const value = (v: number) => (valueDecimals > 0 ? v.toFixed(valueDecimals) : fmt(v));
  const lines = [`${ex.player.name}: place ${ex.rank}, value ${value(ex.value)}, score ${ex.score.toFixed(2)} after round ${ex.afterRound}`];
  // Issue 32: which ranking's values scored the rounds, the own value used, and where to find them.
  lines.push(`  ${valuesFromWords(ex)}`);
  if (ex.ownValue !== undefined) lines.push(`  own value used ${value(ex.ownValue)}; value now ${value(ex.value)}`);
  const at = ex.valuesFrom.kind === 'standings' ? ex.valuesFrom.afterRound : undefined;
  if (at !== undefined && at !== ex.afterRound) lines.push(`  those values: arbiter standings --after-round ${at}`);
  if (ex.valuesFrom.kind === 'before-each-round') lines.push('  those values: arbiter standings --after-round N, N the round before each game');
  for (const item of ex.items) {
    const words = scoreItemWords(item.kind);
    const game = item.round === undefined ? undefined : t.rounds.find((r) => r.number === item.round)?.games.find((g) => g.white === ex.player.id || g.black === ex.player.id);
    const colour = game ? (game.white === ex.player.id ? ' with white' : ' with black') : '';
    const whose =
      item.opponent !== undefined ? ` against ${nameOf(t, item.opponent)} (value ${value(item.value)})` : item.kind === 'own-value' ? '' : ` (own value ${value(item.value)})`;
    const fraction = item.fraction === 1 || item.fraction === 0 || item.kind === 'own-value' ? '' : ` × ${makeFraction(item.fraction)}`;
    const label = item.round === undefined ? words : `round ${String(item.round).padEnd(3)} ${words}${colour}${whose}${fraction}`;
    lines.push(`  ${label.padEnd(70)} ${item.points.toFixed(2).padStart(7)}${item.note && item.note !== words ? `   (${item.note})` : ''}`);
  }
  lines.push(`  ${'total'.padEnd(70)} ${ex.score.toFixed(2).padStart(7)}`);
  if (ex.cycled) lines.push('  note: the ranking cycled; the values are the means over the cycle');
  return lines.join('\n');
}
