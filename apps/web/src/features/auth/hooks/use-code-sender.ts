import { Code, EMAIL_CODE_RESEND_MS, sendCodeBody, type CodeScene } from '@swx/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { codeMessage, type Message } from '../../../lib/messages';
import { useSendCode } from '../api/send-code';
import { useCountdown } from './use-countdown';

interface CodeSenderOptions {
  scene: CodeScene;
  /** The email field's current value. */
  email: string;
  /** An invalid email: show at the email field. */
  onEmailError(message: Message): void;
  /** A failed request: route to a field or the form. */
  onError(error: unknown): void;
}

const DEFAULT_WAIT_SEC = EMAIL_CODE_RESEND_MS / 1000;

/** Sends the email code, with the resend countdown (also after a 10029 "too soon"). */
export function useCodeSender({ scene, email, onEmailError, onError }: CodeSenderOptions) {
  const mutation = useSendCode();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<{ email: string; minutes: number } | null>(null);

  function send() {
    if (mutation.isPending || countdown.running) return;
    const parsed = sendCodeBody.safeParse({ email, scene });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'email');
      onEmailError(codeMessage(Number(issue?.message ?? Code.EMAIL_INVALID)));
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (result) => {
        countdown.start(result.resendAfterSec || DEFAULT_WAIT_SEC);
        setSentTo({ email: parsed.data.email, minutes: Math.round(result.expiresInSec / 60) });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === Code.CODE_TOO_SOON) {
          countdown.start(error.retryAfterSec ?? DEFAULT_WAIT_SEC);
        }
        onError(error);
      },
    });
  }

  return { send, sending: mutation.isPending, waitSec: countdown.seconds, sentTo };
}

export type CodeSender = ReturnType<typeof useCodeSender>;
