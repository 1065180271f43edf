import { ChartCandlestick, Languages, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@swx/ui';
import { Logo } from '../../components/ui/logo';
import { useSession } from '../../lib/session';
import { storage } from '../../lib/storage';

/** Candles in the market's colours, drawn crisp at any size (the board's illustration). */
const CANDLES = [
  { x: 14, open: 50, close: 40, high: 36, low: 56 },
  { x: 28, open: 40, close: 46, high: 34, low: 50 },
  { x: 42, open: 46, close: 30, high: 26, low: 48 },
  { x: 56, open: 30, close: 34, high: 24, low: 40 },
  { x: 70, open: 34, close: 18, high: 12, low: 38 },
];

function BoardChart() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 84 68"
      className="mb-8 h-20 w-24 rounded-xl bg-accent-soft p-2"
      data-testid="board-illustration"
    >
      {CANDLES.map(({ x, open, close, high, low }) => {
        const up = close < open;
        const colour = up ? 'var(--color-up)' : 'var(--color-down)';
        return (
          <g key={x} stroke={colour} fill={colour}>
            <line x1={x} x2={x} y1={high} y2={low} strokeWidth={1.5} />
            <rect
              x={x - 4}
              y={Math.min(open, close)}
              width={8}
              height={Math.abs(open - close)}
              rx={1}
            />
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The first-visit onboarding board on mobile (spec sections 1 and 4): title, content, Continue
 * and Skip. It greets a first-time visitor on the home page only: a link to another page opens
 * that page, and a signed-in customer is no first-time visitor (signing in marks it seen).
 * Continue goes to registration; Skip stays home. Either marks it seen for good (`showBoard`).
 */
export function OnboardingBoard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isLogin } = useSession();
  const [unseen, setUnseen] = useState(() => storage.getShowBoard());
  const show = unseen && !isLogin && pathname === '/';
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (show) continueRef.current?.focus();
  }, [show]);

  useEffect(() => {
    if (isLogin && unseen) {
      storage.setShowBoard(false);
      setUnseen(false);
    }
  }, [isLogin, unseen]);

  if (!show) return null;

  function finish(to?: string) {
    storage.setShowBoard(false);
    setUnseen(false);
    if (to) void navigate(to);
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
          onClick={() => finish()}
          data-testid="board-skip"
          className="h-11 rounded-md px-3 text-sm font-medium text-fg-muted hover:bg-hover hover:text-fg"
        >
          {t('board.skip')}
        </button>
      </div>
      <div className="flex flex-1 flex-col justify-center">
        <BoardChart />
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
        onClick={() => finish('/pass/register')}
      >
        {t('board.continue')}
      </Button>
    </div>
  );
}
