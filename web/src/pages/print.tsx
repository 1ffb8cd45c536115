import type { ComponentChildren } from 'preact';
import { api, type Round, type Standings, type Tournament, type TournamentView } from '../api.js';
import { Link, navigate } from '../router.js';
import { isAbsence } from '../../../src/core/round.js';
import { isLanguage } from '../../../src/core/language.js';
import { ErrorBox, FideModeBadge, RESULT_LABEL, playerName, useDerived, useTitle, useTournament } from '../common.js';
import { hasMatches, matchText } from '../matchWords.js';
import { InLanguage, LanguageSwitch, translator, useT, useUserLanguage } from '../i18n/index.js';
import { StandingsTable, TiebreakKey } from './standings.js';
import { pointsWriter } from '../points.js';
import { Crosstable, RoundsTable, SQUARE_LIMIT } from './crosstable.js';
import { ResultSlips } from './slips.js';

/**
 * The kinds of sheet, each an address `/t/ID/print/KIND[/ROUND]`: pairings (by board or alphabetically),
 * standings, crosstable, the round robin's schedule, and the score sheets of a round (one per board).
 * Another kind is added here and drawn in its own component file.
 */
export const SHEET_KINDS = ['pairings', 'standings', 'crosstable', 'schedule', 'scoresheets', 'slips'] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];

/** The sheets handed to the players, one per board: no QR code of the public page at their foot. */
const HANDED_OUT: readonly string[] = ['scoresheets', 'slips'] satisfies readonly SheetKind[];
import { SheetQr } from './publishing.js';

/**
 * Pages made for paper (A4; the crosstable A4 landscape), as the tools directors know print them: pairings
 * by board and alphabetically with start numbers, ratings and the points before the round; standings with
 * every tie-break and a key naming each with its article; the crosstable with every kind of bye; the
 * schedule of a round robin before round 1. No navigation, nothing but the sheet.
 */
export function PrintPage({ id, what, round, order, lang: asked }: { id: string; what: string; round: string | undefined; order: string; lang?: string | undefined }) {
  const { view, error } = useTournament(id);
  // The sheet's language: the one asked in the address (its switch), else the tournament's, else the reader's.
  const user = useUserLanguage();
  const lang = asked !== undefined && isLanguage(asked) ? asked : (view?.tournament.language ?? user);
  const { t: tr } = translator(lang);
  const t = view?.tournament;
  const number = Number(round ?? t?.rounds.length ?? 0);
  // Pairings show the points before the round: the standings after the round before.
  const standings = useDerived(
    () => (what === 'schedule' || HANDED_OUT.includes(what) || !t ? Promise.resolve(undefined) : api.standings(id, what === 'pairings' ? Math.max(0, number - 1) : undefined)),
    [view?.revision, what, number, t === undefined],
  );
  const schedule = useDerived(() => (what === 'schedule' ? api.schedule(id) : Promise.resolve(undefined)), [view?.revision, what]);
  const sheetName: Readonly<Record<string, string>> = {
    standings: tr('print.standingsLink'),
    crosstable: tr('print.crosstableLink'),
    schedule: tr('print.scheduleLink'),
    scoresheets: tr('print.scoreSheetsTitle', { n: number }),
    slips: tr('ownResults.slipsTitle', { n: number }),
  };
  const title = t ? `${t.name} — ${what === 'pairings' ? tr('print.roundTitle', { n: number }) : (sheetName[what] ?? what)}` : what;
  useTitle(title);
  const switchTo = (l: string) => {
    const q = new URLSearchParams(location.search);
    q.set('lang', l);
    navigate(`${location.pathname}?${q.toString()}`, { replace: true });
  };
  return (
    <InLanguage lang={lang}>
      <main id="main" class={what === 'crosstable' ? 'print print-landscape' : 'print'}>
        <p class="no-print">
          <Link href={`/t/${id}/print`}>{tr('print.back')}</Link> ·{' '}
          <button
            type="button"
            onClick={() => {
              print();
            }}
          >
            {tr('print.print')}
          </button>{' '}
          <LanguageSwitch value={lang} onChange={switchTo} />
        </p>
        <ErrorBox error={error ?? standings.error ?? schedule.error} />
        {view && <PrintSheet view={view} what={what} number={number} alpha={order === 'alpha'} standings={standings.data} schedule={schedule.data?.rounds} />}
        {/* Sheets for the notice board carry the public page's QR code; those handed to the players do not (a result slip has its own code). */}
        {view && !HANDED_OUT.includes(what) && <SheetQr view={view} />}
      </main>
    </InLanguage>
  );
}

