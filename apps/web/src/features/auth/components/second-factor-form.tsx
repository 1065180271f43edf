import { Code, secondFactorBody } from '@swx/contract';
import { Button } from '@swx/ui';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccountForm } from '../../../components/ui/account-form';
import { SecondFactorCodeField } from '../../../components/ui/app-code-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSecondFactor } from '../api/second-factor';
import { PasskeyLogin } from './passkey-login';

const CODE_OVERRIDES = {
  [Code.TWO_FACTOR_REQUIRED]: 'code',
  [Code.TWO_FACTOR_CODE_INCORRECT]: 'code',
} as const;

/**
 * The second step of a sign-in with two-factor sign-in on: a code of the authenticator app or
 * a recovery code, sent with the first step's challenge, or a passkey in its place (a sign-in
 * of its own: the challenge is then left to expire). `onRestart` goes back to the first step
 * (the challenge lasts minutes and a few tries).
 */
export function SecondFactorForm({
  challenge,
  onSuccess,
  onRestart,
}: {
  challenge: string;
  onSuccess(): void;
  onRestart(): void;
}) {
  const { t } = useTranslation();
  const verify = useSecondFactor();
  const form = useSchemaForm({
    initialValues: { code: '' },
    schema: secondFactorBody,
    toInput: (values) => ({ challenge, code: values.code }),
    codeOverrides: CODE_OVERRIDES,
  });
  return (
    <div className="flex flex-col gap-4" data-testid="second-factor">
      <AccountForm
        submit={{ label: t('twoFactorLogin.submit') }}
        form={form}
        request={verify}
        onSuccess={onSuccess}
      >
        <SecondFactorCodeField autoFocus data-testid="second-factor-code" {...form.field('code')} />
      </AccountForm>
      <PasskeyLogin onSignedIn={onSuccess} afterCode />
      <Button variant="ghost" onClick={onRestart} data-testid="second-factor-restart">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('twoFactorLogin.restart')}
      </Button>
    </div>
  );
}
