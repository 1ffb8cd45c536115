import { useState } from 'preact/hooks';
import { api, type RatingRow, type RatingSystem, type Standings, type StandingsRow, type Tournament, type TournamentView } from '../api.js';
import { Link, navigate } from '../router.js';
import { ErrorBox, leftWords, TableScroll, useDerived } from '../common.js';
import { SeasonForecast } from './forecast.js';
import { pointsWriter } from '../points.js';
import { useT, type Translator } from '../i18n/index.js';
import { tiebreakTitle } from '../tiebreakWords.js';
import type { AbsenceColumn } from '../../../src/scoring/standings.js';

/**
 * A column of rounds without a game in the reader's language: C.07's words and codes (16.2) where the
 * tournament ranks by points and tie-breaks, the club's otherwise (the server picks the same way).
 */
export function absenceColumnWords(c: AbsenceColumn, c07: boolean, { t }: Translator): { acronym: string; title: string } {
  switch (c.kind) {
    case 'bye':
      return c07 ? { acronym: t('absenceCode.pairing-bye'), title: t('absence.pairing-bye') } : { acronym: t('absenceCode.club-bye'), title: t('absence.club-bye') };
    case 'excused':
      return { acronym: t('absenceCode.club-excused'), title: t('absence.excused') };
    case 'unexcused':
      return c07
        ? { acronym: t('absenceCode.c07-unexcused'), title: t('absence.c07-unexcused') }
        : { acronym: t('absenceCode.club-unexcused'), title: t('absence.club-unexcused') };
    case 'club-duty':
      return { acronym: t('absenceCode.club-duty-column'), title: t('absence.club-duty') };
    default:
      return { acronym: t(`absenceCode.${c.kind}`), title: c07 ? t(`absence.${c.kind}`) : t(`absence.requested-${c.kind}`) };
  }
}

/** The standings' columns of rounds without a game, in the reader's words. */
function useAbsenceColumns(standings: Standings): (AbsenceColumn & { acronym: string; title: string })[] {
  const tr = useT();
  const c07 = standings.tiebreakInfo !== undefined;
  return standings.absenceColumns.map((c) => ({ ...c, ...absenceColumnWords(c, c07, tr) }));
}

/**
 * The standings: rank, name (a withdrawn player marked), score, the Keizer value or every tie-break, games
 * won, drawn and lost, games played, forfeits (if any) and the rounds without a game by kind. With `players`
 * (print), each player's start number, title, rating and federation as well. On a narrow screen the table
 * scrolls inside its box, never the page.
 */
