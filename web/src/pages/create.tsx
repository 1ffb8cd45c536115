import { useEffect, useState } from 'preact/hooks';
import { api, type SystemInfo } from '../api.js';
import { navigate } from '../router.js';
import { ErrorBox, useDerived, useTitle } from '../common.js';
import { SettingField } from './settingInput.js';
import { LANGUAGES, useT, useUserLanguage, type Language } from '../i18n/index.js';
import { isLanguage } from '../../../src/core/language.js';
import { DetailsInputs, detailsFields, EMPTY_DETAILS, type DetailsText } from './details.js';

/** A new tournament: the system, then every setting of it with its default and what it does. */
/** `preload`: the systems already at hand (shown before the server answers). */
export function CreatePage({ preload, system: first }: { preload?: SystemInfo[]; system?: string } = {}) {
  const { t } = useT();
  useTitle(t('create.title'));
  // The tournament's language (public page, printed sheets): the director's own by default.
  const [language, setLanguage] = useState<Language>(useUserLanguage());
  const { data: systems, error: loadError } = useDerived(() => api.systems(), [], preload);
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [chosen, setSystem] = useState<string | undefined>(first);
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
        language,
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
      <h1>{t('create.title')}</h1>
      <ErrorBox error={loadError} />
      <form onSubmit={(e) => void submit(e)} class="form">
        <div class="field">
          <label for="t-name">{t('create.name')}</label>
          <input
            id="t-name"
            required
            value={name}
            onInput={(e) => {
              setName(e.currentTarget.value);
            }}
            placeholder={t('create.placeholder')}
          />
        </div>
        <div class="field">
          <label for="t-id">{t('create.fileName')}</label>
          <input
            id="t-id"
            value={id}
            onInput={(e) => {
              setId(e.currentTarget.value);
            }}
            pattern="[a-z0-9][a-z0-9\-]*"
            aria-describedby="t-id-help"
          />
          <small id="t-id-help">{t('create.fileHelp')}</small>
        </div>
        <div class="field">
          <label for="t-system">{t('create.system')}</label>
          <select
            id="t-system"
            value={system}
            onChange={(e) => {
              setSystem(e.currentTarget.value);
            }}
          >
            {systems?.map((s) => (
              <option key={s.system} value={s.system}>
                {t(`system.${s.system}`, { defaultValue: s.label })}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="t-rounds">{t('create.plannedRounds')}</label>
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
          <small id="t-rounds-help">{t('create.plannedHelp')}</small>
        </div>
        <div class="field">
          <label for="t-language">{t('language.tournament')}</label>
          <select
            id="t-language"
            value={language}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (isLanguage(v)) setLanguage(v);
            }}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>{t('create.details')}</legend>
          <p>{t('create.detailsHelp')}</p>
          <DetailsInputs value={details} onChange={setDetails} prefix="t" />
        </fieldset>
        {info && info.options.length > 0 && (
          <fieldset>
            <legend>{t('create.settingsOf', { system: t(`system.${system}`, { defaultValue: system }) })}</legend>
            <p>{t('create.settingsHelp')}</p>
            {info.options.map((o) => (
              <SettingField
                key={o.key}
                id={`s-${o.key}`}
                option={o}
                value={settings[o.key] ?? ''}
                onChange={(v) => {
                  setSettings({ ...settings, [o.key]: v });
                }}
              />
            ))}
          </fieldset>
        )}
        <ErrorBox error={error} />
        <button type="submit" disabled={busy || !info}>
          {t('create.submit')}
        </button>
      </form>
    </main>
  );
}
