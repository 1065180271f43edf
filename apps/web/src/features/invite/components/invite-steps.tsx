import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card';

const STEPS = ['share', 'register', 'list'] as const;

/** How inviting works, in three numbered steps. */
export function InviteSteps() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="invite-steps-title">
      <CardHeader id="invite-steps-title" title={t('invite.howTitle')} />
      <ol className="flex flex-col gap-3.5 px-5 py-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent-text tabular-nums"
            >
              {index + 1}
            </span>
            <span className="text-sm text-fg-muted">{t(`invite.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
