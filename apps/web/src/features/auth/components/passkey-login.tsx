import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@swx/ui';
import { Alert } from '../../../components/ui/alert';
import { OrDivider } from './or-divider';
import { errorMessage, translate } from '../../../lib/messages';
import { webAuthnAvailable } from '../../../lib/webauthn';
import { useLoginOptions } from '../api/login-options';
import { usePasskeyLogin } from '../api/passkey-login';

/**
 * "Sign in with a passkey" on the sign-in page (when the browser has WebAuthn): the browser
 * offers the site's passkeys, no username needed; `onSignedIn` once the session is stored.
 * On the second step of a password sign-in it stands in for the code of the app (a passkey is
 * two factors, ADR 0031): `afterCode` puts its "or" under the code's form.
 */
export function PasskeyLogin({
  onSignedIn,
  afterCode = false,
}: {
  onSignedIn(): void;
  afterCode?: boolean;
}) {
  const { t } = useTranslation();
  const login = usePasskeyLogin();
  // Below "Continue with Google" when it is offered, which already says "or".
  const google = useLoginOptions().data?.google === true;
  if (!webAuthnAvailable()) return null;
  const failure = login.isError && translate(t, errorMessage(login.error));
  return (
    <div className="flex flex-col gap-3">
      {(afterCode || !google) && <OrDivider />}
      <Button
        variant="secondary"
        size="lg"
        block
        loading={login.isPending}
        onClick={() => login.mutate(undefined, { onSuccess: onSignedIn })}
        data-testid="passkey-login"
      >
        <KeyRound aria-hidden="true" className="size-4.5" />
        {t('login.passkey')}
      </Button>
      {failure && (
        <Alert tone="error" testId="passkey-login-error">
          {failure}
        </Alert>
      )}
    </div>
  );
}
