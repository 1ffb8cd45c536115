import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, type AbsenceKind, type GameResult, type TournamentView } from '../api.js';
import { isEntered } from '../../../src/core/player.js';
import { isAbsence } from '../../../src/core/round.js';
import { signsUp } from '../../../src/core/settings.js';
import { playersFor } from '../../../src/core/tournament.js';
import { Link, navigate } from '../router.js';
import { ErrorBox, errorMessage, Notice, RESULT_LABEL, byName, playerName, type useTournament } from '../common.js';
import { ResultsTable, type Entry } from './resultsTable.js';
import { ManualPairing } from './manualPairing.js';
import { OwnResultsPanel } from './ownResultsPanel.js';
import { useT, type Translator } from '../i18n/index.js';
import { manualWordText } from '../manualWords.js';
import { RoundChecklist } from './checklist.js';
import { hasMatches, matchText } from '../matchWords.js';
import { MatchSelect } from './matchSelect.js';
import { otherGameOf } from '../../../src/core/doubleSwissMatch.js';

type State = ReturnType<typeof useTournament>;

/** The round screen: absences and pairing for the next round, results for a paired one. */
export function RoundPage({ state, view, round }: { state: State; view: TournamentView; round: number | undefined }) {
  const t = view.tournament;
  const paired = t.rounds.length;
  const n = round ?? (view.canPair ? view.nextRound : paired);
  const [notes, setNotes] = useState<readonly string[]>([]);
  const { t: tr } = useT();
  return (
    <section>
      <nav class="rounds" aria-label={tr('round.nav')}>
        {t.rounds.map((r) => (
          <Link key={r.number} href={`/t/${view.id}/round/${r.number}`} aria-current={r.number === n ? 'page' : undefined}>
            {tr('game.round', { n: r.number })}
          </Link>
        ))}
        {view.canPair && (
          <Link href={`/t/${view.id}/round/${view.nextRound}`} aria-current={n === view.nextRound ? 'page' : undefined}>
            {tr('round.next', { n: view.nextRound })}
          </Link>
        )}
      </nav>
      <ErrorBox error={state.error} />
      {n <= paired && notes.length > 0 && (
        <div role="status">
          {notes.map((x, i) => (
            <p key={i} class="warning">
              {x}
            </p>
          ))}
        </div>
      )}
      {n === paired && <OwnResultsPanel state={state} view={view} />}
      {n <= paired ? <PairedRound key={n} state={state} view={view} number={n} /> : <NextRound state={state} view={view} onPaired={setNotes} />}
    </section>
  );
}

/**
 * What a director can announce before a round, as its system says (some know none: a fixed schedule).
 * When the players sign up for each evening (attendance opt-in, keizer.md §3), "present" is a sign-up and
 * a player without an announcement is not signed up.
 */
function absenceChoices(view: TournamentView, optIn: boolean, { t }: Translator): [AbsenceKind | '', string][] {
  // An unexcused absence in the club's words (keizer.md §3), the others as the crosstable's key names them.
  const absences = view.system.absences.map((a): [AbsenceKind, string] => [a.kind, t(`absence.${a.kind === 'unexcused' ? 'club-unexcused' : a.kind}`, { defaultValue: a.label })]);
  return optIn ? [['', t('round.notSignedUp')], ['present', t('round.presentSignedUp')], ...absences] : [['', t('round.present')], ...absences];
}

