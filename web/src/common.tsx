import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { inFideMode, isFideSystem } from '../../src/core/fideMode.js';
import { api, ApiError, type GameResult, type Player, type Round, type Tournament, type TournamentView } from './api.js';
import { useT, type Translator } from './i18n/index.js';
import { manualWordText, type ManualWordLike } from './manualWords.js';
import { matchText } from './matchWords.js';

/** The head of a round's table of boards: board, white, result, black. */
export function PairingsHead({ extra }: { extra?: string | undefined } = {}) {
  const { t } = useT();
  return (
    <thead>
      <tr>
        <th scope="col" class="num">
          {t('game.board')}
        </th>
        <th scope="col">{t('game.white')}</th>
        <th scope="col">{t('game.result')}</th>
        <th scope="col">{t('game.black')}</th>
        {extra !== undefined && <th scope="col">{extra}</th>}
      </tr>
    </thead>
  );
}

/** A required text field of a form (a name, a password), its label above it. */
export function TextField({
  id,
  label,
  value,
  onValue,
  password = false,
  autocomplete,
  minLength,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** A password: the text is hidden. */
  password?: boolean;
  autocomplete: string;
  minLength?: number;
}) {
  const onInput = (e: { currentTarget: HTMLInputElement }) => {
    onValue(e.currentTarget.value);
  };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {password ? (
        <input id={id} type="password" autocomplete={autocomplete} required minLength={minLength} value={value} onInput={onInput} />
      ) : (
        <input id={id} autocomplete={autocomplete} required minLength={minLength} value={value} onInput={onInput} />
      )}
    </div>
  );
}

