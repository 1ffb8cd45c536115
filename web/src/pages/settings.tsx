import { useState } from 'preact/hooks';
import { api, ApiError, type TournamentView } from '../api.js';
import { navigate } from '../router.js';
import { ErrorBox, Notice, type useTournament } from '../common.js';
import { SettingField } from './settingInput.js';
import { FideSettings } from './fideSettings.js';
import { LANGUAGES, useT, type Language } from '../i18n/index.js';
import { isLanguage } from '../../../src/core/language.js';

type State = ReturnType<typeof useTournament>;

/**
 * The tournament itself: its name, planned rounds and every setting, changeable after the start (each
 * change says what it recomputes; one the paired rounds were made with asks to be forced); archive; delete.
 */
export function SettingsPage({ state, view }: { state: State; view: TournamentView }) {
  const t = view.tournament;
  const current = Object.fromEntries(view.system.options.map((o) => [o.key, settingText(view, o.key)]));
  const [name, setName] = useState(t.name);
  const [rounds, setRounds] = useState(t.plannedRounds === undefined ? '' : String(t.plannedRounds));
  const [values, setValues] = useState<Record<string, string>>(current);
  const [error, setError] = useState<unknown>();
  const [warnings, setWarnings] = useState<readonly string[]>([]);
  const [asksForce, setAsksForce] = useState(false);
  const [language, setLanguage] = useState<Language | ''>(t.language ?? '');
  const { t: tr } = useT();

  const save = async (force: boolean) => {
    setError(undefined);
    setWarnings([]);
    const settings = Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== current[k]));
    try {
      const v = await api.editTournament(view.id, {
        ...(name !== t.name ? { name } : {}),
        ...(rounds !== (t.plannedRounds === undefined ? '' : String(t.plannedRounds)) ? { plannedRounds: rounds === '' ? null : Number(rounds) } : {}),
        ...(Object.keys(settings).length ? { settings } : {}),
        ...(language !== (t.language ?? '') ? { language: language === '' ? null : language } : {}),
        ...(force ? { force } : {}),
      });
      setWarnings((v.report?.warnings ?? []).map((x) => (typeof x === 'string' ? x : x.message)));
      setAsksForce(false);
      await state.reload();
    } catch (e) {
      // What was typed stays: the director mends it.
      setError(e);
      setAsksForce(e instanceof ApiError && (e.code === 'fixed-setting' || e.code === 'paired-input'));
    }
  };
  const setArchived = async (archived: boolean) => {
    await state.run(() => api.editTournament(view.id, { archived }));
  };
  const remove = async () => {
    if (!confirm(tr('settings.confirmDelete', { name: t.name }))) return;
    try {
      await api.deleteTournament(view.id);
      navigate('/');
    } catch (e) {
      setError(e);
    }
  };

  return (
    <section>
      <h2>{tr('settings.title')}</h2>
      <form
        class="form"
        onSubmit={(e) => {
          e.preventDefault();
          void save(false);
        }}
      >
        <div class="field">
          <label for="set-name">{tr('settings.name')}</label>
          <input
            id="set-name"
            required
            value={name}
            onInput={(e) => {
              setName(e.currentTarget.value);
            }}
          />
        </div>
        <div class="field">
          <label for="set-rounds">{tr('settings.plannedRounds')}</label>
          <input
            id="set-rounds"
            inputMode="numeric"
            value={rounds}
            onInput={(e) => {
              setRounds(e.currentTarget.value);
            }}
            size={4}
          />
        </div>
        <div class="field">
          <label for="set-language">{tr('language.tournament')}</label>
          <select
            id="set-language"
            value={language}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setLanguage(isLanguage(v) ? v : '');
            }}
          >
            <option value="">{tr('language.readers')}</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {tr(`language.${l}`)}
              </option>
            ))}
          </select>
        </div>
        {view.system.options.map((o) => (
          <SettingField
            key={o.key}
            id={`set-${o.key}`}
            option={o}
            value={values[o.key] ?? ''}
            onChange={(v) => {
              setValues({ ...values, [o.key]: v });
            }}
          />
        ))}
        <ErrorBox error={error} />
        {warnings.length > 0 && <Notice>{warnings.join(' ')}</Notice>}
        <div class="actions">
          <button type="submit">{tr('settings.save')}</button>
          {asksForce && (
            <button type="button" class="secondary" onClick={() => void save(true)}>
              {tr('settings.force')}
            </button>
          )}
        </div>
      </form>
      <FideSettings state={state} view={view} />
      <h3>{tr('settings.archiveOrDelete')}</h3>
      <div class="actions">
        {t.archived ? (
          <button type="button" class="secondary" onClick={() => void setArchived(false)}>
            {tr('settings.unarchive')}
          </button>
        ) : (
          <button type="button" class="secondary" onClick={() => void setArchived(true)}>
            {tr('settings.archive')}
          </button>
        )}
        <button type="button" class="secondary" onClick={() => void remove()}>
          {tr('settings.delete')}
        </button>
      </div>
    </section>
  );
}

/** A setting as the tournament file writes it (the server sends the settings as data; the text is in the view). */
function settingText(view: TournamentView, key: string): string {
  return view.settingsText?.[key] ?? '';
}
