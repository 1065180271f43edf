import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { AddressBookCard } from '../../features/security/components/address-book-card';
import { AntiPhishingCard } from '../../features/security/components/anti-phishing-card';
import { PasskeysCard } from '../../features/security/components/passkeys-card';
import { SecurityScore } from '../../features/security/components/security-score';
import { SessionsCard } from '../../features/security/components/sessions-card';
import { SignInHistory } from '../../features/security/components/sign-in-history';
import { TwoFactorCard } from '../../features/security/components/two-factor-card';
import { usePageTitle } from '../../lib/use-page-title';
import { pageParam, useQueryParams } from '../../lib/use-query-params';

/**
 * `/profile/security`: two-factor sign-in, the withdrawal address book and its whitelist, where the account is signed in (sessions and their
 * devices, any of them signed out from here), the anti-phishing code, and the history of sign-ins and wrong
 * passwords (its page in the query string).
 */
export function SecurityPage() {
  const { t } = useTranslation();
  usePageTitle(t('security.title'));
  const [params, update] = useQueryParams();
  const page = pageParam(params.get('page'));
  return (
    <>
      <PageHeader title={t('security.title')} description={t('security.subtitle')} />
      <SecurityScore />
      <div className="mt-5 grid gap-5 desk:mt-6 desk:grid-cols-2 desk:items-start desk:gap-6">
        <div className="flex flex-col gap-5 desk:gap-6">
          <TwoFactorCard />
          <PasskeysCard />
          <SessionsCard />
          <AntiPhishingCard />
        </div>
        <div className="flex flex-col gap-5 desk:gap-6">
          <AddressBookCard />
          <SignInHistory
            page={page}
            onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
          />
        </div>
      </div>
    </>
  );
}
