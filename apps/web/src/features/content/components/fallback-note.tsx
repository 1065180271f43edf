import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Says that a text is shown in English because the reader's language has no translation (the
 * text itself carries `lang="en"`).
 */
export function FallbackNote({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <p
      data-testid="fallback-note"
      className="flex items-center gap-2 rounded-md border border-line bg-hover/60 px-3 py-2 text-sm text-fg-muted"
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('content.fallback')}</span>
    </p>
  );
}
