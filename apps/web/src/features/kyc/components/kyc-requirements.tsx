import { Camera, Clock, IdCard, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';

const ITEMS: readonly { key: 'document' | 'details' | 'photos' | 'review'; Icon: LucideIcon }[] = [
  { key: 'document', Icon: IdCard },
  { key: 'details', Icon: UserRound },
  { key: 'photos', Icon: Camera },
  { key: 'review', Icon: Clock },
];

/** What an application needs and what follows it, beside the form. */
export function KycRequirements({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="kyc-requirements-title" className={className}>
      <CardHeader id="kyc-requirements-title" title={t('kyc.requirements.title')} />
      <ul className="flex flex-col gap-3.5 px-5 py-4">
        {ITEMS.map(({ key, Icon }) => (
          <li key={key} className="flex items-start gap-3 text-sm text-fg">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="pt-1.5">{t(`kyc.requirements.${key}`)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
