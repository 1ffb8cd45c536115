import { useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorBox, Notice, useDerived } from '../common.js';
import type { useTournament } from '../common.js';

type State = ReturnType<typeof useTournament>;

/**
 * Every saved version of the tournament, newest first: when, by whom, what changed. Any version can be
 * brought back after a confirmation; the restore is itself a new version, so it can be undone too.
 */
export function HistoryPage({ state, id, revision }: { state: State; id: string; revision: string | undefined }) {
  const view = { id };
  const { data, error } = useDerived(() => api.history(id), [revision]);
  const [asked, setAsked] = useState<number | undefined>();
  const [done, setDone] = useState<string>();
  const restore = async (version: number) => {
    setAsked(undefined);
    const v = await state.run(() => api.restore(view.id, version));
    if (v) setDone(`Version ${version} is back; what it replaced stays in the history.`);
  };
  const versions = data ? [...data.versions].reverse() : [];
  const newest = versions[0]?.version;
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <p>Every change is kept, whoever made it (here, on the command line or in an editor). Bring back any version; the current one stays in the list.</p>
      <ErrorBox error={error ?? state.error} />
      {done && <Notice>{done}</Notice>}
      {data && data.versions.length === 0 && <p>No version is kept yet: the history begins with the next change.</p>}
      {versions.length > 0 && (
        <table class="list history">
          <thead>
            <tr>
              <th scope="col" class="num">
                Version
              </th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What changed</th>
              <th scope="col">
                <span class="sr-only">Restore</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.version}>
                <td class="num">{v.version}</td>
                <td>{new Date(v.at).toLocaleString()}</td>
                <td>{v.by === 'outside' ? 'edited outside arbiter' : v.by}</td>
                <td>{v.summary}</td>
                <td>
                  {v.version === newest ? (
                    <span class="muted">current</span>
                  ) : asked === v.version ? (
                    <span class="actions" role="group" aria-label={`Restore version ${v.version}?`}>
                      <span>Bring back version {v.version}?</span>
                      <button type="button" class="small" onClick={() => void restore(v.version)}>
                        Yes, restore
                      </button>
                      <button
                        type="button"
                        class="small secondary"
                        onClick={() => {
                          setAsked(undefined);
                        }}
                      >
                        Cancel
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
                      Restore…
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Directors id={view.id} />
    </section>
  );
}

/** Who directs the tournament; its owner adds and removes assistant arbiters. */
function Directors({ id }: { id: string }) {
  const [changed, setChanged] = useState(0);
  const { data, error } = useDerived(() => api.directors(id), [changed]);
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
      <h2 id="directors-title">Directors</h2>
      <ErrorBox error={error ?? problem} />
      {data && (
        <p>
          {data.club ? `The directors of ${data.club.name} direct it.` : ''} {data.owner ? `Made by ${data.owner}.` : ''}{' '}
          {data.directors.length ? 'Also directing (named for this tournament):' : 'No assistants from elsewhere.'}
        </p>
      )}
      {data && !data.may?.nameAssistants && <p>Only an admin of the club, or the director who made this tournament, names its assistants.</p>}
      {data && data.directors.length > 0 && (
        <ul>
          {data.directors.map((d) => (
            <li key={d}>
              {d}{' '}
              {data.may?.nameAssistants && (
                <button type="button" class="small secondary" onClick={() => void remove(d)}>
                  Remove {d}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data?.may?.nameAssistants && (
        <form class="actions" onSubmit={(e) => void add(e)}>
          <label for="director-name">Add a director</label>
          <input
            id="director-name"
            required
            value={name}
            onInput={(e) => {
              setName(e.currentTarget.value);
            }}
          />
          <button type="submit">Add</button>
        </form>
      )}
    </section>
  );
}