/** Scores with two decimals at most (Keizer scores are fractions of values). */
export function score(n: number | undefined): string {
  if (n === undefined) return '';
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

export const RESULT_LABEL: Readonly<Record<GameResult, string>> = {
  '1-0': '1–0',
  '1/2-1/2': '½–½',
  '0-1': '0–1',
  '+-': '+ –',
  '-+': '– +',
  '--': '– –',
  '1/2-0': '½–0',
  '0-1/2': '0–½',
  '0-0': '0–0',
};

export function playerName(t: Tournament, id: number): string {
  return t.players.find((p) => p.id === id)?.name ?? `#${id}`;
}

/**
 * How a player who left is marked: an expelled one "expelled after round R" (FIDE Tournament Rules: the
 * arbiter's decision; he is not paired from round R + 1 on), a withdrawn one "withdrawn from round R".
 * `mark` gives the bracketed form of the standings and sheets. Undefined for a player still playing.
 */
export function leftWords(w: Translator['t'], p: { readonly withdrawnFromRound?: number | undefined; readonly expelled?: true | undefined }, mark = false): string | undefined {
  const from = p.withdrawnFromRound;
  if (from === undefined) return undefined;
  if (!p.expelled) return mark ? w('standings.withdrawn') : w('players.withdrawnFrom', { n: from });
  if (from <= 1) return w(mark ? 'expelled.markBefore' : 'expelled.before');
  return w(mark ? 'expelled.mark' : 'expelled.after', { n: from - 1 });
}

type Game = Round['games'][number];

/**
 * A round's boards: board, white, result, black. The public page and the print view show names and
 * results; the round screen passes its own cells (links to the players, result selects).
 */
export function PairingsTable({
  t,
  round,
  class: className,
  player,
  result,
  rowClass,
}: {
  t: Tournament;
  round: Round;
  class: string;
  player?: (id: number) => ComponentChildren;
  result?: (g: Game) => ComponentChildren;
  rowClass?: (g: Game) => string;
}) {
  const name = player ?? ((id: number) => playerName(t, id));
  const tr = useT();
  // A Double-Swiss: the match beside each of its games (issue 36).
  const matchNote = (g: Game): ComponentChildren => {
    const text = matchText(t, round.number, g, tr);
    return text ? <span class="match muted"> ({text})</span> : null;
  };
  return (
    <TableScroll label={tr.t('game.roundPairings', { n: round.number })}>
      <table class={className}>
        <PairingsHead />
        <tbody>
          {round.games.map((g) => (
            <tr key={g.board} class={rowClass?.(g)}>
              <td class="num">{g.board}</td>
              <td>{name(g.white)}</td>
              <td class={result ? undefined : 'result'}>
                {result ? result(g) : g.result ? RESULT_LABEL[g.result] : ''}
                {matchNote(g)}
              </td>
              <td>{name(g.black)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A wide table's box: on a narrow screen the table scrolls inside it, never the page. Focusable (a keyboard
 * scrolls it too) and named for screen readers.
 */
export function TableScroll({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

export function byName(a: Player, b: Player): number {
  return a.name.localeCompare(b.name);
}

/** Error codes whose whole message is in the catalogs (the server's string-enum codes). */
const CATALOG_ERRORS = [
  'bad-login',
  'login',
  'weak-password',
  'exists',
  'bad-setup-link',
  'field.director',
  'paired-input',
  'last-admin',
  'not-admin',
  'not-your-club',
  'no-club',
  'unknown-director',
  'unknown-player',
  'no-player-list',
  'too-large',
  'too-few-players',
  'network',
  'not-found',
  'not-yours',
  'busy',
  'too-slow',
  'internal',
  'fixed-setting',
  'already-paired',
  'results-missing',
  'round-has-results',
  'too-many-logins',
  'unauthorized',
];

/**
 * An error in the reader's language: a refused setting names its field by its label, a known code has its
 * catalog message; any other keeps the server's own words (English) after a translated lead-in.
 */
export function errorMessage(error: unknown, tr: Translator): { text: string; server?: string } {
  const { t, lang } = tr;
  const raw = error instanceof ApiError || error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);
  if (!(error instanceof ApiError) || lang === 'en') return { text: raw };
  const details = (error.details ?? {}) as { setting?: string; value?: string };
  if (error.code === 'setting' && details.setting !== undefined) {
    const field = t(`setting.${details.setting}.label`, { defaultValue: details.setting });
    return { text: details.value === undefined ? t('error.unknownSetting', { field }) : t('error.setting', { field, value: details.value }) };
  }
  if (CATALOG_ERRORS.includes(error.code)) return { text: t(`error.${error.code}`) };
  const pairing = pairingRefusal(error, tr);
  if (pairing !== undefined) return { text: pairing };
  // A field's error (core/fields.ts): what is wrong, naming the field in the reader's words; the server's
  // message (with the limits it names) stays beside it in English.
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (error.code === 'bad-request' && Array.isArray(fields) && fields.length > 0) {
    const names = fields.map((f) => (typeof f === 'string' ? t(`error.fieldName.${f}`, { defaultValue: '' }) || f : String(f)));
    return { text: t('error.badFields', { fields: names.join(', ') }), server: raw };
  }
  const field = (error.details as { field?: unknown } | undefined)?.field;
  if (error.code.startsWith('field.') && typeof field === 'string') {
    const name = t(`error.fieldName.${fieldKey(field)}`, { defaultValue: '' }) || field;
    return { text: t(`error.field.${error.code.slice('field.'.length)}`, { field: name, defaultValue: t('error.other') }), server: raw };
  }
  return { text: t('error.other'), server: raw };
}

/**
 * A pairing made by hand that is refused: its errors (`pairing`), or in FIDE mode the absolute criteria it
 * breaks (`fide-refused`), each worded by its code (src/pairing/manual.ts); undefined for another error.
 */
function pairingRefusal(error: ApiError, tr: Translator): string | undefined {
  const details = (error.details ?? {}) as { errors?: unknown; breaks?: unknown };
  const list = error.code === 'pairing' ? details.errors : error.code === 'fide-refused' ? details.breaks : undefined;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const words = (list as ManualWordLike[]).map((x) => manualWordText(tr, x));
  if (words.some((x) => x.lang !== tr.lang)) return undefined;
  const breaks = words.map((x) => x.text).join('; ');
  return tr.t(error.code === 'pairing' ? 'manualWords.refused' : 'manualWords.fideRefused', { breaks });
}

/** A field as the core names it ("birth date", "deputy arbiter 2") to its catalog key (`birthDate`, `deputyArbiter`). */
function fieldKey(field: string): string {
  return field
    .replace(/ \d+$/, '')
    .replace(/ (\w)/g, (_m, c: string) => c.toUpperCase())
    .replace(/^FIDE/, 'fide');
}

export function ErrorBox({ error }: { error: unknown }) {
  const tr = useT();
  if (!error) return null;
  const { text, server } = errorMessage(error, tr);
  return (
    <p class="error" role="alert">
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

/** A change that another screen made first: what happened, until the director dismisses it. */
export function ConflictBox({ message, onDismiss }: { message: string | undefined; onDismiss: () => void }) {
  const { t, lang } = useT();
  if (!message) return null;
  return (
    <div class="conflict" role="alert">
      {/* The server says which change came first, in English; another language gets the catalog's sentence. */}
      <p>{lang === 'en' ? message.charAt(0).toUpperCase() + message.slice(1) : t('error.conflict')}</p>
      <button type="button" class="small secondary" onClick={onDismiss}>
        {t('app.dismiss')}
      </button>
    </div>
  );
}

/** FIDE mode (src/core/fideMode.ts): a small badge beside a FIDE tournament's name, on or off; nothing for other systems. */
export function FideModeBadge({ t }: { t: Tournament }) {
  const { t: tr } = useT();
  if (!isFideSystem(t.settings.system)) return null;
  const on = inFideMode(t);
  return (
    <span class="fide-mode-badge" title={tr(on ? 'fideMode.onTitle' : 'fideMode.offTitle')}>
      {tr(on ? 'fideMode.on' : 'fideMode.off')}
    </span>
  );
}

export function Notice({ children }: { children: ComponentChildren }) {
  return (
    <p class="notice" role="status">
      {children}
    </p>
  );
}

/**
 * The tournament, kept fresh: reloaded whenever the server reports a new revision (a result entered in
 * another browser, a file changed by the CLI), so every screen shows what the others entered.
 */
export function useTournament(id: string) {
  const [view, setView] = useState<TournamentView | undefined>();
  const [error, setError] = useState<unknown>();
  /** A change refused because another screen was first: shown until the director dismisses it. */
  const [conflict, setConflict] = useState<string | undefined>();
  const revision = useRef<string | undefined>(undefined);
  const apply = useCallback((v: TournamentView) => {
    revision.current = v.revision;
    setView(v);
    setError(undefined);
  }, []);
  const reload = useCallback(() => api.get(id).then(apply, setError), [id, apply]);
  useEffect(() => {
    setView(undefined);
    void reload();
    const events = new EventSource(api.eventsUrl(id));
    events.addEventListener('revision', (e) => {
      if ((e as MessageEvent<string>).data !== revision.current) void reload();
    });
    return () => {
      events.close();
    };
  }, [id, reload]);
  /** Runs a change; its answer replaces the view, a refusal is shown. */
  const run = useCallback(
    async (f: () => Promise<TournamentView>): Promise<TournamentView | undefined> => {
      try {
        const v = await f();
        apply(v);
        return v;
      } catch (e) {
        if (e instanceof ApiError && e.code === 'conflict') {
          // The screen shows what the other screen entered, and says what happened until dismissed.
          setConflict(e.message);
          void reload();
        } else setError(e);
        return undefined;
      }
    },
    [apply, reload],
  );
  const dismissConflict = useCallback(() => {
    setConflict(undefined);
  }, []);
  return { view, error, setError, run, reload, conflict, dismissConflict };
}

/**
 * Data that depends on the tournament's revision (standings, chart, explanation). `initial`: what to show
 * before the first answer (a page rendered with data already at hand, as the catalogs' render test does).
 */
export function useDerived<T>(load: () => Promise<T>, deps: unknown[], initial?: T): { data: T | undefined; error: unknown } {
  const [data, setData] = useState<T | undefined>(initial);
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let live = true;
    load().then(
      (d) => {
        if (live) {
          setData(d);
          setError(undefined);
        }
      },
      (e: unknown) => {
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, deps);
  return { data, error };
}

export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · arbiter` : 'arbiter';
  }, [title]);
}
