import { Code, loginBody, type LoginOutcome } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountForm, USERNAME_INPUT } from '../../../components/ui/account-form';
import { textLinkClasses } from '@swx/ui';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { cx } from '../../../lib/cx';
import { useLogin } from '../api/login';
import { useSchemaForm } from '../../../lib/use-schema-form';

const CODE_OVERRIDES = {
  // A wrong password must not say which of the two was wrong: form level.
  [Code.PASSWORD_INCORRECT]: 'form',
} as const;

interface LoginFormProps {
  /** The answer: a session (already stored), or the challenge of the second step. */
  onSuccess(outcome: LoginOutcome): void;
}

/** Username (or email) and password. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useSchemaForm({
    initialValues: { username: '', password: '' },
    schema: loginBody,
    codeOverrides: CODE_OVERRIDES,
  });

  return (
    <AccountForm
      submit={{ label: t('login.submit') }}
      form={form}
      request={login}
      onSuccess={onSuccess}
    >
      <TextField
        label={t('auth.usernameOrEmail')}
        {...USERNAME_INPUT}
        {...form.field('username')}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Link to="/pass/reset" className={cx(textLinkClasses, '-my-2 self-end text-sm desk:my-0')}>
          {t('login.forgot')}
        </Link>
      </div>
    </AccountForm>
  );
}
