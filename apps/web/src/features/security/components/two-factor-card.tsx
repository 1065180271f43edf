import {
  Code,
  disableTwoFactorBody,
  enableTwoFactorBody,
  newRecoveryCodesBody,
  startTwoFactorBody,
  type SecuritySettings,
  type TwoFactorEnrolment,
} from '@swx/contract';
import { Button } from '@swx/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountForm } from '../../../components/ui/account-form';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { QrCode } from '../../../components/ui/qr-code';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { AppCodeField, SecondFactorCodeField } from '../../../components/ui/app-code-field';
import { useToast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { useSchemaForm } from '../../../lib/use-schema-form';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useNewRecoveryCodes,
  useStartTwoFactor,
} from '../api/security';
import { RecoveryCodes } from './recovery-codes';
import { SettingsBody } from './settings-body';

/** Refusals shown at their field: a code's, and the password's. */
const CODE_AT_FIELD = {
  [Code.TWO_FACTOR_REQUIRED]: 'code',
  [Code.TWO_FACTOR_CODE_INCORRECT]: 'code',
} as const;
const PASSWORD_AT_FIELD = { [Code.PASSWORD_INCORRECT]: 'password' } as const;

/** The key in groups of four, as authenticator apps let it be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning two-factor sign-in on, in three steps of one dialog: the password (a stolen session
 * alone cannot add an app), the key as a QR code and as text with a code of the app to
 * confirm it, then the recovery codes, shown once.
 */
function EnableDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const passwordForm = useSchemaForm({
    initialValues: { password: '' },
    schema: startTwoFactorBody,
    codeOverrides: PASSWORD_AT_FIELD,
  });
  const codeForm = useSchemaForm({
    initialValues: { code: '' },
    schema: enableTwoFactorBody,
    codeOverrides: CODE_AT_FIELD,
  });

  function close() {
    if (start.isPending || enable.isPending) return;
    start.reset();
    enable.reset();
    setEnrolment(null);
    setCodes(null);
    passwordForm.reset({ password: '' });
    codeForm.reset({ code: '' });
    onClose();
  }

  let step;
  if (codes) {
    step = (
      <div className="flex flex-col gap-4">
        <RecoveryCodes codes={codes} />
        <Button size="lg" block onClick={close} data-testid="two-factor-done">
          {t('security.twoFactor.savedCodes')}
        </Button>
      </div>
    );
  } else if (enrolment) {
    step = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">{t('security.twoFactor.scan')}</p>
        <div className="flex flex-col items-center gap-3">
          <QrCode
            value={enrolment.otpauthUrl}
            label={t('security.twoFactor.qrLabel')}
            testId="two-factor-qr"
          />
          <div className="flex w-full flex-wrap items-center justify-center gap-2">
            <code
              dir="ltr"
              className="rounded-md bg-field px-3 py-2 font-mono text-sm break-all text-fg"
              data-testid="two-factor-secret"
            >
              {grouped(enrolment.secret)}
            </code>
            <CopyButton value={enrolment.secret} label={t('security.twoFactor.copyKey')} />
          </div>
        </div>
        <AccountForm
          submit={{ label: t('security.twoFactor.confirm') }}
          form={codeForm}
          request={enable}
          onSuccess={(result) => {
            setCodes(result.recoveryCodes);
            toast.show(t('security.twoFactor.enabled'), 'success');
          }}
        >
          <AppCodeField {...codeForm.field('code')} />
        </AccountForm>
      </div>
    );
  } else {
    step = (
      <AccountForm
        submit={{ label: t('security.twoFactor.continue') }}
        form={passwordForm}
        request={start}
        onSuccess={setEnrolment}
      >
        <PasswordField
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          data-testid="two-factor-password"
          {...passwordForm.field('password')}
        />
      </AccountForm>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      sheet
      title={t(codes ? 'security.twoFactor.codesTitle' : 'security.twoFactor.enableTitle')}
      description={codes ? undefined : t('security.twoFactor.enableBody')}
      testId="two-factor-enable"
      dismissible={codes === null}
    >
      {step}
    </Dialog>
  );
}