/** One sheet, once its data is there: pairings (before: the standings after the round before), standings, crosstable or schedule. */
export function PrintSheet({
  view,
  what,
  number,
  alpha,
  standings,
  schedule,
}: {
  view: TournamentView;
  what: string;
  number: number;
  alpha: boolean;
  standings: Standings | undefined;
  schedule: readonly Round[] | undefined;
}) {
  const { t } = useT();
  const rounds = view.tournament.rounds.length;
  return (
    <>
      {what === 'pairings' && standings && <Pairings view={view} number={number} before={standings} alpha={alpha} />}
      {what === 'standings' && standings && (
        <>
          <SheetHeader t={view.tournament}>{t('print.standingsAfter', { n: rounds })}</SheetHeader>
          <StandingsTable id={view.id} standings={standings} links={false} players={{ tournament: view.tournament, numbers: view.numbers }} />
          <TiebreakKey standings={standings} />
        </>
      )}
      {what === 'crosstable' && standings && (
        <>
          <SheetHeader t={view.tournament}>{t('print.crosstableAfter', { n: rounds })}</SheetHeader>
          {view.tournament.players.length <= SQUARE_LIMIT ? (
            <Crosstable view={view} standings={standings} links={false} />
          ) : (
            <RoundsTable view={view} standings={standings} links={false} />
          )}
        </>
      )}
      {what === 'schedule' && schedule && <Schedule view={view} rounds={schedule} />}
      {what === 'slips' && <ResultSlips view={view} number={number} />}
      {what === 'scoresheets' && <ScoreSheets view={view} number={number} />}
      {!(SHEET_KINDS as readonly string[]).includes(what) && <p class="error">{t('print.unknownSheet', { what })}</p>}
    </>
  );
}

/** The name of the tournament, where, when and who directs it, and what the sheet is. */
function SheetHeader({ t, children }: { t: Tournament; children: ComponentChildren }) {
  const tr = useT();
  const d = t.details;
  const when = d?.startDate && (d.endDate && d.endDate !== d.startDate ? `${tr.date(d.startDate)} – ${tr.date(d.endDate)}` : tr.date(d.startDate));
  const facts = [d?.place, d?.federation, when, d?.chiefArbiter && tr.t('print.chiefArbiter', { name: d.chiefArbiter }), d?.timeControl].filter(Boolean);
  return (
    <>
      <h1>
        {t.name} <FideModeBadge t={t} />
      </h1>
      {facts.length > 0 && <p class="sheet-facts">{facts.join(' · ')}</p>}
      <h2>{children}</h2>
    </>
  );
}

