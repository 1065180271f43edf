import { useQuery } from '@tanstack/react-query';
import type { Book } from '@swx/contract';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@swx/ui';
import { BookTile } from '../../components/trade/book-tile';
import { Card } from '../../components/ui/card';
import { ledgerQuery } from '../../features/ledger/api/list-ledger';
import { useSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { useSwitchAccountMode } from './account-parts';
import type { WalletActions } from './wallet-actions';

/**
 * Whether the account is new: its transaction record holds nothing but the demo book's opening
 * credit (no deposit credited, no trade, no reset yet). Asked of the server, so that it holds on
 * every device and for every way of signing up; one entry is enough to know.
 */
function useIsNewAccount(): boolean {
  const { isLogin } = useSession();
  const first = useQuery({ ...ledgerQuery(undefined, 1, 2), enabled: isLogin });
  return first.data !== undefined && first.data.total <= 1;
}

/**
 * The welcome after sign-up, at the top of the account page (the page registration lands on):
 * the two ways to start, the demo (virtual funds, on the markets) or a deposit on the real
 * account. Shown to a new account until the user picks one or dismisses it (remembered on this
 * device), or until the account's first deposit or trade.
 */
export function WelcomePanel({ actions }: { actions: WalletActions }) {
  const { user } = useSession();
  const isNew = useIsNewAccount();
  const userId = user?.id;
  const [done, setDone] = useState<string | null>(null);
  if (!userId || !isNew || done === userId || storage.getWelcomeDone(userId)) return null;
  const finish = () => {
    storage.setWelcomeDone(userId);
    setDone(userId);
  };
  return <Welcome name={user.username} actions={actions} onDone={finish} />;
}

function Welcome({
  name,
  actions,
  onDone,
}: {
  name: string;
  actions: WalletActions;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switchMode = useSwitchAccountMode();
  const titleId = useId();

  return (
    <Card
      aria-labelledby={titleId}
      data-testid="welcome"
      className="relative overflow-hidden border-accent/40"
    >
      <div className="flex items-start justify-between gap-3 px-5 pt-5">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold break-words text-fg">
            {t('welcome.title', { name })}
          </h2>
          <p className="mt-1 text-fg-muted">{t('welcome.body')}</p>
        </div>
        <button
          type="button"
          onClick={onDone}
          aria-label={t('welcome.dismiss')}
          title={t('welcome.dismiss')}
          data-testid="welcome-dismiss"
          className="-me-2 -mt-1 flex size-11 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-hover hover:text-fg desk:size-9"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="grid gap-3 p-5 desk:grid-cols-2 desk:gap-4">
        <Choice
          book="demo"
          title={t('welcome.demo.title')}
          body={t('welcome.demo.body')}
          button={t('welcome.demo.button')}
          testId="welcome-demo"
          onChoose={() => {
            onDone();
            switchMode('demo');
            void navigate('/market');
          }}
        />
        <Choice
          book="real"
          title={t('welcome.deposit.title')}
          body={t('welcome.deposit.body')}
          button={t('welcome.deposit.button')}
          testId="welcome-deposit"
          onChoose={() => {
            onDone();
            actions.startOnReal('deposit');
          }}
        />
      </div>
    </Card>
  );
}

/** One way to start: what it is, what it means, and the button that takes it. */
function Choice({
  book,
  title,
  body,
  button,
  testId,
  onChoose,
}: {
  book: Book;
  title: string;
  body: string;
  button: string;
  testId: string;
  onChoose(): void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-field p-4">
      <div className="flex items-center gap-3">
        <BookTile book={book} />
        <h3 className="font-semibold text-fg">{title}</h3>
      </div>
      <p className="flex-1 text-sm text-fg-muted">{body}</p>
      <Button onClick={onChoose} data-testid={testId} className="self-stretch desk:self-start">
        {button}
      </Button>
    </div>
  );
}
