import { useState } from 'preact/hooks';
import { api, type ImportPreview, type ListChoiceBody, type TournamentView } from '../api.js';
import { ErrorBox, Notice } from '../common.js';
import { useT } from '../i18n/index.js';

/**
 * Many players at once from the club's player list (issue 34): ids pasted from a mail or a spreadsheet
 * (FIDE or national, one a line or separated by commas), a whole federation or a whole club. The director
 * first sees whom it adds, who is registered already and what the list lacks; then adds them.
 */
export function BulkAdd({
  id,
  list,
  run,
}: {
  id: string;
  /** The club's named list chosen on the players page (issue 31); its default list when undefined. */
  list?: string | undefined;
  run: (f: () => Promise<TournamentView>) => Promise<TournamentView | undefined>;
}) {
  const { t } = useT();
  const [ids, setIds] = useState('');
  const [federation, setFederation] = useState('');
  const [club, setClub] = useState('');
  const [preview, setPreview] = useState<{ choice: ListChoiceBody; report: ImportPreview }>();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();

  const choice = (): ListChoiceBody => {
    const pasted = ids.split(/[\s,;]+/).filter((x) => x !== '');
    return {
      ...(pasted.length ? { ids: pasted } : {}),
      ...(federation.trim() ? { federation: federation.trim() } : {}),
      ...(club.trim() ? { club: club.trim() } : {}),
      ...(list !== undefined ? { list } : {}),
    };
  };
  const look = async () => {
    setError(undefined);
    setDone(undefined);
    setPreview(undefined);
    const c = choice();
    if (!c.ids && !c.federation && !c.club) {
      setError(new Error(t('bulkAdd.nothing')));
      return;
    }
    try {
      setPreview({ choice: c, report: await api.previewImport(id, c) });
    } catch (e) {
      setError(e);
    }
  };
  const add = async () => {
    if (!preview) return;
    const v = await run(() => api.importPlayers(id, { ...preview.choice, skipMissing: true }));
    if (!v) return;
    setDone(t('bulkAdd.added', { count: v.report?.added?.length ?? 0 }));
    setPreview(undefined);
    setIds('');
    setFederation('');
    setClub('');
  };

  const p = preview?.report;
  return (
    <form
      class="panel bulk-add"
      onSubmit={(e) => {
        e.preventDefault();
        void look();
      }}
    >
      <fieldset>
        <legend>{t('bulkAdd.title')}</legend>
        <label for="bulk-ids">{t('bulkAdd.ids')}</label>
        <textarea
          id="bulk-ids"
          rows={4}
          value={ids}
          placeholder="205001, 10234"
          onInput={(e) => {
            setIds(e.currentTarget.value);
          }}
        />
        <label for="bulk-federation">{t('bulkAdd.federation')}</label>
        <input
          id="bulk-federation"
          value={federation}
          size={4}
          maxLength={3}
          placeholder="BEL"
          onInput={(e) => {
            setFederation(e.currentTarget.value);
          }}
        />
        <label for="bulk-club">{t('bulkAdd.club')}</label>
        <input
          id="bulk-club"
          value={club}
          size={8}
          onInput={(e) => {
            setClub(e.currentTarget.value);
          }}
        />
        <button type="submit">{t('bulkAdd.look')}</button>
      </fieldset>
      <ErrorBox error={error} />
      {done && <Notice>{done}</Notice>}
      {p && (
        <div class="bulk-preview" aria-live="polite">
          <p>{t('bulkAdd.toAdd', { count: p.players.length })}</p>
          {p.players.length > 0 && (
            <ul>
              {p.players.map((x) => (
                <li key={x.name}>
                  {x.title ? `${x.title} ` : ''}
                  {x.name} <span class="muted">{[x.rating, x.federation, x.fideId && `FIDE ${x.fideId}`, x.federationId].filter(Boolean).join(' · ')}</span>
                </li>
              ))}
            </ul>
          )}
          {p.registered.length > 0 && <p>{t('bulkAdd.registered', { list: p.registered.map((r) => `${r.name} (${r.as.id})`).join('; ') })}</p>}
          {p.missing.length > 0 && <p class="error">{t('bulkAdd.missing', { list: p.missing.join(', ') })}</p>}
          <div class="actions">
            {p.players.length > 0 && (
              <button type="button" onClick={() => void add()}>
                {t('bulkAdd.add', { count: p.players.length })}
              </button>
            )}{' '}
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setPreview(undefined);
              }}
            >
              {t('bulkAdd.cancel')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
