import { useState } from 'preact/hooks';
import { api, type TrfImportPreview } from '../api.js';
import { navigate } from '../router.js';
import { ErrorBox } from '../common.js';
import { useT } from '../i18n/index.js';

/**
 * A tournament from a FIDE TRF file (another pairing program's export), shown before anything is written
 * (issue 34): its name, system, rounds, games, byes and players, as `arbiter new --from-trf --dry-run`
 * says them; the director then creates it, or picks another file.
 */
export function TrfImport() {
  const { t } = useT();
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [seen, setSeen] = useState<{ id: string; exists: boolean; preview: TrfImportPreview }>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const picked = input.files?.[0];
    setSeen(undefined);
    setError(undefined);
    setFile(undefined);
    if (!picked) return;
    try {
      const text = await picked.text();
      setSeen(await api.previewTrf(text));
      setFile({ name: picked.name, text });
    } catch (err) {
      setError(err);
    }
  };
  const create = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const v = await api.importTrf(file.text);
      navigate(`/t/${v.id}/players`);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const p = seen?.preview;
  return (
    <div class="trf-import">
      <p>
        <label for="trf-file">{t('bulkAdd.trfLabel')}</label> <input id="trf-file" type="file" accept=".trf,.txt,text/plain" onChange={(e) => void onFile(e)} />
      </p>
      <ErrorBox error={error} />
      {p && (
        <section class="panel trf-preview" aria-label={t('bulkAdd.trfTitle')}>
          <h2>{t('bulkAdd.trfTitle')}</h2>
          <ul>
            <li>
              {p.format === '16' ? 'TRF16' : 'TRF-2026'}: <strong>{p.name}</strong> · {t(`system.${p.system}`)}
              {p.rules ? ` · ${t('bulkAdd.trfRules', { rules: p.rules })}` : ''}
            </li>
            <li>
              {t('bulkAdd.trfPaired', { count: p.roundsPlayed })}
              {p.plannedRounds ? ` · ${t('bulkAdd.trfPlanned', { count: p.plannedRounds })}` : ''}
            </li>
            <li>{t('bulkAdd.trfGames', { count: p.games, unfinished: p.unfinished })}</li>
            <li>{t('bulkAdd.trfByes', { byes: p.byes, absences: p.absences })}</li>
            <li>{t('bulkAdd.trfPlayers', { count: p.players.length })}</li>
          </ul>
          {seen.exists && <p class="error">{t('bulkAdd.trfExists', { id: seen.id })}</p>}
          <div class="scroll" tabIndex={0} role="region" aria-label={t('bulkAdd.trfPlayers', { count: p.players.length })}>
            <table class="list">
              <thead>
                <tr>
                  <th scope="col" class="num">
                    {t('print.no')}
                  </th>
                  <th scope="col">{t('print.name')}</th>
                  <th scope="col" class="num">
                    <abbr title={t('print.rtgTitle')}>{t('print.rtg')}</abbr>
                  </th>
                  <th scope="col">{t('bulkAdd.trfFideId')}</th>
                </tr>
              </thead>
              <tbody>
                {p.players.map((x) => (
                  <tr key={x.id}>
                    <td class="num">{x.id}</td>
                    <td>{x.name}</td>
                    <td class="num">{x.rating ?? ''}</td>
                    <td>{x.fideId ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div class="actions">
            <button type="button" disabled={busy || seen.exists} onClick={() => void create()}>
              {t('bulkAdd.trfCreate')}
            </button>{' '}
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setSeen(undefined);
                setFile(undefined);
              }}
            >
              {t('bulkAdd.cancel')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
