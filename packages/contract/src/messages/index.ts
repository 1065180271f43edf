import type { CodeValue } from '../codes.js';
import type { Language } from '../constants.js';
import ar from './ar.js';
import de from './de.js';
import en from './en.js';
import es from './es.js';
import fr from './fr.js';
import hk from './hk.js';
import it from './it.js';
import ja from './ja.js';
import ko from './ko.js';
import zh from './zh.js';

/**
 * The text of every response code in the ten languages. The server answers `msg` from here;
 * the web app's catalogues take their `errors` from the same files, one language at a time
 * (`@swx/contract/messages/<language>`), so both say the same thing.
 */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<CodeValue, string>>>> = {
  en,
  zh,
  hk,
  ja,
  ko,
  de,
  fr,
  it,
  ar,
  es,
};

export function codeMessage(code: CodeValue, language: Language): string {
  return MESSAGES[language][code];
}
