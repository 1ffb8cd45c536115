import { useRef, useState } from 'preact/hooks';
import { api, ApiError, fileBytes, type PlayerListFile, type PlayerListReport } from '../api.js';
import { ErrorBox, Notice } from '../common.js';
import { useT } from '../i18n/index.js';

/**
 * Importing a player list: the director picks a file, sees what the server read from it (format,
 * encoding, separator, columns, count, the first players, rows left out) and only then saves it.
 */
export function PlayerListImport({ onSaved }: { onSaved: () => void }) {
  const [file, setFile] = useState<PlayerListFile>();
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<PlayerListReport>();
  const [error, setError] = useState<unknown>();
  const { t } = useT();
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
    if (!file) return;
    setBusy(true);
    setReplacing(undefined);
    try {
      const r = await api.savePlayerList(file, replace);
      setSaved(r.clubs ? t('playerList.savedClubs', { count: r.count, clubs: r.clubs }) : t('playerList.saved', { count: r.count }));
      setPreview(undefined);
      setFile(undefined);
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'list-has-players') setReplacing(t('playerList.hasPlayers', { count: (e.details as { count?: number } | undefined)?.count ?? 0 }));
      else setError(e);
    } finally {
      setBusy(false);
    }
  };

  const fide = preview && preview.source.format !== 'csv';
  return (
    <div>
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
          <p id="pl-description" lang="en">
            {preview.description}.
          </p>
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
            <button type="button" onClick={() => void save()} disabled={busy}>
              {t('playerList.save', { count: preview.count })}
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
                {t('playerList.replace')}
              </button>{' '}
              <button
                type="button"
                class="secondary"
                onClick={() => {
                  setReplacing(undefined);
                }}
              >
                {t('playerList.keep')}
              </button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
