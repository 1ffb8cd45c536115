import { useState } from 'preact/hooks';
import type { SystemInfo } from '../api.js';
import { isTiebreakName, tiebreakInfo } from '../../../src/scoring/tiebreaks.js';
import { useT, type Translator } from '../i18n/index.js';
import { tiebreakTitle } from '../tiebreakWords.js';

type OptionInfo = SystemInfo['options'][number];

/** A setting's name in the reader's language (the catalog's label; the key as the file writes it otherwise). */
export const settingLabel = (key: string, { t }: Translator): string => t(`setting.${key}.label`, { defaultValue: key });

/** What a value of a setting means, in a line: the catalog's words for a choice, yes/no in the language. */
function valueWords(option: OptionInfo, value: string, { t }: Translator): string {
  if (option.kind === 'yes-no' && (value === 'yes' || value === 'no')) return t(`settings.${value}`);
  // Only a choice has words of its own; numbers, fractions and typed values are shown as they are.
  if (option.kind === 'choice' && option.choices?.includes(value)) return t(`setting.${option.key}.choice.${value}`);
  if (option.none !== undefined && value === option.none) return t('settings.none', { word: value });
  return value;
}

/**
 * One setting of the new-tournament and settings forms, generated from the system's option table (issue 33):
 * its label and one line of explanation in the reader's language, the key as the file writes it, the
 * default; the control by the kind of value.
 */
export function SettingField({ id, option, value, onChange }: { id: string; option: OptionInfo; value: string; onChange: (value: string) => void }) {
  const tr = useT();
  const { t } = tr;
  return (
    <div class="field setting">
      <label for={id}>{settingLabel(option.key, tr)}</label>
      <SettingInput id={id} option={option} value={value} onChange={onChange} />
      <small id={`${id}-help`}>
        {t(`setting.${option.key}.help`, { defaultValue: option.help })}. <code>{option.key}</code> · {t('settings.defaultIs', { value: valueWords(option, option.default, tr) })}
      </small>
    </div>
  );
}

/**
 * The control of one setting: a list of choices (each explained) when the option names all its values; the
 * choices and "other value" when it names some (`open`: any capped:K may be typed); yes or no; an ordered
 * list to pick from for the tie-breaks; a text field for fractions (2/3 stays a fraction) and numbers.
 */
export function SettingInput({ id, option, value, onChange }: { id: string; option: OptionInfo; value: string; onChange: (value: string) => void }) {
  const tr = useT();
  const choices = option.choices ?? [];
  const [other, setOther] = useState(false);
  if (option.kind === 'list') return <OrderedList id={id} option={option} value={value} onChange={onChange} />;
  const listed = choices.length > 0 && choices.includes(value);
  if (choices.length > 0 && !option.open)
    return (
      <select
        id={id}
        name={option.key}
        value={value}
        onChange={(e) => {
          onChange(e.currentTarget.value);
        }}
        aria-describedby={`${id}-help`}
      >
        {[...(listed ? [] : [value]), ...choices].map((c) => (
          <option key={c} value={c}>
            {valueWords(option, c, tr)}
          </option>
        ))}
      </select>
    );
  const typed = (
    <input
      id={choices.length > 0 ? `${id}-other` : id}
      name={option.key}
      value={value}
      inputMode={option.kind === 'whole' ? 'numeric' : option.kind === 'number' ? 'decimal' : undefined}
      placeholder={option.kind === 'fraction' ? tr.t('settings.fractionHint') : undefined}
      aria-label={choices.length > 0 ? tr.t('settings.otherValue') : undefined}
      list={option.none !== undefined ? `${id}-none` : undefined}
      onInput={(e) => {
        onChange(e.currentTarget.value);
      }}
      aria-describedby={`${id}-help`}
    />
  );
  const none = option.none !== undefined && (
    <datalist id={`${id}-none`}>
      <option value={option.none} />
    </datalist>
  );
  if (choices.length === 0)
    return (
      <>
        {typed}
        {none}
      </>
    );
  // Open choices: the listed values, or "other value" with a field for any value of the accepted spellings.
  const showOther = other || !listed;
  return (
    <>
      <select
        id={id}
        name={`${option.key}-choice`}
        value={showOther ? '' : value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          setOther(v === '');
          if (v !== '') onChange(v);
        }}
        aria-describedby={`${id}-help`}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {valueWords(option, c, tr)}
          </option>
        ))}
        <option value="">{tr.t('settings.other')}</option>
      </select>
      {showOther && typed}
      {none}
    </>
  );
}

const tiebreakName = (name: string, tr: Translator) => tiebreakTitle(name, tr);
const acronymOf = (name: string) => (isTiebreakName(name) ? tiebreakInfo(name).acronym : name);

/** The tie-breaks in order: each with its FIDE acronym and translated name, moved up or down or removed; more added from a list. */
function OrderedList({ id, option, value, onChange }: { id: string; option: OptionInfo; value: string; onChange: (value: string) => void }) {
  const tr = useT();
  const { t } = tr;
  const list = value === 'none' || value.trim() === '' ? [] : value.split(',').map((x) => x.trim());
  const set = (next: readonly string[]) => {
    onChange(next.length ? next.join(',') : 'none');
  };
  const move = (i: number, by: number) => {
    const next = [...list];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    set(next);
  };
  const left = (option.choices ?? []).filter((c) => !list.includes(c));
  return (
    <div class="ordered-list" aria-describedby={`${id}-help`}>
      {list.length === 0 ? (
        <p class="muted">{t('settings.listEmpty')}</p>
      ) : (
        <ol>
          {list.map((name, i) => (
            <li key={name}>
              <abbr title={name}>{acronymOf(name)}</abbr> {tiebreakName(name, tr)}{' '}
              <button
                type="button"
                class="small secondary"
                disabled={i === 0}
                aria-label={t('settings.up', { name: tiebreakName(name, tr) })}
                onClick={() => {
                  move(i, -1);
                }}
              >
                ↑
              </button>
              <button
                type="button"
                class="small secondary"
                disabled={i === list.length - 1}
                aria-label={t('settings.down', { name: tiebreakName(name, tr) })}
                onClick={() => {
                  move(i, 1);
                }}
              >
                ↓
              </button>
              <button
                type="button"
                class="small secondary"
                aria-label={t('settings.remove', { name: tiebreakName(name, tr) })}
                onClick={() => {
                  set(list.filter((x) => x !== name));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <select
        id={id}
        name={option.key}
        value=""
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (v) set([...list, v]);
        }}
      >
        <option value="">
          {t('settings.listAdd')}: {t('settings.listPick')}
        </option>
        {left.map((c) => (
          <option key={c} value={c}>
            {acronymOf(c)} — {tiebreakName(c, tr)}
          </option>
        ))}
      </select>
    </div>
  );
}
