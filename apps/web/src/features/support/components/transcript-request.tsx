import { Button } from '@swx/ui';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, translate, type Message } from '../../../lib/messages';
import { sendTranscript, type ChatOwner } from '../api/support';

type Step = { name: 'idle' } | { name: 'code'; email: string } | { name: 'sent'; email: string };

/**
 * "Email me this conversation": a signed-in customer's goes to their account's email at once;
 * a visitor first enters the code mailed to the address they gave (proving it is theirs).
 */
export function TranscriptRequest({
  owner,
  conversationId,
}: {
  owner: ChatOwner;
  conversationId: string;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);

  const ask = async (withCode?: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await sendTranscript(owner, conversationId, withCode);
      setStep(
        answer.status === 'sent'
          ? { name: 'sent', email: answer.email }
          : { name: 'code', email: answer.email },
      );
      setCode('');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (step.name === 'sent') {
    return (
      <p
        className="text-center text-xs text-fg-muted"
        role="status"
        data-testid="support-transcript-sent"
      >
        {t('support.chat.transcript.sent', { email: step.email })}
      </p>
    );
  }
  if (step.name === 'code') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (/^\d{6}$/.test(code)) void ask(code);
    };
    return (
      <form
        onSubmit={submit}
        className="flex flex-col gap-2 rounded-lg border border-line px-3 py-3"
        data-testid="support-transcript-code"
        noValidate
      >
        <p className="text-xs text-fg-muted">
          {t('support.chat.transcript.codeSent', { email: step.email })}
        </p>
        <div className="flex items-end gap-2">
          <TextField
            wrapperClassName="min-w-0 flex-1"
            label={t('support.chat.transcript.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={problem ? translate(t, problem) : undefined}
            data-testid="support-transcript-input"
          />
          <Button type="submit" loading={busy} disabled={code.length !== 6}>
            {t('support.chat.transcript.confirm')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        onClick={() => void ask()}
        disabled={busy}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-accent-text hover:underline disabled:opacity-60 desk:min-h-8"
        data-testid="support-transcript"
      >
        <Mail aria-hidden="true" className="size-3.5" />
        {t('support.chat.transcript.button')}
      </button>
      {problem && (
        <p className="text-xs text-danger" role="alert">
          {translate(t, problem)}
        </p>
      )}
    </div>
  );
}