/** A round's boards, byes and absences: by board, or every player alphabetically. */
function Pairings({ view, number, before, alpha }: { view: TournamentView; number: number; before: Standings; alpha: boolean }) {
  const tx = useT();
  const tr = tx.t;
  // A round without a game in the sheet's words (C.07 16.2's byes, the club's absences).
  const absenceWord = (kind: string) => tr(`absence.${kind}`, { defaultValue: kind });
  const t = view.tournament;
  const round = t.rounds.find((r) => r.number === number);
  if (!round) return <p class="error">{tr('print.notPaired', { n: number })}</p>;
  const no = (id: number) => view.numbers[id] ?? '';
  const rating = (id: number) => t.players.find((p) => p.id === id)?.rating ?? '';
  const pointsBefore = new Map(before.rows.map((r) => [r.id, r.score]));
  const points = pointsWriter(tx, t);
  const pts = (id: number) => points(pointsBefore.get(id) ?? 0);
  const absences = t.absences.filter((a) => a.round === number && isAbsence(a));
  // Not paired either: the players withdrawn before the round (they are not paired from that round on).
  const inRound = new Set([...round.games.flatMap((g) => [g.white, g.black]), ...round.byes, ...absences.map((a) => a.player)]);
  const withdrawn = t.players.filter((p) => p.withdrawnFromRound !== undefined && p.withdrawnFromRound <= number && !inRound.has(p.id));
  const notPaired = [
    ...absences.map((a) => ({ player: a.player, why: absenceWord(a.kind) })),
    ...withdrawn.map((p) => ({ player: p.id, why: tr(p.expelled ? 'expelled.notPaired' : 'absence.withdrawn') })),
  ];
  return (
    <>
      <SheetHeader t={t}>{alpha ? tr('print.pairingsAlpha', { n: number }) : tr('print.pairingsByBoard', { n: number })}</SheetHeader>
      {alpha ? (
        <table class="list print-table pairings-alpha">
          <thead>
            <tr>
              <th scope="col">{tr('print.player')}</th>
              <th scope="col" class="num">
                <abbr title={tr('print.noTitle')}>{tr('print.no')}</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title={tr('print.rtgTitle')}>{tr('print.rtg')}</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title={tr('print.ptsTitle')}>{tr('print.pts')}</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title={tr('print.bdTitle')}>{tr('print.bd')}</abbr>
              </th>
              <th scope="col">{tr('print.colour')}</th>
              <th scope="col">{tr('print.opponent')}</th>
              <th scope="col" class="num">
                <abbr title={tr('print.opponentNoTitle')}>{tr('print.no')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {[
              ...round.games.flatMap((g) => [
                { player: g.white, board: String(g.board), colour: tr('print.colourWhite'), opponent: playerName(t, g.black), opponentNo: no(g.black) },
                { player: g.black, board: String(g.board), colour: tr('print.colourBlack'), opponent: playerName(t, g.white), opponentNo: no(g.white) },
              ]),
              ...round.byes.map((b) => ({ player: b, board: '', colour: '', opponent: absenceWord('pairing-bye'), opponentNo: '' })),
              ...notPaired.map((a) => ({ player: a.player, board: '', colour: '', opponent: a.why, opponentNo: '' })),
            ]
              .sort((a, b) => playerName(t, a.player).localeCompare(playerName(t, b.player)))
              .map((x) => (
                <tr key={x.player}>
                  <td>{playerName(t, x.player)}</td>
                  <td class="num">{no(x.player)}</td>
                  <td class="num">{rating(x.player)}</td>
                  <td class="num">{pts(x.player)}</td>
                  <td class="num">{x.board}</td>
                  <td>{x.colour}</td>
                  <td>{x.opponent}</td>
                  <td class="num">{x.opponentNo}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : (
        <table class="list print-table pairings-board">
          <thead>
            <tr>
              <th scope="col" class="num">
                <abbr title={tr('print.bdTitle')}>{tr('print.bd')}</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title={tr('print.whiteNoTitle')}>{tr('print.no')}</abbr>
              </th>
              <th scope="col">{tr('game.white')}</th>
              <th scope="col" class="num">
                <abbr title={tr('print.whiteRtgTitle')}>{tr('print.rtg')}</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title={tr('print.whitePtsTitle')}>{tr('print.pts')}</abbr>
              </th>
              <th scope="col" class="result">
                {tr('game.result')}
              </th>
              <th scope="col" class="num">
                <abbr title={tr('print.blackPtsTitle')}>{tr('print.pts')}</abbr>
              </th>
              <th scope="col">{tr('game.black')}</th>
              <th scope="col" class="num">
                <abbr title={tr('print.blackRtgTitle')}>{tr('print.rtg')}</abbr>
              </th>
              <th scope="col" class="num">
                <abbr title={tr('print.blackNoTitle')}>{tr('print.no')}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {round.games.map((g) => (
              <tr key={g.board}>
                <td class="num">{g.board}</td>
                <td class="num">{no(g.white)}</td>
                <td>{playerName(t, g.white)}</td>
                <td class="num">{rating(g.white)}</td>
                <td class="num">{pts(g.white)}</td>
                <td class="result">
                  {g.result ? RESULT_LABEL[g.result] : ''}
                  {hasMatches(t) && matchText(t, round.number, g, tx) ? <span class="match"> ({matchText(t, round.number, g, tx)})</span> : null}
                </td>
                <td class="num">{pts(g.black)}</td>
                <td>{playerName(t, g.black)}</td>
                <td class="num">{rating(g.black)}</td>
                <td class="num">{no(g.black)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!alpha && round.byes.length > 0 && <p>{tr('print.pabList', { list: round.byes.map((b) => `${playerName(t, b)} (${no(b)})`).join(', ') })}</p>}
      {!alpha && notPaired.length > 0 && (
        <p>{tr('print.notPairedList', { list: notPaired.map((a) => `${playerName(t, a.player)} (${[no(a.player), a.why].filter((x) => x !== '').join(', ')})`).join(', ') })}</p>
      )}
    </>
  );
}

/** Every round of a round robin (or DO-TO-HO plan), by pairing number: printable before round 1. */
function Schedule({ view, rounds }: { view: TournamentView; rounds: readonly Round[] }) {
  const { t: tr } = useT();
  const t = view.tournament;
  const no = (id: number) => view.numbers[id] ?? '';
  const byNumber = [...t.players].sort((a, b) => (view.numbers[a.id] ?? 0) - (view.numbers[b.id] ?? 0));
  return (
    <>
      <SheetHeader t={t}>{tr('print.schedule', { count: rounds.length })}</SheetHeader>
      <table class="list print-table schedule-players">
        <caption>{tr('print.playersByNumber')}</caption>
        <thead>
          <tr>
            <th scope="col" class="num">
              {tr('print.no')}
            </th>
            <th scope="col">{tr('print.name')}</th>
            <th scope="col" class="num">
              <abbr title={tr('print.rtgTitle')}>{tr('print.rtg')}</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {byNumber.map((p) => (
            <tr key={p.id}>
              <td class="num">{no(p.id)}</td>
              <td>{p.name}</td>
              <td class="num">{p.rating ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="schedule">
        {rounds.map((r) => (
          <table class="list print-table schedule-round" key={r.number}>
            <caption>{tr('game.round', { n: r.number })}</caption>
            <thead>
              <tr>
                <th scope="col" class="num">
                  <abbr title={tr('print.bdTitle')}>{tr('print.bd')}</abbr>
                </th>
                <th scope="col">{tr('game.white')}</th>
                <th scope="col">{tr('game.black')}</th>
              </tr>
            </thead>
            <tbody>
              {r.games.map((g) => (
                <tr key={g.board}>
                  <td class="num">{g.board}</td>
                  <td>
                    {no(g.white)} {playerName(t, g.white)}
                  </td>
                  <td>
                    {no(g.black)} {playerName(t, g.black)}
                  </td>
                </tr>
              ))}
              {r.byes.map((b) => (
                <tr key={`bye-${b}`}>
                  <td class="num" />
                  <td>
                    {no(b)} {playerName(t, b)}
                  </td>
                  <td>{tr('print.free')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </>
  );
}

/** Moves on a score sheet: two columns of 30, as the usual A4 score sheet has them (a longer game goes on a second sheet). */
const SCORE_SHEET_MOVES = 60;

/**
 * The score sheets of a round, one per board (an A4 page each): the event, the round, the board, the date,
 * both players with their numbers and ratings filled in by colour, the moves to write, the result and both
 * players' signatures.
 */
function ScoreSheets({ view, number }: { view: TournamentView; number: number }) {
  const tx = useT();
  const tr = tx.t;
  const t = view.tournament;
  const round = t.rounds.find((r) => r.number === number);
  if (!round) return <p class="error">{tr('print.notPaired', { n: number })}</p>;
  if (!round.games.length) return <p class="error">{tr('print.noGames', { n: number })}</p>;
  const d = t.details;
  const facts = [
    d?.place,
    d?.startDate && (d.endDate && d.endDate !== d.startDate ? `${tx.date(d.startDate)} – ${tx.date(d.endDate)}` : tx.date(d.startDate)),
    d?.timeControl,
  ].filter(Boolean);
  const who = (id: number) => {
    const p = t.players.find((x) => x.id === id);
    return { name: p?.name ?? `#${id}`, no: view.numbers[id], rating: p?.rating, title: p?.title };
  };
  const half = SCORE_SHEET_MOVES / 2;
  const moves = (from: number) => (
    <table class="score-moves">
      <thead>
        <tr>
          <th scope="col" class="num">
            {tr('print.no')}
          </th>
          <th scope="col">{tr('game.white')}</th>
          <th scope="col">{tr('game.black')}</th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: half }, (_, i) => (
          <tr key={i}>
            <td class="num">{from + i}</td>
            <td />
            <td />
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <>
      {round.games.map((g) => {
        const players: [string, ReturnType<typeof who>][] = [
          [tr('game.white'), who(g.white)],
          [tr('game.black'), who(g.black)],
        ];
        return (
          <section class="scoresheet" key={g.board} aria-label={tr('print.scoreSheetOf', { n: number, board: g.board })}>
            <h1>{t.name}</h1>
            {facts.length > 0 && <p class="sheet-facts">{facts.join(' · ')}</p>}
            <h2>
              {tr('game.round', { n: number })} · {tr('print.boardNo', { n: g.board })}
            </h2>
            <table class="score-players">
              <tbody>
                {players.map(([colour, p]) => (
                  <tr key={colour}>
                    <th scope="row">{colour}</th>
                    <td class="num">{p.no ?? ''}</td>
                    <td class="score-name">
                      {p.title ? `${p.title} ` : ''}
                      {p.name}
                    </td>
                    <td class="num">{p.rating ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div class="score-grid">
              {moves(1)}
              {moves(half + 1)}
            </div>
            <p class="score-sign">
              <span>{tr('game.result')}: ________</span>
              <span>{tr('print.whiteSignature')}: ____________________</span>
              <span>{tr('print.blackSignature')}: ____________________</span>
            </p>
          </section>
        );
      })}
    </>
  );
}
