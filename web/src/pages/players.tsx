import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, type ListedPlayer, type NewPlayerFields, type Player, type PlayerEditFields, type TournamentView } from '../api.js';
import { PLAYER_TITLES } from '../../../src/core/player.js';
import { Link } from '../router.js';
import { ErrorBox, leftWords, Notice, TableScroll, type useTournament } from '../common.js';
import { useT } from '../i18n/index.js';
import { ListChoice } from './listChoice.js';
import { BulkAdd } from './bulkAdd.js';

type State = ReturnType<typeof useTournament>;

/** Registration: type-ahead over the player list, a whole club at once, or a player by hand. */
export function PlayersPage({ state, view, editing: editingFirst }: { state: State; view: TournamentView; editing?: number }) {
  const { run, error } = state;
  const { t: w } = useT();
  const t = view.tournament;
  const id = view.id;
  const [notice, setNotice] = useState<string>();
  const [editing, setEditing] = useState<number | undefined>(editingFirst);
  const [list, setList] = useState<string>(); // which of the club's player lists (issue 31)
  const hasGames = (player: number) => t.rounds.some((r) => r.byes.includes(player) || r.games.some((g) => g.white === player || g.black === player));

  const report = (v: TournamentView | undefined) => {
    if (!v?.report) return;
    const added = v.report.added?.length ?? 0;
    const skipped = v.report.skipped ?? [];
    setNotice(`${w('players.added', { count: added })}${skipped.length ? ` ${w('players.already', { list: skipped.join(', ') })}` : ''}`);
  };

  return (
    <section>
      <h2>{w('players.title')}</h2>
      <ErrorBox error={error} />
      {notice && <Notice>{notice}</Notice>}
      <ListChoice tournament={id} value={list} onChange={setList} />
      <div class="panels">
        <TypeAhead
          tournament={id}
          list={list}
          onPick={async (p) => {
            report(
              await run(() =>
                api.importPlayers(id, {
                  ...(p.federationId !== undefined
                    ? { federationIds: [p.federationId] }
                    : p.fideId !== undefined
                      ? { fideIds: [p.fideId] }
                      : { rows: [{ row: p.row, name: p.name }] }),
                  list,
                }),
              ),
            );
          }}
        />
        <ClubImport
          onClub={async (club) => {
            report(await run(() => api.importPlayers(id, { club, list })));
          }}
        />
        <BulkAdd id={id} list={list} run={run} />
        <ManualPlayer
          onAdd={async (p) => {
            const v = await run(() => api.addPlayer(id, p));
            report(v);
            return v !== undefined;
          }}
        />
      </div>
      <TableScroll label={w('players.registeredLabel')}>
        <table class="list">
          <caption>{w('players.registered', { count: t.players.length })}</caption>
          <thead>
            <tr>
              <th scope="col" class="num">
                {w('players.no')}
              </th>
              <th scope="col">{w('players.name')}</th>
              <th scope="col" class="num">
                {w('players.rating')}
              </th>
              <th scope="col">{w('players.club')}</th>
              <th scope="col">{w('players.federationId')}</th>
              <th scope="col">FIDE</th>
              <th scope="col">{w('players.status')}</th>
              <th scope="col">
                <span class="sr-only">{w('players.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {t.players.map((p) => [
              <tr key={p.id}>
                <td class="num">{p.id}</td>
                <td>
                  <Link href={`/t/${id}/player/${p.id}`}>{p.name}</Link>
                </td>
                <td class="num">{p.rating ?? ''}</td>
                <td>{p.club ?? ''}</td>
                <td>{p.federationId ?? ''}</td>
                <td>{[p.title, p.federation, p.fideId].filter(Boolean).join(' ')}</td>
                <td>
                  {p.withdrawnFromRound !== undefined ? leftWords(w, p) : p.joinedRound && p.joinedRound > 1 ? w('players.joinedIn', { n: p.joinedRound }) : w('players.playing')}
                </td>
                <td class="actions-cell">
                  <button
                    type="button"
                    class="small secondary"
                    aria-expanded={editing === p.id}
                    onClick={() => {
                      setEditing(editing === p.id ? undefined : p.id);
                    }}
                  >
                    {w('players.edit')}
                    <span class="sr-only"> {p.name}</span>
                  </button>{' '}
                  {p.withdrawnFromRound === undefined ? (
                    <button
                      type="button"
                      class="small"
                      onClick={() => {
                        if (confirm(w('players.confirmWithdraw', { name: p.name, n: t.rounds.length + 1 }))) void run(() => api.withdraw(id, p.id));
                      }}
                    >
                      {w('players.withdraw')}
                      <span class="sr-only"> {p.name}</span>
                    </button>
                  ) : (
                    <button type="button" class="small" onClick={() => void run(() => api.reinstate(id, p.id))}>
                      {w('players.reinstate')}
                      <span class="sr-only"> {p.name}</span>
                    </button>
                  )}{' '}
                  {!p.expelled && (
                    <button
                      type="button"
                      class="small secondary"
                      onClick={() => {
                        // FIDE Tournament Rules: the arbiter expels; a player who withdrew is expelled from the round he left.
                        if (confirm(w('players.confirmExpel', { name: p.name, n: p.withdrawnFromRound ?? t.rounds.length + 1 }))) void run(() => api.expel(id, p.id));
                      }}
                    >
                      {w('players.expel')}
                      <span class="sr-only"> {p.name}</span>
                    </button>
                  )}{' '}
                  {!hasGames(p.id) && (
                    <button
                      type="button"
                      class="small secondary"
                      onClick={() => {
                        if (confirm(w('players.confirmRemove', { name: p.name }))) void run(() => api.removePlayer(id, p.id));
                      }}
                    >
                      {w('players.remove')}
                      <span class="sr-only"> {p.name}</span>
                    </button>
                  )}
                </td>
              </tr>,
              editing === p.id && (
                <tr key={`edit-${p.id}`} class="editing">
                  <td colSpan={8}>
                    <EditPlayer
                      player={p}
                      onSave={async (fields, force) => (await run(() => api.editPlayer(id, p.id, fields, force))) !== undefined}
                      onDone={() => {
                        setEditing(undefined);
                      }}
                      error={error}
                    />
                  </td>
                </tr>
              ),
            ])}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/** A combobox over the player list: type part of a name, pick with the arrow keys and Enter. */
function TypeAhead({ tournament, list, onPick }: { tournament: string; list: string | undefined; onPick: (p: ListedPlayer) => Promise<void> }) {
  const { t } = useT();
  const [q, setQ] = useState('');
  const [options, setOptions] = useState<ListedPlayer[]>([]);
  const [active, setActive] = useState(0);
  const [info, setInfo] = useState<string>();
  const seq = useRef(0);
  useEffect(() => {
    const n = ++seq.current;
    if (q.trim().length < 2) {
      setOptions([]);
      return;
    }
    const timer = setTimeout(() => {
      api.playerList(q, undefined, tournament, list).then(
        (r) => {
          if (n !== seq.current) return;
          setOptions(r.players);
          setActive(0);
          setInfo(r.imported ? undefined : t('players.noList'));
        },
        () => {
          setInfo(t('players.listUnreadable'));
        },
      );
    }, 120);
    return () => {
      clearTimeout(timer);
    };
  }, [q, tournament, list, t]);
  const pick = async (p: ListedPlayer | undefined) => {
    if (!p) return;
    setQ('');
    setOptions([]);
    await onPick(p);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, options.length - 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
    else if (e.key === 'Enter') void pick(options[active]);
    else if (e.key === 'Escape') setOptions([]);
    else return;
    e.preventDefault();
  };
  const open = options.length > 0;
  return (
    <div class="panel">
      <label for="ta-input">{t('players.fromList')}</label>
      <input
        id="ta-input"
        role="combobox"
        aria-expanded={open}
        aria-controls="ta-list"
        aria-autocomplete="list"
        aria-activedescendant={open ? `ta-${active}` : undefined}
        autocomplete="off"
        value={q}
        placeholder={t('players.searchPlaceholder')}
        onInput={(e) => {
          setQ(e.currentTarget.value);
        }}
        onKeyDown={onKey}
      />
      <ul id="ta-list" role="listbox" aria-label={t('players.matching')} class={open ? 'listbox' : 'listbox hidden'}>
        {options.map((p, i) => (
          <li key={p.row} id={`ta-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => (e.preventDefault(), void pick(p))}>
            {p.title ? `${p.title} ` : ''}
            {p.name}{' '}
            <span class="muted">
              {[
                p.rating ?? t('players.unrated'),
                p.federation,
                p.club !== undefined ? t('players.clubOf', { club: p.club }) : undefined,
                p.fideId !== undefined ? `FIDE ${p.fideId}` : undefined,
                p.federationId,
              ]
                .filter((x) => x !== undefined)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {info && <p class="muted">{info}</p>}
    </div>
  );
}

function ClubImport({ onClub }: { onClub: (club: string) => Promise<void> }) {
  const { t } = useT();
  const [club, setClub] = useState('');
  return (
    <form
      class="panel"
      onSubmit={(e) => {
        e.preventDefault();
        if (club.trim())
          void onClub(club.trim()).then(() => {
            setClub('');
          });
      }}
    >
      <label for="club-input">{t('players.wholeClub')}</label>
      <div class="row">
        <input
          id="club-input"
          value={club}
          onInput={(e) => {
            setClub(e.currentTarget.value);
          }}
          size={8}
        />
        <button type="submit">{t('players.addClub')}</button>
      </div>
    </form>
  );
}

function ManualPlayer({ onAdd }: { onAdd: (p: NewPlayerFields) => Promise<boolean> }) {
  const { t: w } = useT();
  const empty = { name: '', rating: '', club: '', title: '', sex: '', federation: '', fideId: '', federationId: '', nationalRating: '', birthDate: '' };
  const [f, setF] = useState(empty);
  const field = (key: keyof typeof empty) => ({
    value: f[key],
    onInput: (e: Event) => {
      setF({ ...f, [key]: (e.currentTarget as HTMLInputElement).value });
    },
  });
  const given = (key: Exclude<keyof typeof empty, 'name' | 'rating' | 'nationalRating'>) => (f[key].trim() ? { [key]: f[key].trim() } : {});
  return (
    <form
      class="panel"
      onSubmit={(e) => {
        e.preventDefault();
        const p: NewPlayerFields = {
          name: f.name,
          ...(f.rating ? { rating: Number(f.rating) } : {}),
          ...given('club'),
          ...given('title'),
          ...given('sex'),
          ...given('federation'),
          ...given('fideId'),
          ...given('federationId'),
          ...(f.nationalRating.trim() ? { nationalRating: Number(f.nationalRating) } : {}),
          ...given('birthDate'),
        };
        // A refused player keeps what was typed, so the director mends it instead of typing it again; an
        // added one clears only what was sent, so what was typed meanwhile (the next player) stays.
        const sent = f;
        void onAdd(p).then((added) => {
          if (added) setF((now) => ({ ...now, ...Object.fromEntries(Object.entries(now).flatMap(([k, v]) => (v === sent[k as keyof typeof empty] ? [[k, '']] : []))) }));
        });
      }}
    >
      <fieldset>
        <legend>{w('players.byHand')}</legend>
        <label for="mp-name">{w('players.name')}</label>
        <input id="mp-name" required {...field('name')} />
        <label for="mp-rating">{w('players.rating')}</label>
        <input id="mp-rating" type="number" min={0} max={4000} {...field('rating')} size={6} />
        <label for="mp-club">{w('players.club')}</label>
        <input id="mp-club" {...field('club')} size={8} />
        <details>
          <summary>{w('players.fideData')}</summary>
          <div class="fide-fields">
            <label for="mp-title">{w('players.fideTitle')}</label>
            <select
              id="mp-title"
              value={f.title}
              onChange={(e) => {
                setF({ ...f, title: e.currentTarget.value });
              }}
            >
              <option value="">{w('players.noTitle')}</option>
              {PLAYER_TITLES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            <label for="mp-sex">{w('players.sex')}</label>
            <select
              id="mp-sex"
              value={f.sex}
              onChange={(e) => {
                setF({ ...f, sex: e.currentTarget.value });
              }}
            >
              <option value="">{w('players.sexNone')}</option>
              <option value="m">{w('players.sexM')}</option>
              <option value="w">{w('players.sexW')}</option>
            </select>
            <label for="mp-federation">{w('players.federation3')}</label>
            <input id="mp-federation" {...field('federation')} size={4} maxLength={3} placeholder="BEL" />
            <label for="mp-fide-id">{w('players.fideId')}</label>
            <input id="mp-fide-id" inputMode="numeric" {...field('fideId')} size={10} />
            <label for="mp-federation-id">{w('players.federationIdNational')}</label>
            <input id="mp-federation-id" {...field('federationId')} size={10} />
            <label for="mp-national-rating">{w('players.nationalRating')}</label>
            <input id="mp-national-rating" type="number" min={0} max={3500} {...field('nationalRating')} size={6} />
            <label for="mp-born">{w('players.birthDate')}</label>
            <input id="mp-born" {...field('birthDate')} size={10} placeholder={w('players.birthPlaceholder')} />
          </div>
        </details>
        <button type="submit">{w('players.addPlayer')}</button>
      </fieldset>
    </form>
  );
}

/** Changes a player's fields in place; a change the paired rounds were ranked by asks to be forced. */
function EditPlayer({
  player,
  onSave,
  onDone,
  error,
}: {
  player: Player;
  onSave: (fields: PlayerEditFields, force: boolean) => Promise<boolean>;
  onDone: () => void;
  error: unknown;
}) {
  const { t: w } = useT();
  const start = {
    name: player.name,
    rating: player.rating === undefined ? '' : String(player.rating),
    club: player.club ?? '',
    title: player.title ?? '',
    sex: player.sex ?? '',
    federation: player.federation ?? '',
    fideId: player.fideId ?? '',
    federationId: player.federationId ?? '',
    nationalRating: player.nationalRating === undefined ? '' : String(player.nationalRating),
    birthDate: player.birthDate ?? '',
  };
  const [f, setF] = useState(start);
  const [asksForce, setAsksForce] = useState(false);
  const field = (key: keyof typeof start) => ({
    value: f[key],
    onInput: (e: Event) => {
      setF({ ...f, [key]: (e.currentTarget as HTMLInputElement).value });
    },
  });
  const save = async (force: boolean) => {
    const changed = Object.fromEntries(Object.entries(f).filter(([k, v]) => v !== start[k as keyof typeof start])) as Record<string, string>;
    const whole = (key: 'rating' | 'nationalRating') => (changed[key] !== undefined ? { [key]: changed[key] === '' ? '' : Number(changed[key]) } : {});
    const fields: PlayerEditFields = { ...changed, ...whole('rating'), ...whole('nationalRating') };
    if (await onSave(fields, force)) onDone();
    else setAsksForce(true);
  };
  const prefix = `ep-${player.id}`;
  return (
    <form
      class="edit-player"
      onSubmit={(e) => {
        e.preventDefault();
        void save(false);
      }}
    >
      <fieldset>
        <legend>{w('players.editOf', { name: player.name })}</legend>
        <label for={`${prefix}-name`}>{w('players.name')}</label>
        <input id={`${prefix}-name`} required {...field('name')} />
        <label for={`${prefix}-rating`}>{w('players.rating')}</label>
        <input id={`${prefix}-rating`} inputMode="numeric" {...field('rating')} size={6} />
        <label for={`${prefix}-club`}>{w('players.club')}</label>
        <input id={`${prefix}-club`} {...field('club')} size={8} />
        <label for={`${prefix}-title`}>{w('players.fideTitle')}</label>
        <select
          id={`${prefix}-title`}
          value={f.title}
          onChange={(e) => {
            setF({ ...f, title: e.currentTarget.value });
          }}
        >
          <option value="">{w('players.noTitle')}</option>
          {PLAYER_TITLES.map((x) => (
            <option key={x} value={x}>
              {x}
            </option>
          ))}
        </select>
        <label for={`${prefix}-federation`}>{w('players.federation')}</label>
        <input id={`${prefix}-federation`} {...field('federation')} size={4} maxLength={3} />
        <label for={`${prefix}-fide-id`}>{w('players.fideId')}</label>
        <input id={`${prefix}-fide-id`} {...field('fideId')} size={10} />
        <label for={`${prefix}-federation-id`}>{w('players.federationId')}</label>
        <input id={`${prefix}-federation-id`} {...field('federationId')} size={10} />
        <label for={`${prefix}-national-rating`}>{w('players.nationalRating')}</label>
        <input id={`${prefix}-national-rating`} inputMode="numeric" {...field('nationalRating')} size={6} />
        <label for={`${prefix}-born`}>{w('players.birthDate')}</label>
        <input id={`${prefix}-born`} {...field('birthDate')} size={10} placeholder={w('players.datePlaceholder')} />
        <div class="actions">
          <button type="submit">{w('players.save')}</button>
          {asksForce && error instanceof ApiError && error.code === 'paired-input' && (
            <button type="button" class="secondary" onClick={() => void save(true)}>
              {w('settings.force')}
            </button>
          )}
          <button type="button" class="secondary" onClick={onDone}>
            {w('players.cancel')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
