import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { CopyButton, toolButtonClasses } from '../../../components/ui/copy-button';

/**
 * Recovery codes as they are shown once: in a grid, with copy and download (a text file), and
 * the warning that they will not be shown again.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  function download() {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'swx-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <div className="flex flex-col gap-4" data-testid="recovery-codes">
      <Alert tone="warning">{t('security.twoFactor.codesWarning')}</Alert>
      <ol
        dir="ltr"
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg border border-line bg-field px-4 py-3 font-mono text-sm text-fg"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={text} label={t('security.twoFactor.copyCodes')} />
        <button type="button" onClick={download} className={toolButtonClasses}>
          <Download aria-hidden="true" className="size-4" />
          {t('security.twoFactor.downloadCodes')}
        </button>
      </div>
    </div>
  );
}