export function StandingsTable({
  id,
  standings,
  links = true,
  caption,
  players,
  playerHref = (player) => `/t/${id}/player/${player}`,
}: {
  id: string;
  standings: Standings;
  links?: boolean;
  caption?: string;
  players?: { tournament: Tournament; numbers: Readonly<Record<string, number>> };
  /** Where a name links to (the public pages link to the public player page). */
  playerHref?: (player: number) => string;
}) {
  const tx = useT();
  const { t, score } = tx;
  // On a sheet (the tournament given) the points as the tournament prints them (issue 34).
  const points = players ? pointsWriter(tx, players.tournament) : score;
  const hasValue = standings.rows.some((r) => r.value !== undefined);
  const tiebreaks = standings.tiebreakInfo ?? [];
  const byId = new Map(players?.tournament.players.map((p) => [p.id, p]));
  const hasFederation = players?.tournament.players.some((p) => p.federation !== undefined) ?? false;
  return (
    <TableScroll label={caption ?? t('standings.title')}>
      <table class="list standings">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" class="num">
              {t('standings.rank')}
            </th>
            {players && (
              <th scope="col" class="num">
                <abbr title={t('print.noTitle')}>{t('print.no')}</abbr>
              </th>
            )}
            <th scope="col">{t('standings.name')}</th>
            {players && (
              <>
                <th scope="col">
                  <abbr title={t('standings.fideTitleTitle')}>{t('standings.fideTitle')}</abbr>
                </th>
                <th scope="col" class="num">
                  <abbr title={t('print.rtgTitle')}>{t('print.rtg')}</abbr>
                </th>
                {hasFederation && (
                  <th scope="col">
                    <abbr title={t('standings.fedTitle')}>{t('standings.fed')}</abbr>
                  </th>
                )}
              </>
            )}
            <th scope="col" class="num">
              {t('standings.score')}
            </th>
            {hasValue && (
              <th scope="col" class="num">
                {t('standings.value')}
              </th>
            )}
            {tiebreaks.map((tb) => (
              <th scope="col" class="num" key={tb.name}>
                <abbr title={tiebreakTitle(tb.name, tx, tb.title)}>{tb.acronym}</abbr>
              </th>
            ))}
            <RecordHeads standings={standings} compact={players !== undefined} />
            {standings.ratings && (
              <>
                <th scope="col" class="num">
                  <abbr title={t('standings.ratingChangeTitle')}>{t('standings.ratingChange')}</abbr>
                </th>
                <th scope="col" class="num">
                  <abbr title={t('standings.perfTitle')}>{t('standings.perf')}</abbr>
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((r) => (
            <tr key={r.id}>
              <td class="num">{r.rank}</td>
              {players && <td class="num">{players.numbers[r.id] ?? ''}</td>}
              <td>
                {links ? <Link href={playerHref(r.id)}>{r.name}</Link> : r.name}
                {r.withdrawnFromRound !== undefined && (
                  <small class="withdrawn" title={t(r.expelled ? 'fideMode.expelledFrom' : 'standings.withdrawnFrom', { n: r.withdrawnFromRound })}>
                    {' '}
                    {leftWords(t, r, true)}
                  </small>
                )}
              </td>
              {players && (
                <>
                  <td>{byId.get(r.id)?.title ?? ''}</td>
                  <td class="num">{byId.get(r.id)?.rating ?? ''}</td>
                  {hasFederation && <td>{byId.get(r.id)?.federation ?? ''}</td>}
                </>
              )}
              <td class="num">{points(r.score)}</td>
              {hasValue && <td class="num">{score(r.value)}</td>}
              {tiebreaks.map((tb) => (
                <td class="num" key={tb.name}>
                  {score(r.tiebreaks?.[tb.name])}
                </td>
              ))}
              <RecordCells standings={standings} row={r} compact={players !== undefined} />
              {standings.ratings && <RatingCells row={standings.ratings[String(r.id)]} />}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const hasForfeits = (standings: Standings) => standings.rows.some((r) => r.forfeitsWon + r.forfeitsLost > 0);

/**
 * The headings of a row's record (issue 32): W, D, L, games, forfeits if any, a column per kind of round
 * without a game; `compact` (the print sheet, narrower than a screen) W/D/L in one column, the forfeits and
 * the rounds without a game in another.
 */
function RecordHeads({ standings, compact }: { standings: Standings; compact: boolean }) {
  const { t } = useT();
  const columns = useAbsenceColumns(standings);
  const wdl = compact
    ? [[t('standings.wdlTitle'), t('standings.wdl')]]
    : [
        [t('standings.wTitle'), t('standings.w')],
        [t('standings.dTitle'), t('standings.d')],
        [t('standings.lTitle'), t('standings.l')],
      ];
  const absences = compact ? [[t('standings.unplayedTitle'), t('standings.unplayed')]] : columns.map((c) => [c.title, c.acronym]);
  return (
    <>
      {wdl.map(([title, text]) => (
        <th scope="col" class="num" key={text}>
          <abbr title={title}>{text}</abbr>
        </th>
      ))}
      <th scope="col" class="num">
        {t('standings.games')}
      </th>
      {!compact && hasForfeits(standings) && (
        <th scope="col" class="num">
          <abbr title={t('standings.forfTitle')}>{t('standings.forf')}</abbr>
        </th>
      )}
      {absences.map(([title, text]) => (
        <th scope="col" class={compact ? undefined : 'num'} key={text}>
          <abbr title={title}>{text}</abbr>
        </th>
      ))}
    </>
  );
}

/** A row's record, under `RecordHeads`. */
function RecordCells({ standings, row, compact }: { standings: Standings; row: StandingsRow; compact: boolean }) {
  const counts = useAbsenceColumns(standings).map((c) => [c.acronym, row.absences[c.kind] ?? 0] as const);
  const unplayed = [
    ...(row.forfeitsWon > 0 ? [`+${row.forfeitsWon}`] : []),
    ...(row.forfeitsLost > 0 ? [`−${row.forfeitsLost}`] : []),
    ...counts.filter(([, n]) => n > 0).map(([acronym, n]) => `${acronym} ${n}`),
  ];
  return (
    <>
      {compact ? (
        <td class="num">{`${row.won}/${row.drawn}/${row.lost}`}</td>
      ) : (
        <>
          <td class="num">{row.won}</td>
          <td class="num">{row.drawn}</td>
          <td class="num">{row.lost}</td>
        </>
      )}
      <td class="num">{row.played}</td>
      {!compact && hasForfeits(standings) && <td class="num">{`${row.forfeitsWon}/${row.forfeitsLost}`}</td>}
      {compact ? (
        <td>{unplayed.join(' ')}</td>
      ) : (
        counts.map(([acronym, n]) => (
          <td class="num" key={acronym}>
            {n}
          </td>
        ))
      )}
    </>
  );
}

/** The key to the columns: each tie-break's abbreviation, its name and its article of C.07; W/D/L; the absences. */
export function TiebreakKey({ standings }: { standings: Standings }) {
  const tx = useT();
  const { t } = tx;
  const list = standings.tiebreakInfo ?? [];
  const columns = useAbsenceColumns(standings);
  return (
    <dl class="key tiebreak-key">
      {list.map((tb) => (
        <div key={tb.name}>
          <dt>{tb.acronym}</dt>
          <dd>
            {tiebreakTitle(tb.name, tx, tb.title)} ({tb.article})
          </dd>
        </div>
      ))}
      <div>
        <dt>{`${t('standings.w')} ${t('standings.d')} ${t('standings.l')}`}</dt>
        <dd>{t('standings.keyWdl')}</dd>
      </div>
      {hasForfeits(standings) && (
        <div>
          <dt>{t('standings.forf')}</dt>
          <dd>{t('standings.keyForf')}</dd>
        </div>
      )}
      {columns.map((c) => (
        <div key={c.kind}>
          <dt>{c.acronym}</dt>
          <dd>{c.title}</dd>
        </div>
      ))}
    </dl>
  );
}

function RatingCells({ row }: { row: RatingRow | undefined }) {
  const { fixed } = useT();
  if (!row || row.games === 0)
    return (
      <>
        <td class="num">–</td>
        <td class="num">–</td>
      </>
    );
  const change = row.estimate ? `≈ ${Math.round(row.rating ?? 0)}` : row.change === undefined ? '–' : `${row.change >= 0 ? '+' : '−'}${fixed(Math.abs(row.change), 1)}`;
  return (
    <>
      <td class="num">{change}</td>
      <td class="num">{row.performance === undefined ? '–' : Math.round(row.performance)}</td>
    </>
  );
}

export function StandingsPage({ view, after }: { view: TournamentView; after: string | undefined }) {
  const rounds = view.tournament.rounds.length;
  const afterRound = after !== undefined ? Number(after) : undefined;
  const [ratings, setRatings] = useState<RatingSystem | ''>('');
  const { data, error } = useDerived(() => api.standings(view.id, afterRound, ratings || undefined), [view.revision, afterRound, ratings]);
  const { t } = useT();
  return (
    <section>
      <h2>{afterRound !== undefined ? t('standings.titleAfter', { n: afterRound }) : t('standings.title')}</h2>
      <div class="actions">
        <label for="after-round">{t('standings.afterRound')}</label>
        <select
          id="after-round"
          value={after ?? ''}
          onChange={(e) => {
            navigate(`/t/${view.id}/standings${e.currentTarget.value ? `?after=${e.currentTarget.value}` : ''}`, { replace: true });
          }}
        >
          <option value="">{t('standings.latest', { n: rounds })}</option>
          {Array.from({ length: rounds + 1 }, (_, k) => (
            <option key={k} value={String(k)}>
              {k === 0 ? t('standings.beforeRound1') : k}
            </option>
          ))}
        </select>
        <label for="ratings">{t('standings.ratings')}</label>
        <select
          id="ratings"
          value={ratings}
          onChange={(e) => {
            setRatings(e.currentTarget.value as RatingSystem | '');
          }}
        >
          <option value="">{t('standings.notShown')}</option>
          <option value="fide">{t('standings.fide')}</option>
          <option value="uscf">{t('standings.uscf')}</option>
        </select>
        <Link href={`/t/${view.id}/print/standings`}>{t('standings.print')}</Link>
      </div>
      <ErrorBox error={error} />
      {data?.notes.map((n, i) => (
        <p class="warning" key={i}>
          {n}
        </p>
      ))}
      {data && <StandingsTable id={view.id} standings={data} />}
      {data && <TiebreakKey standings={data} />}
      <SeasonForecast view={view} />
      {view.system.explainsScores && <p>{t('standings.clickName')}</p>}
    </section>
  );
}
