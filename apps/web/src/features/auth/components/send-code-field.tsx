import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@swx/ui';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import type { CodeSender } from '../hooks/use-code-sender';

interface SendCodeFieldProps extends Omit<TextFieldProps, 'label' | 'after'> {
  /** The sender of codes (useCodeSender): its countdown, progress and where the last went. */
  codes: Pick<CodeSender, 'waitSec' | 'sending' | 'send' | 'sentTo'>;
}

/** The e-mail address a code is sent to. */
export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The "Verification code" input with its "Send code" button and countdown. */
export function SendCodeField({ codes, ...props }: SendCodeFieldProps) {
  const { waitSec, sending, send: onSend, sentTo } = codes;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('auth.codePlaceholder')}
        className="tabular tracking-widest placeholder:tracking-normal"
        after={
          <Button
            variant="secondary"
            className="min-w-32 shrink-0 tabular"
            disabled={waitSec > 0}
            loading={sending}
            onClick={onSend}
          >
            {waitSec > 0 ? t('auth.sendCodeWait', { seconds: waitSec }) : t('auth.sendCode')}
          </Button>
        }
        {...props}
      />
      <p role="status" className="empty:hidden flex items-start gap-1.5 text-xs text-fg-muted">
        {sentTo && (
          <>
            <MailCheck aria-hidden="true" className="mt-px size-3.5 shrink-0 text-success" />
            <span data-testid="code-sent">{t('auth.codeSent', sentTo)}</span>
          </>
        )}
      </p>
    </div>
  );
}
