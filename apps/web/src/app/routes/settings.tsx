import type { Language } from '@swx/contract';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { Segmented } from '../../components/ui/segmented';
import { Select } from '../../components/ui/select';
import { AccountDetails } from '../../features/auth/components/account-details';
import { changeLanguage } from '../../i18n';
import { AVAILABLE_LANGUAGES, resolveLanguage } from '../../i18n/languages';
import { setTheme, useTheme } from '../../lib/theme';
import { usePageTitle } from '../../lib/use-page-title';
import { AccountLoadError, AccountSkeleton, useAccount } from './account-parts';

/** `/profile/settings`: language, theme and the (read-only) account details. */
export function SettingsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('settings.title'));
  const theme = useTheme();
  const { user, query } = useAccount();

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <div className="flex max-w-3xl flex-col gap-5 desk:gap-6">
        <Card aria-labelledby="preferences-title">
          <CardHeader id="preferences-title" title={t('settings.preferences')} />
          <CardBody className="flex flex-col gap-5 py-5">
            <Select
              label={t('settings.language')}
              wrapperClassName="sm:max-w-xs"
              value={resolveLanguage(i18n.language)}
              onChange={(event) => void changeLanguage(event.target.value as Language)}
              options={AVAILABLE_LANGUAGES.map((language) => ({
                value: language.value,
                label: language.nativeName,
              }))}
            />
            <Segmented
              legend={t('settings.theme')}
              value={theme}
              onChange={setTheme}
              options={[
                {
                  value: 'dark',
                  label: t('settings.dark'),
                  Icon: Moon,
                },
                {
                  value: 'light',
                  label: t('settings.light'),
                  Icon: Sun,
                },
              ]}
            />
          </CardBody>
        </Card>

        <Card aria-labelledby="details-title">
          <CardHeader
            id="details-title"
            title={t('settings.accountDetails')}
            description={t('settings.readOnly')}
          />
          {user ? (
            <CardBody className="py-2">
              <AccountDetails user={user} />
            </CardBody>
          ) : query.isError ? (
            <AccountLoadError query={query} />
          ) : (
            <AccountSkeleton />
          )}
        </Card>
      </div>
    </>
  );
}
