import { useTranslation } from 'react-i18next';
import { TextField, VERBATIM_INPUT, type TextFieldProps } from './text-field';

/**
 * The six-digit code of the authenticator app (two-factor sign-in): asked when turning it on,
 * for new recovery codes, and before a password change or a withdrawal.
 */
export function AppCodeField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('security.twoFactor.appCode')}
      {...VERBATIM_INPUT}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      data-testid="two-factor-code"
      {...props}
    />
  );
}

/**
 * A code of the authenticator app or a recovery code (the sign-in's second step, turning
 * two-factor sign-in off): letters allowed, spaces and capitals as typed.
 */
export function SecondFactorCodeField(props: Omit<TextFieldProps, 'label' | 'hint'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('twoFactorLogin.code')}
      hint={t('twoFactorLogin.hint')}
      {...VERBATIM_INPUT}
      autoComplete="one-time-code"
      maxLength={32}
      {...props}
    />
  );
}
