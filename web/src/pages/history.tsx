import { useState } from 'preact/hooks';
import { api, type Access, type VersionInfo } from '../api.js';
import { ErrorBox, Notice, useDerived } from '../common.js';
import type { useTournament } from '../common.js';
import { useT } from '../i18n/index.js';
import { summaryParts } from './historyWords.js';

type State = ReturnType<typeof useTournament>;

/**
 * Every saved version of the tournament, newest first: when, by whom, what changed. Any version can be
 * brought back after a confirmation; the restore is itself a new version, so it can be undone too.
 */
export function HistoryPage({
  state,
  id,
  revision,
  preload,
}: {
  state: State;
  id: string;
  revision: string | undefined;
  /** The versions and the directors already at hand (shown before the server answers). */
  preload?: { versions: VersionInfo[]; access: Access };
}) {
  const view = { id };
  const tr = useT();
  const { t } = tr;
  const { data, error } = useDerived(() => api.history(id), [revision], preload && { versions: preload.versions });
  const [asked, setAsked] = useState<number | undefined>();
  const [done, setDone] = useState<string>();
  const restore = async (version: number) => {
    setAsked(undefined);
    const v = await state.run(() => api.restore(view.id, version));
    if (v) setDone(t('history.back', { n: version }));
  };
  const versions = data ? [...data.versions].reverse() : [];
  const newest = versions[0]?.version;
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t('history.title')}</h2>
      <p>{t('history.intro')}</p>
      <ErrorBox error={error ?? state.error} />
      {done && <Notice>{done}</Notice>}
      {data && data.versions.length === 0 && <p>{t('history.none')}</p>}
      {versions.length > 0 && (
        <table class="list history">
          <thead>
            <tr>
              <th scope="col" class="num">
                {t('history.version')}
              </th>
              <th scope="col">{t('history.when')}</th>
              <th scope="col">{t('history.who')}</th>
              <th scope="col">{t('history.what')}</th>
              <th scope="col">
                <span class="sr-only">{t('history.restore')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.version}>
                <td class="num">{v.version}</td>
                <td>{tr.moment(v.at)}</td>
                <td>{v.by === 'outside' ? t('history.outside') : v.by}</td>
                <td>
                  <Summary text={v.summary} />
                </td>
                <td>
                  {v.version === newest ? (
                    <span class="muted">{t('history.current')}</span>
                  ) : asked === v.version ? (
                    <span class="actions" role="group" aria-label={t('history.askLabel', { n: v.version })}>
                      <span>{t('history.ask', { n: v.version })}</span>
                      <button type="button" class="small" onClick={() => void restore(v.version)}>
                        {t('history.yes')}
                      </button>
                      <button
                        type="button"
                        class="small secondary"
                        onClick={() => {
                          setAsked(undefined);
                        }}
                      >
                        {t('history.cancel')}
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      class="small secondary"
                      onClick={() => {
                        setDone(undefined);
                        setAsked(v.version);
                      }}
                    >
                      {t('history.restoreButton')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Directors id={view.id} preload={preload?.access} />
    </section>
  );
}

/** Who directs the tournament; its owner adds and removes assistant arbiters. */
function Directors({ id, preload }: { id: string; preload?: Access | undefined }) {
  const { t } = useT();
  const [changed, setChanged] = useState(0);
  const { data, error } = useDerived(() => api.directors(id), [changed], preload);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<unknown>();
  const add = async (e: Event) => {
    e.preventDefault();
    setProblem(undefined);
    try {
      await api.addDirector(id, name.trim());
      setName('');
      setChanged((n) => n + 1);
    } catch (err) {
      setProblem(err);
    }
  };
  const remove = async (who: string) => {
    setProblem(undefined);
    try {
      await api.removeDirector(id, who);
      setChanged((n) => n + 1);
    } catch (err) {
      setProblem(err);
    }
  };
  return (
    <section aria-labelledby="directors-title">
      <h2 id="directors-title">{t('history.directors')}</h2>
      <ErrorBox error={error ?? problem} />
      {data && (
        <p>
          {data.club ? t('history.clubDirects', { club: data.club.name }) : ''} {data.owner ? t('history.madeBy', { name: data.owner }) : ''}{' '}
          {data.directors.length ? t('history.alsoDirecting') : t('history.noAssistants')}
        </p>
      )}
      {data && !data.may?.nameAssistants && <p>{t('history.onlyAdmin')}</p>}
      {data && data.directors.length > 0 && (
        <ul>
          {data.directors.map((d) => (
            <li key={d}>
              {d}{' '}
              {data.may?.nameAssistants && (
                <button type="button" class="small secondary" onClick={() => void remove(d)}>
                  {t('history.remove', { name: d })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data?.may?.nameAssistants && (
        <form class="actions" onSubmit={(e) => void add(e)}>
          <label for="director-name">{t('history.addDirector')}</label>
          <input
            id="director-name"
            required
            value={name}
            onInput={(e) => {
              setName(e.currentTarget.value);
            }}
          />
          <button type="submit">{t('history.add')}</button>
        </form>
      )}
    </section>
  );
}

/** What changed, in the reader's language; a part the catalog does not know stays English (marked). */
function Summary({ text }: { text: string }) {
  const tr = useT();
  return (
    <>
      {summaryParts(text, tr).map((p, i) => (
        <span key={i} lang={p.english ? 'en' : undefined}>
          {i > 0 ? '; ' : ''}
          {p.text}
        </span>
      ))}
    </>
  );
}
