import { PICKER_LANGUAGES, type Language } from '@swx/contract';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { changeLanguage } from '../../i18n';
import { useLanguage } from '../../i18n/format';
import { AVAILABLE_LANGUAGES, LANGUAGE_INFO, type LanguageInfo } from '../../i18n/languages';
import { cx } from '../../lib/cx';

const OTHER_LANGUAGES = AVAILABLE_LANGUAGES.filter(
  (language) => !PICKER_LANGUAGES.includes(language.value),
);

function LanguageOption({
  info,
  current,
  onPick,
}: {
  info: LanguageInfo;
  current: Language;
  onPick(language: Language): void;
}) {
  const selected = info.value === current;
  return (
    <li>
      <button
        type="button"
        lang={info.locale}
        aria-pressed={selected}
        onClick={() => onPick(info.value)}
        className={cx(
          'flex h-12 w-full items-center justify-between gap-3 rounded-md px-3 text-start text-base transition-colors duration-(--motion-fast) hover:bg-hover',
          selected ? 'font-semibold text-fg' : 'text-fg-muted',
        )}
      >
        {info.nativeName}
        {selected && <Check aria-hidden="true" className="size-4.5 text-accent-text" />}
      </button>
    </li>
  );
}

/**
 * The language picker modal (spec section 1): English, Traditional Chinese and Simplified
 * Chinese first, as the spec lists them; the product's seven other languages below.
 */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const pick = (language: Language) => {
    void changeLanguage(language);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('nav.language')} sheet testId="language-dialog">
      <ul className="flex flex-col gap-0.5" data-testid="picker-languages">
        {PICKER_LANGUAGES.map((value) => (
          <LanguageOption key={value} info={LANGUAGE_INFO[value]} current={current} onPick={pick} />
        ))}
      </ul>
      <h3 className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
        {t('nav.moreLanguages')}
      </h3>
      <ul className="flex flex-col gap-0.5">
        {OTHER_LANGUAGES.map((info) => (
          <LanguageOption key={info.value} info={info} current={current} onPick={pick} />
        ))}
      </ul>
    </Dialog>
  );
}
