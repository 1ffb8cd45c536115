import type { SystemInfo } from '../api.js';

type OptionInfo = SystemInfo['options'][number];

/**
 * The field of one setting in the new-tournament and settings forms: a list of choices when the option
 * names all its values, text with suggestions when it names some (`open`: any capped:K may be typed), and
 * text otherwise.
 */
export function SettingInput({ id, option, value, onChange }: { id: string; option: OptionInfo; value: string; onChange: (value: string) => void }) {
  const choices = option.choices ?? [];
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
        {[...(choices.includes(value) ? [] : [value]), ...choices].map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    );
  return (
    <>
      <input
        id={id}
        name={option.key}
        value={value}
        list={choices.length > 0 ? `${id}-choices` : undefined}
        onInput={(e) => {
          onChange(e.currentTarget.value);
        }}
        aria-describedby={`${id}-help`}
      />
      {choices.length > 0 && (
        <datalist id={`${id}-choices`}>
          {choices.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      )}
    </>
  );
}
