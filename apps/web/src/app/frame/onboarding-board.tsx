import { ChartCandlestick, Languages, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@swx/ui';
import { Logo } from '../../components/ui/logo';
import { useSession } from '../../lib/session';
import { storage } from '../../lib/storage';

/**
 * The first-visit onboarding board on mobile (spec sections 1 and 4): title, content, Continue
 * and Skip. Continue goes to registration when logged out and home when logged in; Skip goes
 * home. Either marks it seen for good (`showBoard`).
 */
export function OnboardingBoard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLogin } = useSession();
  const [show, setShow] = useState(() => storage.getShowBoard());
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (show) continueRef.current?.focus();
  }, [show]);

  if (!show) return null;

  function finish(to: string) {
    storage.setShowBoard(false);
    setShow(false);
    void navigate(to);
  }

  const points = [
    { Icon: ChartCandlestick, text: t('board.pointMarkets') },
    { Icon: ShieldCheck, text: t('board.pointDemo') },
    { Icon: Languages, text: t('board.pointLanguages') },
  ];

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="board-title"
      aria-describedby="board-content"
      data-testid="onboarding-board"
      className="fixed inset-0 z-[60] flex flex-col bg-canvas px-6 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] animate-enter"
    >
      <div className="flex items-center justify-between">
        <Logo />
        <button
          type="button"
          onClick={() => finish('/')}
          data-testid="board-skip"
          className="h-11 rounded-md px-3 text-sm font-medium text-fg-muted hover:bg-hover hover:text-fg"
        >
          {t('board.skip')}
        </button>
      </div>
      <div className="flex flex-1 flex-col justify-center">
        <div
          aria-hidden="true"
          className="mb-8 size-20 rounded-xl bg-[radial-gradient(circle_at_30%_30%,var(--color-accent),transparent_70%)] opacity-80"
        />
        <h2 id="board-title" className="text-2xl font-semibold tracking-tight text-balance">
          {t('board.title')}
        </h2>
        <p id="board-content" className="mt-3 text-md text-fg-muted">
          {t('board.content')}
        </p>
        <ul className="mt-8 flex flex-col gap-4">
          {points.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-3.5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-fg">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button
        ref={continueRef}
        size="lg"
        block
        data-testid="board-continue"
        onClick={() => finish(isLogin ? '/' : '/pass/register')}
      >
        {t('board.continue')}
      </Button>
    </div>
  );
}
