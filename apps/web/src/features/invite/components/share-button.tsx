import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@swx/ui';
import { useToast } from '../../../components/ui/toast';

/** The system share sheet with the invite link and a line naming the code. */
export function ShareButton({
  code,
  link,
  variant = 'primary',
  block = false,
  testId,
}: {
  code: string;
  link: string;
  variant?: ButtonVariant;
  block?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();

  async function share() {
    try {
      await navigator.share({
        title: t('invite.title'),
        text: t('invite.shareText', { code }),
        url: link,
      });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.show(t('invite.shareFailed'), 'error');
    }
  }

  return (
    <Button variant={variant} block={block} onClick={() => void share()} data-testid={testId}>
      <Share2 aria-hidden="true" className="size-4" />
      {t('invite.share')}
    </Button>
  );
}
