import { useMemo, useState } from 'preact/hooks';
import { api, type Standings, type Tournament, type TournamentView } from '../api.js';
import { pointsOf } from '../../../src/core/game.js';
import { gameOf, isAbsence } from '../../../src/core/round.js';
import { roundEntries, type RoundEntry } from '../../../src/scoring/tiebreaks.js';
import { pointsTiebreakInput } from '../../../src/scoring/standings.js';
import { Link } from '../router.js';
import { ErrorBox, useDerived } from '../common.js';
import { useT, type Translator } from '../i18n/index.js';
import { pointsWriter } from '../points.js';
import { hasMatches } from '../matchWords.js';
import { matchValueOf } from '../../../src/core/doubleSwissMatch.js';

/** The symbol of a player's result in one game: 1, ½, 0, or + / − for a forfeit. */
function cell(result: string | undefined, points: number | undefined, tr: Translator): string {
  if (result === undefined || points === undefined) return '*';
  if (result === '+-' || result === '-+' || result === '--') return points > 0 ? '+' : '−';
  return tr.halves(points);
}

/**
 * A round without a game, in the words of C.07 (PAB, FPB, HPB, ZPB) and the club's (absent, excused, club
 * duty), in the reader's language; with points in a tournament that ranks by points, so that a row adds up
 * to the score. A late entry's rounds before he joined are a dash.
 */
const unplayedCode = (kind: string, { t }: Translator) => (kind === 'not-entered' ? '–' : t(`absenceCode.${kind === 'not-paired' ? 'unexcused' : kind}`, { defaultValue: kind }));

/** The cell of a round without a game, from its C.07 entry (complete rounds) or the announced absence. */
function unplayedText(kind: string, points: number | undefined, tr: Translator): string {
  const code = unplayedCode(kind, tr);
  return points === undefined ? code : `${code} ${tr.halves(points)}`;
}

/** Each player's rounds as C.07 classifies them, with their points (complete rounds only). */
function useEntries(t: Tournament): ReadonlyMap<number, readonly RoundEntry[]> {
  return useMemo(() => roundEntries(pointsTiebreakInput(t)), [t]);
}

/** What happened to a player in a round without a game: its kind and, when the tournament ranks by points, its points. */
function unplayed(t: Tournament, entries: ReadonlyMap<number, readonly RoundEntry[]>, player: number, round: number, byPoints: boolean, tr: Translator): string {
  const e = entries.get(player)?.find((x) => x.round === round);
  if (e && e.opponent === undefined) return unplayedText(e.kind === 'pairing-bye' ? 'pairing-bye' : (e.reason ?? 'not-paired'), byPoints ? e.points : undefined, tr);
  const r = t.rounds.find((x) => x.number === round);
  if (r?.byes.includes(player)) return unplayedText('pairing-bye', undefined, tr);
  const a = t.absences.find((x) => x.round === round && x.player === player && isAbsence(x));
  return a ? unplayedText(a.kind, undefined, tr) : '';
}

/** The key to the symbols of the crosstables. */
export function CrosstableKey({ byPoints, matches = false }: { byPoints: boolean; matches?: boolean }) {
  const tr = useT();
  const { t } = tr;
  const codes = byPoints
    ? ['pairing-bye', 'full-bye', 'half-bye', 'zero-bye', 'unexcused', 'not-entered', 'withdrawn']
    : ['pairing-bye', 'excused', 'unexcused', 'club-duty', 'not-entered', 'withdrawn'];
  return (
    <p class="key">
      <strong>{t('crosstable.key')}</strong> {t(matches ? 'doubleSwissMatch.keyText' : 'crosstable.keyText')}
      {codes.map((k) => (
        <span key={k}>
          {' · '}
          {unplayedCode(k, tr)} {t(`absence.${k}`)}
        </span>
      ))}
      {byPoints ? t('crosstable.keyByPoints') : '.'}
    </p>
  );
}

type TGame = Tournament['rounds'][number]['games'][number];

/**
 * A Double-Swiss's match of a player (C.04.5 Preface: "every pairing is a match between two players",
 * rounds 2k−1 and 2k are its games a and b): the opponent, the colours of game a and game b ("wb") and the
 * match's points ("1½"; + / − for a match ended by forfeit, "*" until both games have a result).
 */
function matchCell(t: Tournament, player: number, match: number, tr: Translator): { readonly opponent: number; readonly colours: string; readonly points: string } | undefined {
  const games = [2 * match - 1, 2 * match].map((n) => {
    const r = t.rounds.find((x) => x.number === n);
    return r ? gameOf(r, player) : undefined;
  });
  const [a, b] = games;
  const any: TGame | undefined = a ?? b;
  if (any === undefined) return undefined;
  const colour = (g: TGame | undefined): string => (g === undefined ? '' : g.white === player ? tr.t('crosstable.w') : tr.t('crosstable.b'));
  const v = a && b ? matchValueOf(a, b) : undefined;
  const mine = v === undefined ? undefined : a!.white === player ? v.first : v.second;
  const points = v === undefined || mine === undefined ? '*' : v.endedByForfeit ? (mine > 0 ? '+' : '−') : tr.halves(mine);
  return { opponent: any.white === player ? any.black : any.white, colours: `${colour(a)}${colour(b)}`, points };
}