/** Turning it off: the password and a code of the app or a recovery code. */
function DisableDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const empty = { password: '', code: '' };
  const form = useSchemaForm({
    initialValues: empty,
    schema: disableTwoFactorBody,
    codeOverrides: { ...CODE_AT_FIELD, ...PASSWORD_AT_FIELD },
  });
  function closed() {
    form.reset(empty);
    onClose();
  }
  return (
    <RequestDialog
      open={open}
      onClose={closed}
      request={disable}
      title={t('security.twoFactor.disableTitle')}
      description={t('security.twoFactor.disableBody')}
      testId="two-factor-disable"
    >
      {() => (
        <AccountForm
          submit={{ label: t('security.twoFactor.disable') }}
          form={form}
          request={disable}
          onSuccess={() => {
            toast.show(t('security.twoFactor.disabled'), 'success');
            disable.reset();
            closed();
          }}
        >
          <PasswordField
            label={t('auth.currentPassword')}
            autoComplete="current-password"
            {...form.field('password')}
          />
          <SecondFactorCodeField {...form.field('code')} />
        </AccountForm>
      )}
    </RequestDialog>
  );
}

/** New recovery codes for a code of the app; the dialog then shows them once. */
function NewCodesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const renew = useNewRecoveryCodes();
  const form = useSchemaForm({
    initialValues: { code: '' },
    schema: newRecoveryCodesBody,
    codeOverrides: CODE_AT_FIELD,
  });
  const codes = renew.data?.recoveryCodes;
  return (
    <RequestDialog
      open={open}
      onClose={() => {
        form.reset({ code: '' });
        onClose();
      }}
      request={renew}
      title={t(codes ? 'security.twoFactor.codesTitle' : 'security.twoFactor.newCodesTitle')}
      description={codes ? undefined : t('security.twoFactor.newCodesBody')}
      testId="two-factor-new-codes"
      dismissible={codes === undefined}
    >
      {(close) =>
        codes ? (
          <div className="flex flex-col gap-4">
            <RecoveryCodes codes={codes} />
            <Button size="lg" block onClick={close}>
              {t('security.twoFactor.savedCodes')}
            </Button>
          </div>
        ) : (
          <AccountForm
            submit={{ label: t('security.twoFactor.newCodes') }}
            form={form}
            request={renew}
            onSuccess={() => undefined}
          >
            <AppCodeField {...form.field('code')} />
          </AccountForm>
        )
      }
    </RequestDialog>
  );
}

function Status({ twoFactor }: { twoFactor: SecuritySettings['twoFactor'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-field px-4 py-3">
      <span className="flex flex-col gap-1">
        <span className="text-sm text-fg-muted">{t('security.twoFactor.status')}</span>
        {twoFactor.enabledAt && (
          <span className="text-xs text-fg-subtle">
            {t('security.twoFactor.since', { date: format.date(twoFactor.enabledAt) })}
          </span>
        )}
      </span>
      <Badge tone={twoFactor.enabled ? 'success' : 'warning'} testId="two-factor-status">
        {t(twoFactor.enabled ? 'security.twoFactor.on' : 'security.twoFactor.off')}
      </Badge>
    </div>
  );
}

/**
 * Two-factor sign-in with an authenticator app: its state, turning it on (QR code, key, code,
 * recovery codes) or off, and new recovery codes. With it on, signing in, changing the password
 * and withdrawing ask for a code of the app.
 */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const close = () => setDialog(null);
  return (
    <Card aria-labelledby="two-factor-title" className="overflow-hidden" data-testid="two-factor">
      <CardHeader id="two-factor-title" title={t('security.twoFactor.title')} />
      <p className="border-b border-line px-5 py-3 text-sm text-fg-muted">
        {t('security.twoFactor.hint')}
      </p>
      <SettingsBody needsPassword={t('security.twoFactor.needsPassword')}>
        {({ twoFactor }) => (
          <CardBody className="flex flex-col gap-4">
            <Status twoFactor={twoFactor} />
            {twoFactor.enabled ? (
              <>
                <p
                  className={
                    twoFactor.recoveryCodesLeft <= 2
                      ? 'text-sm text-warning'
                      : 'text-sm text-fg-muted'
                  }
                  data-testid="recovery-codes-left"
                >
                  {t('security.twoFactor.codesLeft', { count: twoFactor.recoveryCodesLeft })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setDialog('codes')}
                    data-testid="two-factor-new-codes-open"
                  >
                    {t('security.twoFactor.newCodes')}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => setDialog('disable')}
                    data-testid="two-factor-disable-open"
                  >
                    {t('security.twoFactor.disable')}
                  </Button>
                </div>
              </>
            ) : (
              <Button
                className="sm:w-auto sm:self-start"
                onClick={() => setDialog('enable')}
                data-testid="two-factor-enable-open"
              >
                {t('security.twoFactor.enable')}
              </Button>
            )}
          </CardBody>
        )}
      </SettingsBody>
      <EnableDialog open={dialog === 'enable'} onClose={close} />
      <DisableDialog open={dialog === 'disable'} onClose={close} />
      <NewCodesDialog open={dialog === 'codes'} onClose={close} />
    </Card>
  );
}
