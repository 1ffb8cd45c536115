import { useEffect, useState } from 'preact/hooks';
import { api, type SystemInfo } from '../api.js';
import { navigate } from '../router.js';
import { ErrorBox, useDerived, useTitle } from '../common.js';
import { SettingInput } from './settingInput.js';
import { DetailsInputs, detailsFields, EMPTY_DETAILS, type DetailsText } from './details.js';

/** A new tournament: the system, then every setting of it with its default and what it does. */
export function CreatePage() {
  useTitle('New tournament');
  const { data: systems, error: loadError } = useDerived(() => api.systems(), []);
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [chosen, setSystem] = useState<string | undefined>();
  const system = chosen ?? systems?.[0]?.system ?? '';
  const [rounds, setRounds] = useState('');
  const [settings, setSettings] = useState<Record<string, string>>({});
  const [details, setDetails] = useState<DetailsText>(EMPTY_DETAILS);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const info: SystemInfo | undefined = systems?.find((s) => s.system === system);

  useEffect(() => {
    if (info) setSettings(Object.fromEntries(info.options.map((o) => [o.key, o.default])));
  }, [info]);

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const changed = Object.fromEntries(Object.entries(settings).filter(([k, v]) => v !== info?.options.find((o) => o.key === k)?.default));
      const v = await api.create({
        name,
        system,
        settings: changed,
        details: detailsFields(details),
        ...(id.trim() ? { id: id.trim() } : {}),
        ...(rounds ? { plannedRounds: Number(rounds) } : {}),
      });
      navigate(`/t/${v.id}/players`);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main">
      <h1>New tournament</h1>
      <ErrorBox error={loadError} />
      <form onSubmit={(e) => void submit(e)} class="form">
        <div class="field">
          <label for="t-name">Name</label>
          <input
            id="t-name"
            required
            value={name}
            onInput={(e) => {
              setName(e.currentTarget.value);
            }}
            placeholder="Club championship 2026-27"
          />
        </div>
        <div class="field">
          <label for="t-id">File name (optional)</label>
          <input
            id="t-id"
            value={id}
            onInput={(e) => {
              setId(e.currentTarget.value);
            }}
            pattern="[a-z0-9][a-z0-9\-]*"
            aria-describedby="t-id-help"
          />
          <small id="t-id-help">Lower-case letters, digits and dashes; made from the name when left empty. The tournament is kept in tournaments/NAME.txt.</small>
        </div>
        <div class="field">
          <label for="t-system">System</label>
          <select
            id="t-system"
            value={system}
            onChange={(e) => {
              setSystem(e.currentTarget.value);
            }}
          >
            {systems?.map((s) => (
              <option key={s.system} value={s.system}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="t-rounds">Planned rounds (optional)</label>
          <input
            id="t-rounds"
            type="number"
            min={1}
            max={200}
            value={rounds}
            onInput={(e) => {
              setRounds(e.currentTarget.value);
            }}
            aria-describedby="t-rounds-help"
          />
          <small id="t-rounds-help">Needed for the phased iteration and the final pass.</small>
        </div>
        <fieldset>
          <legend>Details (optional)</legend>
          <p>For the printed sheets and the tournament report (TRF) to the federation or FIDE; they can be changed later.</p>
          <DetailsInputs value={details} onChange={setDetails} prefix="t" />
        </fieldset>
        {info && info.options.length > 0 && (
          <fieldset>
            <legend>Settings of the {system} system</legend>
            <p>Every setting starts at its default; change only what your club does differently.</p>
            {info.options.map((o) => (
              <div class="field setting" key={o.key}>
                <label for={`s-${o.key}`}>{o.key}</label>
                <SettingInput
                  id={`s-${o.key}`}
                  option={o}
                  value={settings[o.key] ?? ''}
                  onChange={(v) => {
                    setSettings({ ...settings, [o.key]: v });
                  }}
                />
                <small id={`s-${o.key}-help`}>
                  {o.help}. Default: <code>{o.default}</code>; expects {o.expects}.
                </small>
              </div>
            ))}
          </fieldset>
        )}
        <ErrorBox error={error} />
        <button type="submit" disabled={busy || !info}>
          Create tournament
        </button>
      </form>
    </main>
  );
}
