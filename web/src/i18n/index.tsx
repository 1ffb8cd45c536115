import i18next, { type TFunction } from 'i18next';
import { createContext, type ComponentChildren } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import { LANGUAGES, isLanguage, pickLanguage, type Language } from '../../../src/core/language.js';
import { en } from './en.js';
import { nl } from './nl.js';
import { fr } from './fr.js';
import { de } from './de.js';

export { LANGUAGES, type Language };
export const CATALOGS = { nl, fr, de, en } as const;

/**
 * The catalogs in i18next, all loaded at once (they are small): every screen asks a fixed language's
 * function (`getFixedT`), so a public page can be in its tournament's language while the rest of the app is
 * in the reader's. Plurals use Intl.PluralRules of the language; Preact escapes what is put in.
 */
const i18n = i18next.createInstance();
/** The keys asked that a catalog lacks, as `lang:key` (the render test fails on any). */
export const missingKeys = new Set<string>();
void i18n.init({
  saveMissing: true,
  missingKeyHandler: (lngs, _ns, key) => {
    for (const l of lngs) missingKeys.add(`${l}:${key}`);
  },
  initAsync: false,
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: CATALOGS[l] }])),
  lng: 'en',
  fallbackLng: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Numbers and dates as the language writes them (Intl): 12,5 in Dutch, French and German, 12.5 in English. */
export interface Formats {
  /** A score or value: a whole number as it is, otherwise two decimals (Keizer scores are fractions of values). */
  readonly score: (n: number | undefined) => string;
  /** Points as pairing sheets write them: 1, ½, 1½; other fractions as `score`. */
  readonly halves: (n: number) => string;
  /** A number with `digits` decimals. */
  readonly fixed: (n: number, digits: number) => string;
  /** A date given as YYYY-MM-DD, written out in the language (12 mars 2026). */
  readonly date: (iso: string) => string;
  /** A moment (an ISO time: a version saved, a tournament deleted), its date written out and its time, in the reader's time zone. */
  readonly moment: (iso: string) => string;
}

export interface Translator extends Formats {
  readonly lang: Language;
  readonly t: TFunction;
}

function formats(lang: Language): Formats {
  const two = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const plain = new Intl.NumberFormat(lang, { maximumFractionDigits: 0, useGrouping: false });
  const score = (n: number | undefined) => (n === undefined ? '' : Number.isInteger(n) ? plain.format(n) : two.format(n));
  return {
    score,
    halves: (n) => {
      if (Number.isInteger(n)) return plain.format(n);
      if (Number.isInteger(n * 2)) return `${n < 1 ? '' : plain.format(Math.floor(n))}½`;
      return score(n);
    },
    fixed: (n, digits) => new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(n),
    date: (iso) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
      if (!m) return iso;
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      // English as the app writes it (colour, centre): British, the day first.
      return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { dateStyle: 'long', timeZone: 'UTC' }).format(d);
    },
    moment: (iso) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { dateStyle: 'long', timeStyle: 'short' }).format(d);
    },
  };
}

/**
 * A catalog sentence with parts marked `<0>…</0>`, `<1>…</1>` (a link, a file name in <code>): each part is
 * made by the function of its number, so a translation may put the link where its sentence needs it.
 */
export function rich(text: string, parts: readonly ((inner: string) => ComponentChildren)[]): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  const re = /<(\d)>(.*?)<\/\1>/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const make = parts[Number(m[1])];
    out.push(make ? make(m[2]!) : m[2]);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

const cache = new Map<Language, Translator>();
/** The words and formats of one language. */
export function translator(lang: Language): Translator {
  let x = cache.get(lang);
  if (!x) {
    x = { lang, t: i18n.getFixedT(lang), ...formats(lang) };
    cache.set(lang, x);
  }
  return x;
}

const LangContext = createContext<Language>('en');

/** The words of the language in force where the component is (the reader's, or a tournament's sheet's). */
export function useT(): Translator {
  const lang = useContext(LangContext);
  return useMemo(() => translator(lang), [lang]);
}

/** Puts `lang` in force for the components inside, and tells the browser (`<html lang>`) and screen readers. */
export function InLanguage({ lang, children }: { lang: Language; children: ComponentChildren }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

// The reader's own language: chosen with the switch (kept in this browser), else the browser's.
const STORAGE_KEY = 'arbiter.language';

/** The language the reader chose with a switch, if any (kept in this browser). */
export function chosenLanguage(): Language | undefined {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return v && isLanguage(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's languages (Accept-Language), the first we have; else English. */
export function browserLanguage(): Language {
  return pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages.length ? navigator.languages : [navigator.language]) ?? 'en';
}

const listeners = new Set<(l: Language | undefined) => void>();

/** Keeps the reader's choice and tells every screen. */
export function chooseLanguage(lang: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // A browser that keeps nothing: the choice holds for this page only.
  }
  for (const l of listeners) l(lang);
}

/** Calls `listener` with every choice made with a switch (or applied from the account); answers the way to stop. */
export function onLanguageChosen(listener: (l: Language) => void): () => void {
  const each = (l: Language | undefined) => {
    if (l) listener(l);
  };
  listeners.add(each);
  return () => void listeners.delete(each);
}

/** The reader's choice (undefined: none made), kept fresh when a switch changes it. */
export function useChosenLanguage(): Language | undefined {
  const [lang, setLang] = useState(chosenLanguage);
  useEffect(() => {
    listeners.add(setLang);
    return () => void listeners.delete(setLang);
  }, []);
  return lang;
}

/** The reader's language: his choice, else his browser's. */
export function useUserLanguage(): Language {
  return useChosenLanguage() ?? browserLanguage();
}

/** The switch on every page: each language in its own name. */
export function LanguageSwitch({ value, onChange, id = 'language' }: { value: Language; onChange?: (l: Language) => void; id?: string }) {
  const { t } = useT();
  return (
    <span class="language-switch">
      <label for={id}>{t('language.label')}</label>{' '}
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (isLanguage(v)) (onChange ?? chooseLanguage)(v);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {CATALOGS[l].language[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