/** A match without a game (a bye, an absence): game a's code, with both rounds' points when the tournament ranks by points. */
function unplayedMatch(t: Tournament, entries: ReadonlyMap<number, readonly RoundEntry[]>, player: number, match: number, byPoints: boolean, tr: Translator): string {
  const code = unplayed(t, entries, player, 2 * match - 1, false, tr) || unplayed(t, entries, player, 2 * match, false, tr);
  if (code === '' || !byPoints) return code;
  const mine = entries.get(player)?.filter((e) => e.opponent === undefined && Math.ceil(e.round / 2) === match);
  return mine && mine.length > 0 ? `${code} ${tr.halves(mine.reduce((sum, e) => sum + e.points, 0))}` : code;
}

/** The matches of a Double-Swiss so far (a match a column), with their rounds for the column's title. */
const matchNumbers = (t: Tournament): number[] => Array.from({ length: Math.ceil(t.rounds.length / 2) }, (_, k) => k + 1);

/**
 * A table with one row per player in ranking order: rank, number, name, one cell per column, score. The
 * crosstable and the wallchart differ only in their columns and cells.
 */
function RankingGrid({
  standings,
  numbers,
  id,
  links,
  label,
  columns,
  cellOf,
  points,
  playerHref = (player) => `/t/${id}/player/${player}`,
}: {
  standings: Standings;
  numbers: Readonly<Record<string, number>>;
  id: string;
  links: boolean;
  playerHref?: ((player: number) => string) | undefined;
  label: string;
  columns: readonly { key: number; head: string; title?: string | undefined }[];
  cellOf: (player: number, column: number) => { text: string; class: string };
  /** The score as the tournament prints its points (issue 34). */
  points: (n: number) => string;
}) {
  const { t } = useT();
  return (
    <div class="scroll" tabIndex={0} role="region" aria-label={label}>
      <table class="crosstable">
        <thead>
          <tr>
            <th scope="col" class="num">
              <abbr title={t('crosstable.rkTitle')}>{t('crosstable.rk')}</abbr>
            </th>
            <th scope="col" class="num">
              <abbr title={t('print.noTitle')}>{t('print.no')}</abbr>
            </th>
            <th scope="col">{t('standings.name')}</th>
            {columns.map((c) => (
              <th scope="col" class="num" key={c.key} title={c.title}>
                {c.head}
              </th>
            ))}
            <th scope="col" class="num">
              {t('standings.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r, i) => (
            <tr key={r.id}>
              <td class="num">{i + 1}</td>
              <td class="num">{numbers[r.id] ?? ''}</td>
              <th scope="row">{links ? <Link href={playerHref(r.id)}>{r.name}</Link> : r.name}</th>
              {columns.map((c) => {
                const { text, class: className } = cellOf(r.id, c.key);
                return (
                  <td key={c.key} class={className}>
                    {text}
                  </td>
                );
              })}
              <td class="num">{points(r.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A tournament that ranks by points (its standings have tie-breaks): rows add up to the score. */
const ranksByPoints = (s: Standings) => s.tiebreakInfo !== undefined;

/** What the crosstable and the table by rounds draw from. */
interface GridProps {
  view: TournamentView;
  standings: Standings;
  links?: boolean;
  /** Where a name links to (the public pages link to the public player page). */
  playerHref?: (player: number) => string;
}

/**
 * Rows and columns in ranking order; a cell lists the results of every game between the two (colour w/b);
 * the last column the rounds without a game, so that a row adds up to the score.
 */
export function Crosstable({ view, standings, links = true, playerHref }: GridProps) {
  const tr = useT();
  const t = view.tournament;
  const entries = useEntries(t);
  const byPoints = ranksByPoints(standings);
  const matches = hasMatches(t);
  const results = (a: number, b: number): string[] =>
    matches
      ? matchNumbers(t)
          .map((m) => matchCell(t, a, m, tr))
          .filter((c) => c?.opponent === b)
          .map((c) => `${c!.points}${c!.colours}`)
      : t.rounds.flatMap((r) =>
          r.games
            .filter((g) => (g.white === a && g.black === b) || (g.white === b && g.black === a))
            .map((g) => `${cell(g.result, pointsOf(g, a), tr)}${g.white === a ? tr.t('crosstable.w') : tr.t('crosstable.b')}`),
        );
  const OTHER = -1;
  const other = (p: number) =>
    (matches
      ? matchNumbers(t)
          .filter((m) => matchCell(t, p, m, tr) === undefined)
          .map((m) => unplayedMatch(t, entries, p, m, byPoints, tr))
      : t.rounds.filter((r) => !gameOf(r, p)).map((r) => unplayed(t, entries, p, r.number, byPoints, tr))
    )
      .filter((x) => x !== '' && !x.startsWith('–'))
      .join(', ');
  return (
    <>
      <RankingGrid
        standings={standings}
        numbers={view.numbers}
        id={view.id}
        links={links}
        playerHref={playerHref}
        label={tr.t('crosstable.title')}
        columns={[
          ...standings.rows.map((r, i) => ({ key: r.id, head: String(i + 1), title: r.name })),
          { key: OTHER, head: tr.t('crosstable.byes'), title: tr.t(matches ? 'doubleSwissMatch.byesTitle' : 'crosstable.byesTitle') },
        ]}
        points={pointsWriter(tr, t)}
        cellOf={(p, o) => (o === OTHER ? { text: other(p), class: 'other' } : o === p ? { text: '', class: 'self' } : { text: results(p, o).join(' '), class: 'num' })}
      />
      <CrosstableKey byPoints={byPoints} matches={matches} />
    </>
  );
}

/**
 * The wallchart: one row per player in ranking order, one column per round with the opponent's rank, the
 * colour and the result ("12w ½"), or what the round was without a game ("HPB ½"). It stays narrow however
 * many players there are.
 */
export function RoundsTable({ view, standings, links = true, playerHref }: GridProps) {
  const tr = useT();
  const t = view.tournament;
  const entries = useEntries(t);
  const byPoints = ranksByPoints(standings);
  const rank = new Map(standings.rows.map((r, i) => [r.id, i + 1]));
  const matches = hasMatches(t);
  // A Double-Swiss: a column a match, the opponent's rank, game a's and game b's colours, the match's points.
  const ofMatch = (player: number, match: number): string => {
    const c = matchCell(t, player, match, tr);
    return c ? `${rank.get(c.opponent) ?? '?'}${c.colours} ${c.points}` : unplayedMatch(t, entries, player, match, byPoints, tr);
  };
  const what = (player: number, round: number): string => {
    const r = t.rounds.find((x) => x.number === round)!;
    const g = gameOf(r, player);
    if (g) {
      const opp = g.white === player ? g.black : g.white;
      return `${rank.get(opp) ?? '?'}${g.white === player ? tr.t('crosstable.w') : tr.t('crosstable.b')} ${cell(g.result, pointsOf(g, player), tr)}`;
    }
    return unplayed(t, entries, player, round, byPoints, tr);
  };
  return (
    <>
      <RankingGrid
        standings={standings}
        numbers={view.numbers}
        id={view.id}
        links={links}
        playerHref={playerHref}
        label={tr.t('crosstable.byRoundLabel')}
        columns={
          matches
            ? matchNumbers(t).map((m) => ({
                key: m,
                head: tr.t('doubleSwissMatch.matchHead', { n: m }),
                title: tr.t('doubleSwissMatch.matchTitle', { n: m, a: 2 * m - 1, b: 2 * m }),
              }))
            : t.rounds.map((r) => ({ key: r.number, head: tr.t('crosstable.roundHead', { n: r.number }) }))
        }
        points={pointsWriter(tr, t)}
        cellOf={(p, column) => ({ text: matches ? ofMatch(p, column) : what(p, column), class: 'num' })}
      />
      <CrosstableKey byPoints={byPoints} matches={matches} />
    </>
  );
}

/** Player against player for small fields; by round (the wallchart) for large ones. */
export const SQUARE_LIMIT = 20;

export function CrosstablePage({ view }: { view: TournamentView }) {
  const { data, error } = useDerived(() => api.standings(view.id), [view.revision]);
  const [square, setSquare] = useState(view.tournament.players.length <= SQUARE_LIMIT);
  const { t } = useT();
  return (
    <section>
      <h2>{t('crosstable.title')}</h2>
      <fieldset class="inline">
        <legend>{t('crosstable.show')}</legend>
        <label>
          <input
            type="radio"
            name="layout"
            checked={square}
            onChange={() => {
              setSquare(true);
            }}
          />{' '}
          {t('crosstable.square')}
        </label>
        <label>
          <input
            type="radio"
            name="layout"
            checked={!square}
            onChange={() => {
              setSquare(false);
            }}
          />{' '}
          {t('crosstable.byRound')}
        </label>
      </fieldset>
      <p>
        {square ? t('crosstable.explainSquare') : t('crosstable.explainRounds')} <Link href={`/t/${view.id}/print/crosstable`}>{t('print.print')}</Link>
      </p>
      <ErrorBox error={error} />
      {data && (square ? <Crosstable view={view} standings={data} /> : <RoundsTable view={view} standings={data} />)}
    </section>
  );
}
