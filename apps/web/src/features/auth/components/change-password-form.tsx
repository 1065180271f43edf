import { Code, changePasswordBody } from '@swx/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { AccountForm } from '../../../components/ui/account-form';
import { AppCodeField } from '../../../components/ui/app-code-field';
import { PasswordField } from '../../../components/ui/password-field';
import { NewPasswordFields } from './new-password-fields';
import type { Message } from '../../../lib/messages';
import { useChangePassword } from '../api/change-password';
import { useSchemaForm } from '../../../lib/use-schema-form';

type ChangePasswordField = 'oldPassword' | 'password' | 'confirmPassword' | 'twoFactorCode';

const CODE_OVERRIDES = {
  // On this form a wrong password is the current one.
  [Code.PASSWORD_INCORRECT]: 'oldPassword',
  [Code.TWO_FACTOR_REQUIRED]: 'twoFactorCode',
  [Code.TWO_FACTOR_CODE_INCORRECT]: 'twoFactorCode',
} as const;

function messageFor(field: ChangePasswordField, code: number): Message | undefined {
  if (field === 'oldPassword' && code === Code.PASSWORD_INCORRECT) {
    return { key: 'auth.currentPasswordIncorrect' };
  }
  return undefined;
}

const EMPTY = { oldPassword: '', password: '', confirmPassword: '', twoFactorCode: '' };

/**
 * Current password and a new one; other sessions are signed out on success. With two-factor
 * sign-in on (`codeRequired`, or when the server asks for it), a code of the app too.
 */
export function ChangePasswordForm({ codeRequired }: { codeRequired: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: changePasswordBody,
    toInput: ({ twoFactorCode, ...rest }) =>
      twoFactorCode === '' ? rest : { ...rest, twoFactorCode },
    messageFor,
    codeOverrides: CODE_OVERRIDES,
  });

  const code = form.field('twoFactorCode');
  const askCode = codeRequired || code.error !== undefined || code.value !== '';

  return (
    <AccountForm
      submit={{ label: t('password.submit'), className: 'sm:w-auto sm:self-start' }}
      form={form}
      request={change}
      onSend={() => setDone(false)}
      onSuccess={() => {
        form.reset(EMPTY);
        setDone(true);
      }}
      notice={
        done && (
          <Alert tone="success" testId="password-changed">
            {t('password.success')}
          </Alert>
        )
      }
    >
      <PasswordField
        label={t('auth.currentPassword')}
        autoComplete="current-password"
        {...form.field('oldPassword')}
      />
      <NewPasswordFields
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
      />
      {askCode && <AppCodeField {...code} />}
    </AccountForm>
  );
}
