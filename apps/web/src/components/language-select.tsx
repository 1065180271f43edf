import type { Language } from '@swx/contract';
import { ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { AVAILABLE_LANGUAGES, resolveLanguage } from '../i18n/languages';
import { cx } from '../lib/cx';

interface LanguageSelectProps {
  /** Icon only (mobile headers); the select still covers the whole button. */
  compact?: boolean;
  className?: string;
}

/** The header's language dropdown: a native select named "Language". */
export function LanguageSelect({ compact = false, className }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.language);
  return (
    <div
      className={cx(
        'relative inline-flex items-center rounded-md text-fg-muted transition-colors duration-(--motion-fast) hover:bg-hover hover:text-fg',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        compact ? 'size-11 justify-center' : 'h-11 gap-1.5 ps-2.5 pe-2 desk:h-9',
        className,
      )}
    >
      <Globe aria-hidden="true" className="size-4.5 shrink-0" />
      <select
        aria-label={t('nav.language')}
        data-testid="language-select"
        value={current}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        className={cx(
          'cursor-pointer appearance-none bg-transparent text-sm font-medium text-inherit focus:outline-none',
          compact ? 'absolute inset-0 opacity-0' : 'pe-5',
        )}
      >
        {AVAILABLE_LANGUAGES.map((language) => (
          <option key={language.value} value={language.value} lang={language.locale}>
            {language.nativeName}
          </option>
        ))}
      </select>
      {!compact && (
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-2 size-3.5 text-fg-subtle"
        />
      )}
    </div>
  );
}
