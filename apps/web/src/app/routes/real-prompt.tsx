import { Button } from '@swx/ui';
import { Landmark } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { useBook } from '../../lib/use-book';
import { useSwitchAccountMode } from './account-parts';

/** The products paid from the real book only, each with its own `realOnly` texts. */
export type RealOnlyProduct = 'smart' | 'loans' | 'nfts';

/**
 * Smart plans and loans live in the real book: buying, exiting, applying and repaying need it
 * (the demo book answers 10042). `ask(then)` runs `then` at once in real mode; in demo mode it
 * first asks to switch to the real account (nothing is sent to the API before), and runs
 * `then` once switched.
 */
export function useRealPrompt(product: RealOnlyProduct): {
  ask(then: () => void): void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const book = useBook();
  const switchMode = useSwitchAccountMode();
  const [pending, setPending] = useState<{ then: () => void } | null>(null);
  return {
    ask(then) {
      if (book === 'real') then();
      else setPending({ then });
    },
    dialog: (
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        sheet
        title={t(`${product}.realOnly.title`)}
        testId={`${product}-real-prompt`}
      >
        <p className="text-sm text-fg-muted">{t(`${product}.realOnly.body`)}</p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setPending(null)}>
            {t(`${product}.realOnly.cancel`)}
          </Button>
          <Button
            data-testid={`${product}-real-switch`}
            onClick={() => {
              switchMode('real');
              pending?.then();
              setPending(null);
            }}
          >
            <Landmark aria-hidden="true" className="size-4" />
            {t(`${product}.realOnly.switch`)}
          </Button>
        </div>
      </Dialog>
    ),
  };
}
