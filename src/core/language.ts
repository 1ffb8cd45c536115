/**
 * The languages of the web app, of a tournament's public pages and of its printed sheets: Dutch, French,
 * German and English (issue 33). The CLI and the tournament file stay English; a tournament only names its
 * language (`language nl`).
 */
export const LANGUAGES = ['nl', 'fr', 'de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (text: string): text is Language => (LANGUAGES as readonly string[]).includes(text);

/**
 * The first of a reader's preferred languages (BCP 47 tags, best first: `navigator.languages`, or an
 * Accept-Language header's tags in order) that we have: `nl-BE` is Dutch, `fr-CH` French; undefined if none.
 */
export function pickLanguage(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