function NextRound({ state, view, onPaired }: { state: State; view: TournamentView; onPaired: (notes: readonly string[]) => void }) {
  const { run } = state;
  const tr = useT();
  const t = view.tournament;
  const n = view.nextRound;
  const [manual, setManual] = useState(false);
  const entered = t.players.filter((p) => isEntered(p, n)).sort(byName);
  const present = playersFor(t, n);
  const optIn = signsUp(t.settings);
  // A sign-up left from an opt-in evening means nothing under opt-out: shown as present.
  const kindOf = (id: number) => {
    const kind = t.absences.find((a) => a.round === n && a.player === id)?.kind ?? '';
    return kind === 'present' && !optIn ? '' : kind;
  };

  const pairAuto = async (allowPending = false) => {
    const v = await run(() => api.pairAuto(view.id, allowPending));
    if (!v) return;
    onPaired(v.report?.notes ?? []);
    navigate(`/t/${view.id}/round/${n}`, { replace: true });
  };

  return (
    <>
      <h2>{tr.t('game.round', { n })}</h2>
      {!view.canPair && view.pairBlocked && <PairBlocked view={view} />}
      <p>
        {tr.t('round.presentOf', { present: present.length, entered: entered.length })}
        {present.length % 2 === 1 ? tr.t('round.odd') : ''}.
      </p>
      <div class="actions">
        <button type="button" onClick={() => void pairAuto()} disabled={!view.canPair || present.length < 2}>
          {tr.t('round.pairAuto', { n })}
        </button>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setManual(!manual);
          }}
          aria-expanded={manual}
          disabled={!view.canPair}
        >
          {tr.t('round.pairByHand')}
        </button>
      </div>
      {manual && (
        <ManualPairing
          id={view.id}
          t={t}
          players={present}
          initial={[]}
          onSave={async (pairs, byes) => {
            const v = await run(() => api.pairManual(view.id, pairs, byes));
            if (!v) return;
            onPaired((v.report?.warnings ?? []).map((w) => tr.t('round.savedDespite', { warning: manualWordText(tr, w).text })));
            navigate(`/t/${view.id}/round/${n}`, { replace: true });
          }}
        />
      )}
      {view.canPairPending && (
        <p>
          <button type="button" class="secondary" onClick={() => void pairAuto(true)}>
            {tr.t('round.pairPending', { n })}
          </button>
        </p>
      )}
      {view.system.absences.length === 0 ? (
        <p class="muted">{tr.t('round.fixed', { system: tr.t(`system.${view.system.system}`) })}</p>
      ) : (
        <>
          <AbsencesAhead state={state} view={view} />
          <h3>{tr.t('round.whoPlays', { n })}</h3>
          {optIn && <p>{tr.t('round.optIn')}</p>}
        </>
      )}
      <table class={view.system.absences.length === 0 ? 'hidden' : 'list compact'}>
        <thead>
          <tr>
            <th scope="col">{tr.t('round.player')}</th>
            <th scope="col">{tr.t('game.round', { n })}</th>
          </tr>
        </thead>
        <tbody>
          {entered.map((p) => (
            <tr key={p.id} class={present.includes(p.id) ? '' : 'absent'}>
              <td>
                <label for={`abs-${p.id}`}>{p.name}</label>
              </td>
              <td>
                <select
                  id={`abs-${p.id}`}
                  value={kindOf(p.id)}
                  onChange={(e) => {
                    const kind = e.currentTarget.value as AbsenceKind | '';
                    // "present" takes back an absence, or with attendance opt-in signs the player up.
                    void run(() => (kind && kind !== 'present' ? api.absent(view.id, p.id, kind) : api.present(view.id, p.id)));
                  }}
                >
                  {absenceChoices(view, optIn, tr).map(([k, label]) => (
                    <option key={k} value={k} disabled={optIn && k === ''}>
                      {label}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Keys of the quick result entry, after the board number and Enter. */
const KEY_RESULTS: Readonly<Record<string, GameResult | 'postponed' | null>> = {
  p: 'postponed',
  P: 'postponed',
  '1': '1-0',
  '=': '1/2-1/2',
  '5': '1/2-1/2',
  '½': '1/2-1/2',
  '0': '0-1',
  '+': '+-',
  '-': '-+',
  Delete: null,
  Backspace: null,
};

function PairedRound({ state, view, number }: { state: State; view: TournamentView; number: number }) {
  const { run, setError } = state;
  const tr = useT();
  const t = view.tournament;
  const round = t.rounds.find((r) => r.number === number)!;
  const isLast = number === t.rounds.length;
  const hasResults = round.games.some((g) => g.result !== undefined);
  const missing = round.games.filter((g) => g.result === undefined && !g.postponed && !g.adjourned).length;
  const postponed = round.games.filter((g) => g.postponed).length;
  const [entry, setEntry] = useState('');
  const [board, setBoard] = useState<number | undefined>();
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(view);
  latest.current = view;
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => input.current?.focus(), []);

  /** Results are sent one after another, each with the result this screen showed (a meanwhile change is refused). */
  /** What this screen entered, newest last, so that Ctrl+Z (or the Undo button) can take it back. */
  const [done, setDone] = useState<{ board: number; before: Entry; after: Entry }[]>([]);
  // Results sent and not confirmed yet: the table shows them at once (issue 14: within 100 ms).
  const [entered, setEntered] = useState<ReadonlyMap<number, Entry>>(new Map());
  const save = (b: number, result: Entry, { undoing = false } = {}) => {
    setEntered((m) => new Map(m).set(b, result));
    queue.current = queue.current.then(async () => {
      const game = latest.current.tournament.rounds.find((r) => r.number === number)?.games.find((g) => g.board === b);
      const before: Entry = game?.result ?? (game?.postponed ? 'postponed' : game?.adjourned ? 'adjourned' : null);
      const v = await run(() => api.setResult(view.id, number, b, result, before));
      setEntered((m) => {
        if (m.get(b) !== result) return m;
        const n = new Map(m);
        n.delete(b);
        return n;
      });
      if (!v) return;
      setStatus(tr.t(undoing ? 'round.undone' : 'round.status', { n: b, result: entryLabel(result, tr) }));
      setDone((d) => (undoing ? d.slice(0, -1) : [...d, { board: b, before, after: result }]));
    });
  };
  const undo = () => {
    const last = done[done.length - 1];
    if (last) save(last.board, last.before, { undoing: true });
  };

  // The board being entered lives in a ref too, so that keys typed faster than the screen redraws still
  // go to the right board.
  const boardRef = useRef<number | undefined>(undefined);
  const choose = (b: number | undefined) => {
    boardRef.current = b;
    setBoard(b);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.currentTarget as HTMLInputElement;
    const selected = boardRef.current;
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      choose(undefined);
      undo();
      return;
    }
    if (selected === undefined) {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        const typed = target.value.replace(/\D/g, '');
        const b = Number(typed);
        target.value = '';
        setEntry('');
        if (!round.games.some((g) => g.board === b)) {
          setError(new Error(tr.t('round.noBoard', { n: number, typed: typed || tr.t('round.noneTyped'), count: round.games.length })));
          return;
        }
        setError(undefined);
        choose(b);
      } else if (e.key.length === 1 && !/[0-9]/.test(e.key) && !e.ctrlKey && !e.metaKey) e.preventDefault();
      return;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      choose(undefined);
      return;
    }
    if (e.key === 'Tab') return;
    e.preventDefault();
    const result = KEY_RESULTS[e.key];
    if (result === undefined) {
      setStatus(tr.t('round.keys', { n: selected }));
      return;
    }
    save(selected, result);
    choose(undefined);
  };

  const game = board !== undefined ? round.games.find((g) => g.board === board) : undefined;

  return (
    <>
      <h2>{tr.t('game.round', { n: number })}</h2>
      {view.system.roundsPerPairing === 2 && <p class="muted">{tr.t(number % 2 === 1 ? 'doubleSwiss.gameA' : 'doubleSwiss.gameB', { match: Math.ceil(number / 2) })}</p>}
      <p>
        {missing === 0 ? (postponed ? tr.t('round.allInBut', { count: postponed }) : tr.t('round.allIn')) : tr.t('round.missing', { missing, count: round.games.length })}{' '}
        <Link href={`/t/${view.id}/print/pairings/${number}?order=board`}>{tr.t('round.printBoard')}</Link> ·{' '}
        <Link href={`/t/${view.id}/print/pairings/${number}?order=alpha`}>{tr.t('round.printAlpha')}</Link>
      </p>
      <div class="quick-entry">
        <label for="quick-entry">{board === undefined ? tr.t('round.entry') : tr.t('round.entryBoard', { n: board })}</label>
        <input
          id="quick-entry"
          ref={input}
          inputMode="numeric"
          autocomplete="off"
          value={board === undefined ? entry : ''}
          placeholder={board === undefined ? tr.t('round.placeholder') : '1 · = · 0'}
          onInput={(e) => {
            if (board === undefined) setEntry(e.currentTarget.value.replace(/\D/g, ''));
          }}
          onKeyDown={onKeyDown}
          aria-describedby="quick-entry-help"
        />
        <small id="quick-entry-help">{game ? tr.t('round.helpGame', { white: playerName(t, game.white), black: playerName(t, game.black) }) : tr.t('round.help')}</small>
        <p class="status" role="status" aria-live="polite">
          {status}
        </p>
        {done.length > 0 && (
          <button type="button" class="secondary small" onClick={undo}>
            {tr.t('round.undoBoard', { n: done[done.length - 1]!.board })}
          </button>
        )}
      </div>
      <ResultsTable
        tournamentId={view.id}
        t={t}
        round={round}
        selected={board}
        entered={entered}
        onResult={(b, r) => {
          save(b, r);
        }}
        match={
          hasMatches(t)
            ? {
                head: tr.t('doubleSwissMatch.column'),
                key: (g) => `${matchText(t, number, g, tr)}|${otherGameOf(t, number, g)?.game.result ?? ''}|${g.result ?? ''}`,
                // Game a: the match's value; game b: the match select, which shows it (issue 36).
                cell: (g) => (
                  <>
                    {number % 2 === 1 && matchText(t, number, g, tr)}
                    {number % 2 === 0 && (
                      <MatchSelect
                        t={t}
                        round={number}
                        game={g}
                        tr={tr}
                        onMatch={(boardA, e) => {
                          void run(() => api.setMatchResult(view.id, number / 2, boardA, e.a, e.b)).then((v) => {
                            if (v)
                              setStatus(
                                tr.t('doubleSwissMatch.entered', {
                                  n: g.board,
                                  score: matchText(
                                    v.tournament,
                                    number,
                                    v.tournament.rounds[number - 1]!.games.find((x) => x.board === g.board)!,
                                    tr,
                                  ),
                                }),
                              );
                          });
                        }}
                      />
                    )}
                  </>
                ),
              }
            : undefined
        }
      />
      {round.byes.length > 0 && <p>{tr.t('game.bye', { names: round.byes.map((b) => playerName(t, b)).join(', ') })}</p>}
      {view.system.checklist && <RoundChecklist view={view} round={number} />}
      {t.absences.some((a) => a.round === number && isAbsence(a)) && (
        <p>
          {tr.t('round.absent', {
            list: t.absences
              .filter((a) => a.round === number && isAbsence(a))
              .map((a) => `${playerName(t, a.player)} (${tr.t(`absence.${a.kind}`, { defaultValue: a.kind })})`)
              .join(', '),
          })}
        </p>
      )}
      {isLast && !hasResults && (
        <div class="actions">
          <button
            type="button"
            class="secondary"
            onClick={() => {
              if (confirm(tr.t('round.confirmUndo', { n: number })))
                void run(() => api.undoRound(view.id, number)).then((v) => {
                  if (v) navigate(`/t/${view.id}/round`, { replace: true });
                });
            }}
          >
            {tr.t('round.undoPairing', { n: number })}
          </button>
          <button
            type="button"
            class="secondary"
            onClick={() => {
              setEditing(!editing);
            }}
            aria-expanded={editing}
          >
            {tr.t('round.change')}
          </button>
        </div>
      )}
      {editing && isLast && !hasResults && (
        <ManualPairing
          id={view.id}
          t={{ ...t, rounds: t.rounds.slice(0, -1) }}
          players={[...round.games.flatMap((g) => [g.white, g.black]), ...round.byes]}
          initial={round.games.map((g) => ({ white: g.white, black: g.black }))}
          initialByes={[...round.byes]}
          onSave={async (pairs, byes) => {
            const v = await run(() => api.repair(view.id, number, pairs, byes));
            if (v) setEditing(false);
          }}
        />
      )}
      {hasResults && isLast && <Notice>{tr.t('round.clearFirst')}</Notice>}
    </>
  );
}

/** What a result entry can hold: a result, postponed, or nothing. */
const entryLabel = (e: Entry, { t }: Translator): string =>
  e === null ? t('round.noResult') : e === 'postponed' ? t('round.postponed') : e === 'adjourned' ? t('fideMode.adjourned') : RESULT_LABEL[e];

/**
 * Absences and byes announced for a later round (a holiday, half-point byes for rounds 4 and 5): the list,
 * and a small form to add one.
 */
function AbsencesAhead({ state, view }: { state: State; view: TournamentView }) {
  const t = view.tournament;
  const [player, setPlayer] = useState('');
  const [round, setRound] = useState(String(view.nextRound + 1));
  const [kind, setKind] = useState<AbsenceKind>(view.system.absences[0]!.kind);
  const ahead = t.absences.filter((a) => a.round > view.nextRound).sort((a, b) => a.round - b.round || a.player - b.player);
  const tr = useT();
  const label = (k: AbsenceKind) => absenceChoices(view, false, tr).find(([x]) => x === k)?.[1] ?? k;
  return (
    <details class="ahead" open={ahead.length > 0}>
      <summary>{tr.t('round.ahead', { count: ahead.length })}</summary>
      {ahead.length > 0 && (
        <ul>
          {ahead.map((a) => (
            <li key={`${a.round}-${a.player}`}>
              {tr.t('round.aheadItem', { n: a.round, name: playerName(t, a.player), what: label(a.kind) })}{' '}
              <button type="button" class="small secondary" onClick={() => void state.run(() => api.present(view.id, a.player, a.round))}>
                {tr.t('round.takeBack')}
                <span class="sr-only"> {tr.t('round.takeBackWhat', { n: a.round, name: playerName(t, a.player) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        class="actions"
        onSubmit={(e) => {
          e.preventDefault();
          if (player) void state.run(() => api.absent(view.id, Number(player), kind, Number(round)));
        }}
      >
        <label for="ahead-player">{tr.t('round.player')}</label>
        <select
          id="ahead-player"
          value={player}
          onChange={(e) => {
            setPlayer(e.currentTarget.value);
          }}
          required
        >
          <option value="">{tr.t('round.choose')}</option>
          {t.players
            .filter((p) => p.withdrawnFromRound === undefined)
            .sort(byName)
            .map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
        </select>
        <label for="ahead-round">{tr.t('round.roundField')}</label>
        <input
          id="ahead-round"
          type="number"
          min={view.nextRound}
          max={t.plannedRounds}
          value={round}
          onInput={(e) => {
            setRound(e.currentTarget.value);
          }}
          size={4}
        />
        <label for="ahead-kind">{tr.t('round.what')}</label>
        <select
          id="ahead-kind"
          value={kind}
          onChange={(e) => {
            setKind(e.currentTarget.value as AbsenceKind);
          }}
        >
          {view.system.absences.map((a) => (
            <option key={a.kind} value={a.kind}>
              {label(a.kind)}
            </option>
          ))}
        </select>
        <button type="submit">{tr.t('round.announce')}</button>
      </form>
    </details>
  );
}

/** Why the next round cannot be paired, by its code in the reader's language (the server's words beside it). */
function PairBlocked({ view }: { view: TournamentView }) {
  const tr = useT();
  const planned = view.pairBlockedDetails?.planned;
  if (typeof planned === 'number') return <p class="error">{tr.t('round.allPaired', { count: planned })}</p>;
  const { text, server } = errorMessage(new ApiError(409, view.pairBlockedCode ?? 'invalid', view.pairBlocked ?? ''), tr);
  return (
    <p class="error">
      {text}
      {server !== undefined && (
        <>
          {' '}
          <span lang="en">{server}</span>
        </>
      )}
    </p>
  );
}
