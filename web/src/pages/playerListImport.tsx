import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, fileBytes, type ClubLists, type PlayerListFile, type PlayerListReport } from '../api.js';
import { ErrorBox, Notice, useDerived } from '../common.js';
import { useT } from '../i18n/index.js';
import { useSession } from '../session.js';
import { DEFAULT_LIST } from './listChoice.js';
import { describeList } from '../playerListWords.js';

/**
 * Importing a player list: the director picks which list of which of his clubs it goes into (one there,
 * or a new one by name: issue 31), picks a file, sees what the server read from it (format, encoding,
 * separator, columns, count, the first players, rows left out) and only then saves it; a list that has
 * players is replaced only after he says yes.
 */
export function PlayerListImport({ onSaved }: { onSaved: () => void }) {
  const tr = useT();
  const { t } = tr;
  const clubs = (useSession()?.clubs ?? []).filter((c) => c.may.createTournaments);
  const [club, setClub] = useState<string>();
  const into = club ?? clubs[0]?.id;
  const [target, setTarget] = useState<string>();
  const [savedLists, setSavedLists] = useState(0);
  const lists = useDerived(() => (into === undefined ? Promise.resolve(undefined) : api.playerLists({ of: into })), [into, savedLists]);
  const [file, setFile] = useState<PlayerListFile>();
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<PlayerListReport>();
  const [error, setError] = useState<unknown>();
  const [saved, setSaved] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Each preview asked for gets a number; only the answer to the latest one is shown (a slow answer to an
  // earlier choice, e.g. another rating list, must not overwrite the preview of the choice made after it).
  const asked = useRef(0);
  const look = async (next: PlayerListFile) => {
    const mine = ++asked.current;
    setFile(next);
    setPreview(undefined);
    setError(undefined);
    setBusy(true);
    try {
      const report = await api.previewPlayerList(next);
      if (mine === asked.current) setPreview(report);
    } catch (e) {
      if (mine === asked.current) setError(e);
    } finally {
      if (mine === asked.current) setBusy(false);
    }
  };

  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const picked = input.files?.[0];
    if (!picked) return;
    setSaved(undefined);
    setFileName(picked.name);
    try {
      await look({ bytes: await fileBytes(picked) });
    } catch (err) {
      setError(err);
    }
  };

  // A list that has players is replaced only after the director says yes (the server answers 409 first).
  const [replacing, setReplacing] = useState<string>();
  const save = async (replace = false) => {
    if (!file || target === undefined) return;
    setBusy(true);
    setReplacing(undefined);
    setError(undefined);
    try {
      const r = await api.savePlayerList(file, replace, { ...(into !== undefined ? { of: into } : {}), list: target });
      setSaved(`${t('lists.saved', { count: r.count })}${r.clubs ? t('lists.fromClubs', { count: r.clubs }) : ''}${t('lists.savedInto', { name: target })}`);
      setPreview(undefined);
      setFile(undefined);
      setSavedLists((n) => n + 1);
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'list-has-players')
        setReplacing(t('lists.replaceAsk', { name: target, count: (e.details as { count?: number } | undefined)?.count ?? 0 }));
      else setError(e);
    } finally {
      setBusy(false);
    }
  };

  const fide = preview && preview.source.format !== 'csv';
  return (
    <div>
      <ListTarget
        clubs={clubs}
        club={into}
        onClub={(c) => {
          setClub(c);
          setTarget(undefined);
        }}
        lists={lists.data}
        target={target}
        onTarget={setTarget}
      />
      <ErrorBox error={lists.error} />
      <label for="playerlist-file">{t('playerList.import')}</label>{' '}
      <input id="playerlist-file" type="file" accept=".csv,.txt,.xml,text/csv,text/plain,text/xml,application/xml" onChange={(e) => void onFile(e)} />
      <ErrorBox error={error} />
      {saved && <Notice>{saved}</Notice>}
      {file && (fide || file.ratingList || file.federation) && (
        <div class="actions">
          <label for="pl-rating-list">{t('playerList.ratingList')}</label>
          <select
            id="pl-rating-list"
            value={file.ratingList ?? 'standard'}
            onChange={(e) => void look({ ...file, ratingList: e.currentTarget.value as NonNullable<PlayerListFile['ratingList']> })}
          >
            <option value="standard">{t('playerList.standard')}</option>
            <option value="rapid">{t('playerList.rapid')}</option>
            <option value="blitz">{t('playerList.blitz')}</option>
          </select>
          <label for="pl-federation">{t('playerList.onlyFederation')}</label>
          <input
            id="pl-federation"
            size={4}
            maxLength={3}
            placeholder={t('playerList.all')}
            value={file.federation ?? ''}
            onChange={(e) => {
              const federation = e.currentTarget.value.trim().toUpperCase();
              void look({ bytes: file.bytes, ...(file.ratingList ? { ratingList: file.ratingList } : {}), ...(federation ? { federation } : {}) });
            }}
          />
        </div>
      )}
      {busy && <p class="muted">{t('playerList.reading')}</p>}
      {preview && (
        <section aria-labelledby="pl-preview-title">
          <h3 id="pl-preview-title">
            {fileName}: {t('playerList.players', { count: preview.count })}
          </h3>
          <p id="pl-description">{describeList(tr, preview.source)}.</p>
          <p class="muted">
            {t('playerList.columns', { list: preview.source.columns.join(', ') })}
            {preview.source.ignored.length > 0 && t('playerList.leftOut', { list: preview.source.ignored.join(', ') })}.
            {preview.source.rows !== preview.count && ` ${t('playerList.rows', { count: preview.source.rows })}`}
          </p>
          {preview.source.skipped.length > 0 && (
            <p class="muted">
              {t('playerList.skipped', { count: preview.source.skipped.length })}{' '}
              {preview.source.skipped
                .slice(0, 5)
                .map((s) => `${t('playerList.row', { n: s.row })}: ${s.problem}`)
                .join('; ')}
              {preview.source.skipped.length > 5 && '; …'}
            </p>
          )}
          <div class="scroll">
            <table class="list">
              <caption>{t('playerList.first', { count: preview.players.length })}</caption>
              <thead>
                <tr>
                  <th scope="col" class="num">
                    {t('playerList.rowHead')}
                  </th>
                  <th scope="col">{t('players.name')}</th>
                  <th scope="col" class="num">
                    {t('players.rating')}
                  </th>
                  <th scope="col">{t('players.club')}</th>
                  <th scope="col">{t('playerList.id')}</th>
                  <th scope="col">FIDE</th>
                </tr>
              </thead>
              <tbody>
                {preview.players.map((p) => (
                  <tr key={p.row}>
                    <td class="num">{p.row}</td>
                    <td>{p.name}</td>
                    <td class="num">{p.rating ?? ''}</td>
                    <td>{p.club ?? ''}</td>
                    <td>{p.federationId ?? ''}</td>
                    <td>{[p.title, p.federation, p.fideId].filter(Boolean).join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div class="actions">
            <button type="button" onClick={() => void save()} disabled={busy || !target}>
              {t('lists.save', { count: preview.count })}
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setPreview(undefined);
                setFile(undefined);
              }}
            >
              {t('playerList.cancel')}
            </button>
          </div>
          {replacing && (
            <div class="notice" role="alert">
              <p>{replacing}</p>
              <button type="button" onClick={() => void save(true)} disabled={busy}>
                {t('lists.replace')}
              </button>{' '}
              <button
                type="button"
                class="secondary"
                onClick={() => {
                  setReplacing(undefined);
                }}
              >
                {t('lists.keep')}
              </button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * Where an import goes: a club of the director's (when he has several) and one of its lists, or a new list
 * by name (lower-case letters, digits and dashes, as the server checks). A club without lists starts with
 * "players".
 */
function ListTarget(props: {
  clubs: readonly { id: string; name: string }[];
  club: string | undefined;
  onClub: (club: string) => void;
  lists: ClubLists | undefined;
  target: string | undefined;
  onTarget: (list: string | undefined) => void;
}) {
  const { t } = useT();
  const { clubs, club, lists, target, onTarget } = props;
  const names = lists?.club === club ? (lists?.lists ?? []) : [];
  const known = names.some((l) => l.name === target);
  useEffect(() => {
    // The list searched by default when there is one, else the first; a club without lists makes "players".
    if (lists?.club !== club || target !== undefined) return;
    onTarget(names.some((l) => l.name === DEFAULT_LIST) ? DEFAULT_LIST : (names[0]?.name ?? DEFAULT_LIST));
  }, [lists, club, target, names, onTarget]);
  return (
    <p>
      {clubs.length > 1 && (
        <>
          <label for="pl-club">{t('lists.club')}</label>{' '}
          <select
            id="pl-club"
            value={club}
            onChange={(e) => {
              props.onClub(e.currentTarget.value);
            }}
          >
            {clubs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>{' '}
        </>
      )}
      <label for="pl-into">{t('lists.into')}</label>{' '}
      <select
        id="pl-into"
        value={known ? target : ''}
        onChange={(e) => {
          onTarget(e.currentTarget.value);
        }}
      >
        {names.map((l) => (
          <option key={l.name} value={l.name}>
            {t('lists.option', { name: l.name, count: l.count })}
          </option>
        ))}
        <option value="">{t('lists.newList')}</option>
      </select>
      {!known && (
        <>
          {' '}
          <label for="pl-new-name">{t('lists.newName')}</label>{' '}
          <input
            id="pl-new-name"
            size={16}
            maxLength={64}
            value={target ?? ''}
            placeholder="members"
            onInput={(e) => {
              onTarget(e.currentTarget.value.trim().toLowerCase());
            }}
          />
        </>
      )}
    </p>
  );
}
