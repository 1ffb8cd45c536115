import { useState } from 'preact/hooks';
import { api, type TournamentView } from '../api.js';
import { ErrorBox, Notice, type useTournament } from '../common.js';
import { useT } from '../i18n/index.js';
import { inFideMode, isFideSystem } from '../../../src/core/fideMode.js';
import { SYSTEM_INFO } from '../../../src/core/systems.js';

type State = ReturnType<typeof useTournament>;

/**
 * FIDE mode and prohibited pairings on the settings page (issue 35): what FIDE mode is doing and what it
 * recorded; leaving it, asked twice, one-way (src/director/fideMode.ts); the prohibited pairings (TRF-2026
 * 260), entered before round 1 — after it, in FIDE mode, confirmed and recorded as `arbiter forbid --confirm`.
 */
export function FideSettings({ state, view }: { state: State; view: TournamentView }) {
  const t = view.tournament;
  return (
    <>
      {isFideSystem(t.settings.system) && <FideModePanel state={state} view={view} />}
      {SYSTEM_INFO[t.settings.system].prohibitions && <ForbiddenPanel state={state} view={view} />}
    </>
  );
}

/** The mode, its recorded events, and the one-way exit with two confirmations (C.02 2026 checklist). */
function FideModePanel({ state, view }: { state: State; view: TournamentView }) {
  const { t: tr } = useT();
  const t = view.tournament;
  const on = inFideMode(t);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState(false);
  const leave = async () => {
    setError(undefined);
    // Two confirmations, in the director's language; the server is told both were given (?confirm=2).
    if (!confirm(tr('fideMode.leaveFirst'))) return;
    if (!confirm(tr('fideMode.leaveSecond'))) return;
    try {
      await api.leaveFideMode(view.id);
      setDone(true);
      await state.reload();
    } catch (e) {
      setError(e);
    }
  };
  const events = t.fideEvents ?? [];
  return (
    <section class="fide-mode" aria-labelledby="fide-mode-title">
      <h3 id="fide-mode-title">{tr('fideMode.on')}</h3>
      <p>{tr(on ? 'fideMode.isOn' : 'fideMode.isOff')}</p>
      <h4>{tr('fideMode.events')}</h4>
      {events.length === 0 ? (
        <p>{tr('fideMode.noEvents')}</p>
      ) : (
        <ul class="fide-events">
          {events.map((e, i) => (
            <li key={i}>{tr('fideMode.event', { round: e.round, what: e.what, who: e.who })}</li>
          ))}
        </ul>
      )}
      <ErrorBox error={error} />
      {done && <Notice>{tr('fideMode.left')}</Notice>}
      {on && (
        <div class="actions">
          <button type="button" class="secondary" onClick={() => void leave()}>
            {tr('fideMode.leave')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The prohibited pairings: the list, and two players (and rounds) to add. */
function ForbiddenPanel({ state, view }: { state: State; view: TournamentView }) {
  const { t: tr } = useT();
  const t = view.tournament;
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [error, setError] = useState<unknown>();
  const [notice, setNotice] = useState<string>();
  const nameOf = (id: number) => t.players.find((p) => p.id === id)?.name ?? `#${id}`;
  const numbered = [...t.players].sort((x, y) => (view.numbers[x.id] ?? x.id) - (view.numbers[y.id] ?? y.id) || x.name.localeCompare(y.name));
  const roundsText = (x: { firstRound?: number | undefined; lastRound?: number | undefined }) =>
    x.firstRound === undefined && x.lastRound === undefined
      ? tr('forbidden.everyRound')
      : tr('forbidden.rounds', { first: x.firstRound ?? 1, last: x.lastRound ?? tr('forbidden.end') });

  const add = async () => {
    setError(undefined);
    setNotice(undefined);
    const players = [Number(a), Number(b)];
    if (!a || !b || a === b) {
      setError(new Error(tr('forbidden.pickTwo')));
      return;
    }
    const round = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
    if ([first, last].some((x) => x.trim() !== '' && !/^[1-9]\d{0,2}$/.test(x.trim()))) {
      setError(new Error(tr('forbidden.badRound')));
      return;
    }
    // FIDE mode: a prohibited pair is entered before round 1; after it, the director confirms and it is recorded.
    const late = inFideMode(t) && t.rounds.length > 0;
    if (late && !confirm(tr('forbidden.confirmLate', { n: t.rounds.length }))) return;
    try {
      await api.forbid(view.id, { players, firstRound: round(first), lastRound: round(last) }, late ? 1 : 0);
      setNotice(tr('forbidden.added', { a: nameOf(players[0]!), b: nameOf(players[1]!) }));
      setA('');
      setB('');
      await state.reload();
    } catch (e) {
      setError(e);
    }
  };
  const remove = async (players: readonly number[]) => {
    setError(undefined);
    setNotice(undefined);
    try {
      await api.allow(view.id, players);
      await state.reload();
    } catch (e) {
      setError(e);
    }
  };

  const playerSelect = (htmlId: string, label: string, value: string, set: (v: string) => void) => (
    <div class="field">
      <label for={htmlId}>{label}</label>
      <select
        id={htmlId}
        value={value}
        onChange={(e) => {
          set(e.currentTarget.value);
        }}
      >
        <option value="">—</option>
        {numbered.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {view.numbers[p.id] ?? p.id}. {p.name}
          </option>
        ))}
      </select>
    </div>
  );
  const roundInput = (htmlId: string, label: string, value: string, set: (v: string) => void) => (
    <div class="field">
      <label for={htmlId}>{label}</label>
      <input
        id={htmlId}
        inputMode="numeric"
        size={4}
        value={value}
        onInput={(e) => {
          set(e.currentTarget.value);
        }}
      />
    </div>
  );

  const list = t.prohibitions ?? [];
  return (
    <section class="forbidden" aria-labelledby="forbidden-title">
      <h3 id="forbidden-title">{tr('forbidden.title')}</h3>
      <p>{tr('forbidden.intro')}</p>
      {list.length === 0 ? (
        <p>{tr('forbidden.none')}</p>
      ) : (
        <ul class="forbidden-list">
          {list.map((x) => (
            <li key={x.players.join('-')}>
              {x.players.map(nameOf).join(' / ')}: {roundsText(x)}{' '}
              <button type="button" class="secondary" onClick={() => void remove(x.players)}>
                {tr('forbidden.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        class="form"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        {playerSelect('forbid-a', tr('forbidden.player'), a, setA)}
        {playerSelect('forbid-b', tr('forbidden.otherPlayer'), b, setB)}
        {roundInput('forbid-first', tr('forbidden.fromRound'), first, setFirst)}
        {roundInput('forbid-last', tr('forbidden.toRound'), last, setLast)}
        <ErrorBox error={error} />
        {notice && <Notice>{notice}</Notice>}
        <div class="actions">
          <button type="submit">{tr('forbidden.add')}</button>
        </div>
      </form>
    </section>
  );
}
