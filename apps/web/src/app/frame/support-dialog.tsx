import { BookOpen, CircleHelp, Mail, Megaphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog';
import { useSupportEmail } from '../../features/content/api/site-links';

function SupportRow({
  Icon,
  title,
  hint,
  to,
  href,
  onNavigate,
}: {
  Icon: LucideIcon;
  title: string;
  hint: string;
  to?: string;
  href?: string;
  onNavigate(): void;
}) {
  const content = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-medium text-fg">{title}</span>
        <span className="text-sm text-fg-muted">{hint}</span>
      </span>
    </>
  );
  const className =
    'flex min-h-14 items-center gap-3.5 rounded-lg px-3 py-2.5 transition-colors duration-(--motion-fast) hover:bg-hover';
  return (
    <li>
      {to ? (
        <Link to={to} onClick={onNavigate} className={className}>
          {content}
        </Link>
      ) : (
        <a href={href} className={className}>
          {content}
        </a>
      )}
    </li>
  );
}

/**
 * Online support: the help centre's answers and notices, and the operator's support address
 * when one is published. Live chat with staff takes this place once support chat is built.
 */
/** The help pages the panel links to, in order. */
const HELP_PAGES = [
  { Icon: CircleHelp, text: 'faq', to: '/help/faq' },
  { Icon: Megaphone, text: 'notices', to: '/help/notice' },
  { Icon: BookOpen, text: 'helpCentre', to: '/help' },
] as const;

export function SupportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const email = useSupportEmail();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('support.title')}
      description={t('support.description')}
      sheet
      testId="support-dialog"
    >
      <ul className="-mx-2 flex flex-col gap-1">
        {HELP_PAGES.map(({ Icon, text, to }) => (
          <SupportRow
            key={to}
            Icon={Icon}
            title={t(`support.${text}`)}
            hint={t(`support.${text}Hint`)}
            to={to}
            onNavigate={onClose}
          />
        ))}
        {email && (
          <SupportRow
            Icon={Mail}
            title={t('support.email')}
            hint={email}
            href={`mailto:${email}`}
            onNavigate={onClose}
          />
        )}
      </ul>
    </Dialog>
  );
}
