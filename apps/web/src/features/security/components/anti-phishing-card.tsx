import { Code, setAntiPhishingBody } from '@swx/contract';
import { Button } from '@swx/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { AccountForm } from '../../../components/ui/account-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSetAntiPhishing } from '../api/security';
import { SettingsBody } from './settings-body';

const CODE_OVERRIDES = {
  [Code.ANTI_PHISHING_INVALID]: 'phrase',
  [Code.PASSWORD_INCORRECT]: 'password',
} as const;

/** A new code and the password: saved, the form empties and the card shows the code masked. */
function SetForm({ replacing }: { replacing: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSetAntiPhishing();
  const empty = { phrase: '', password: '' };
  const form = useSchemaForm({
    initialValues: empty,
    schema: setAntiPhishingBody,
    toInput: (values) => ({ phrase: values.phrase.trim(), password: values.password }),
    codeOverrides: CODE_OVERRIDES,
  });
  return (
    <AccountForm
      submit={{
        label: t(replacing ? 'security.antiPhishing.change' : 'security.antiPhishing.set'),
        className: 'sm:w-auto sm:self-start',
      }}
      form={form}
      request={save}
      onSuccess={() => {
        form.reset(empty);
        toast.show(t('security.antiPhishing.saved'), 'success');
      }}
    >
      <TextField
        label={t(replacing ? 'security.antiPhishing.newPhrase' : 'security.antiPhishing.phrase')}
        hint={t('security.antiPhishing.rules')}
        autoComplete="off"
        maxLength={20}
        data-testid="anti-phishing-phrase"
        {...form.field('phrase')}
      />
      <PasswordField
        label={t('auth.currentPassword')}
        autoComplete="current-password"
        data-testid="anti-phishing-password"
        {...form.field('password')}
      />
    </AccountForm>
  );
}

/** Removing the code asks for the password too. */
function RemoveDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useSetAntiPhishing();
  const form = useSchemaForm({
    initialValues: { password: '' },
    schema: setAntiPhishingBody,
    toInput: (values) => ({ phrase: null, password: values.password }),
    codeOverrides: { [Code.PASSWORD_INCORRECT]: 'password' },
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      request={remove}
      form={form}
      title={t('security.antiPhishing.removeTitle')}
      description={t('security.antiPhishing.removeBody')}
      testId="anti-phishing-remove"
      submit={t('security.antiPhishing.remove')}
      success={() => t('security.antiPhishing.removed')}
    >
      <PasswordField
        label={t('auth.currentPassword')}
        autoComplete="current-password"
        {...form.field('password')}
      />
    </FormDialog>
  );
}

/**
 * The anti-phishing code: a phrase of the owner's that every mail from the platform starts
 * with. Shown back masked; set, changed and removed with the password (an account made through
 * Google sets a password first).
 */
export function AntiPhishingCard() {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState(false);
  return (
    <Card
      aria-labelledby="anti-phishing-title"
      className="overflow-hidden"
      data-testid="anti-phishing"
    >
      <CardHeader id="anti-phishing-title" title={t('security.antiPhishing.title')} />
      <p className="border-b border-line px-5 py-3 text-sm text-fg-muted">
        {t('security.antiPhishing.hint')}
      </p>
      <SettingsBody
        needsPassword={t('security.antiPhishing.needsPassword')}
        testId="anti-phishing-no-password"
      >
        {(data) => (
          <CardBody className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-field px-4 py-3">
              <span className="text-sm text-fg-muted">{t('security.antiPhishing.current')}</span>
              {data.antiPhishing === null ? (
                <span className="text-sm text-fg-subtle" data-testid="anti-phishing-current">
                  {t('security.antiPhishing.none')}
                </span>
              ) : (
                <span className="flex items-center gap-3">
                  <bdi
                    className="font-mono font-semibold text-fg"
                    data-testid="anti-phishing-current"
                  >
                    {data.antiPhishing}
                  </bdi>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setRemoving(true)}
                    data-testid="anti-phishing-remove-open"
                  >
                    {t('security.antiPhishing.remove')}
                  </Button>
                </span>
              )}
            </div>
            <SetForm replacing={data.antiPhishing !== null} />
          </CardBody>
        )}
      </SettingsBody>
      <RemoveDialog open={removing} onClose={() => setRemoving(false)} />
    </Card>
  );
}
