import type { NftToken } from '@swx/contract';
import { LoaderCircle, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';
import { cx } from '../../../lib/cx';
import { certificateFields, verifyCertificate } from '../certificate';

type Check = 'checking' | 'verified' | 'mismatch';

/**
 * A token's certificate: its fields in the contract's order, exactly as hashed, the stored
 * SHA-256, and the check made here: the browser hashes the fields' text again and says whether
 * it matches ("Verified") or not ("Does not match").
 */
export function Certificate({ certificate }: { certificate: NftToken['certificate'] }) {
  const { t } = useTranslation();
  const check = useCertificateCheck(certificate);
  return (
    <div className="flex flex-col gap-3" data-testid="nft-certificate">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-lg border border-line bg-field px-4 py-3 text-sm">
        {certificateFields(certificate.fields).map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="text-fg-muted">{t(`nfts.certificate.fields.${field}`)}</dt>
            <dd
              className="min-w-0 font-mono text-xs leading-5 break-words text-fg"
              dir="auto"
              data-field={field}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1.5">
        <span className="text-xs text-fg-muted">{t('nfts.certificate.sha256')}</span>
        <div className="flex items-start gap-2">
          <code
            className="min-w-0 flex-1 rounded-md border border-line bg-field px-3 py-2 font-mono text-xs break-all text-fg"
            dir="ltr"
            data-testid="nft-certificate-sha256"
          >
            {certificate.sha256}
          </code>
          <CopyButton value={certificate.sha256} label={t('nfts.certificate.copy')} />
        </div>
      </div>
      <p
        className={cx(
          'flex items-start gap-2 text-sm',
          check === 'verified' && 'text-success',
          check === 'mismatch' && 'text-danger',
          check === 'checking' && 'text-fg-muted',
        )}
        role="status"
        data-testid="nft-certificate-verified"
        data-verified={check === 'checking' ? undefined : String(check === 'verified')}
      >
        {check === 'checking' ? (
          <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
        ) : check === 'verified' ? (
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        <span>
          <span className="font-semibold">{t(`nfts.certificate.${check}`)}</span>{' '}
          <span className="text-fg-muted">{t(`nfts.certificate.${check}Detail`)}</span>
        </span>
      </p>
      <p className="text-xs text-fg-muted">{t('nfts.certificate.how')}</p>
    </div>
  );
}

/** Hashes the certificate's fields again (crypto.subtle) and compares with the stored SHA-256. */
function useCertificateCheck(certificate: NftToken['certificate']): Check {
  const key = `${certificate.sha256}\n${JSON.stringify(certificate.fields)}`;
  const [result, setResult] = useState<{ key: string; verified: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    verifyCertificate(certificate).then(
      (verified) => {
        if (live) setResult({ key, verified });
      },
      () => {
        if (live) setResult({ key, verified: false });
      },
    );
    return () => {
      live = false;
    };
  }, [certificate, key]);
  if (result?.key !== key) return 'checking';
  return result.verified ? 'verified' : 'mismatch';
}
