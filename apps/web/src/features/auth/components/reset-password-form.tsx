import { resetPasswordBody } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { AccountForm } from '../../../components/ui/account-form';
import { NewPasswordFields } from './new-password-fields';
import { useResetPassword } from '../api/reset-password';
import { useCodeSender } from '../hooks/use-code-sender';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EmailField, SendCodeField } from './send-code-field';

interface ResetPasswordFormProps {
  onSuccess(): void;
}

/** Email, emailed code and a new password. */
export function ResetPasswordForm({ onSuccess }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useSchemaForm({
    initialValues: { email: '', code: '', password: '', confirmPassword: '' },
    schema: resetPasswordBody,
  });
  const codes = useCodeSender({
    scene: 'reset',
    email: form.values.email,
    onEmailError: (message) => form.setFieldError('email', message),
    onError: form.showError,
  });

  return (
    <AccountForm
      submit={{ label: t('reset.submit') }}
      form={form}
      request={reset}
      onSuccess={onSuccess}
    >
      <EmailField {...form.field('email')} />
      <SendCodeField codes={codes} {...form.field('code')} />
      <NewPasswordFields
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
      />
    </AccountForm>
  );
}
