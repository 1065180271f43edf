import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';

type FieldProps = Omit<Parameters<typeof PasswordField>[0], 'label' | 'autoComplete' | 'hint'>;

/** A new password (with the rule as a hint) and its confirmation (reset, change). */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: FieldProps;
  confirm: FieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...password}
      />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        autoComplete="new-password"
        {...confirm}
      />
    </>
  );
}
