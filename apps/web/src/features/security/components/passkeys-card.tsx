import { Code, addPasskeyBody, startPasskeyBody, type PasskeyItem } from '@swx/contract';
import { Button } from '@swx/ui';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppCodeField } from '../../../components/ui/app-code-field';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PasswordField } from '../../../components/ui/password-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { webAuthnAvailable } from '../../../lib/webauthn';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { SettingsBody } from './settings-body';

/** A new passkey: its name, the password and (two-factor sign-in on) a code, then the browser. */
const addSchema = startPasskeyBody.extend({ name: addPasskeyBody.shape.name });

function AddDialog({
  open,
  onClose,
  codeAsked,
}: {
  open: boolean;
  onClose(): void;
  codeAsked: boolean;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    initialValues: { name: '', password: '', twoFactorCode: '' },
    schema: addSchema,
    toInput: ({ twoFactorCode, ...values }) => ({
      ...values,
      ...(codeAsked && { twoFactorCode }),
    }),
    codeOverrides: {
      [Code.PASSWORD_INCORRECT]: 'password',
      [Code.TWO_FACTOR_REQUIRED]: codeAsked ? 'twoFactorCode' : 'form',
      [Code.TWO_FACTOR_CODE_INCORRECT]: codeAsked ? 'twoFactorCode' : 'form',
      [Code.PASSKEY_REFUSED]: 'form',
      [Code.PASSKEYS_FULL]: 'form',
    },
  });
  // Once the server has the code it is spent (a code is never accepted twice): whatever the
  // browser does next, a retry needs a new one.
  const add = useAddPasskey(() => {
    if (codeAsked) form.reset({ ...form.values, twoFactorCode: '' });
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      request={add}
      form={form}
      title={t('security.passkeys.addTitle')}
      description={t('security.passkeys.addBody')}
      testId="passkey-add"
      submit={t('security.passkeys.continue')}
      success={() => t('security.passkeys.added')}
    >
      <TextField
        label={t('security.passkeys.name')}
        hint={t('security.passkeys.nameHint')}
        autoComplete="off"
        maxLength={40}
        data-testid="passkey-name"
        {...form.field('name')}
      />
      <PasswordField
        label={t('auth.currentPassword')}
        autoComplete="current-password"
        data-testid="passkey-password"
        {...form.field('password')}
      />
      {codeAsked && <AppCodeField {...form.field('twoFactorCode')} />}
    </FormDialog>
  );
}

function RenameDialog({ item, onClose }: { item: PasskeyItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey(item?.id ?? '');
  const form = useSchemaForm({
    initialValues: { name: item?.name ?? '' },
    schema: addPasskeyBody.pick({ name: true }),
  });
  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      request={rename}
      form={form}
      title={t('security.passkeys.renameTitle')}
      testId="passkey-rename"
      submit={t('security.passkeys.save')}
      success={() => t('security.passkeys.renamed')}
    >
      <TextField
        label={t('security.passkeys.name')}
        autoComplete="off"
        maxLength={40}
        data-testid="passkey-rename-name"
        {...form.field('name')}
      />
    </FormDialog>
  );
}

function RemoveDialog({ item, onClose }: { item: PasskeyItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey(item?.id ?? '');
  const form = useSchemaForm({
    initialValues: { password: '' },
    schema: startPasskeyBody.pick({ password: true }),
    codeOverrides: { [Code.PASSWORD_INCORRECT]: 'password' },
  });
  return (
    <FormDialog
      open={item !== null}
      onClose={onClose}
      request={remove}
      form={form}
      title={t('security.passkeys.removeTitle')}
      description={t('security.passkeys.removeBody', { name: item?.name ?? '' })}
      testId="passkey-remove"
      submit={t('security.passkeys.remove')}
      success={() => t('security.passkeys.removed')}
    >
      <PasswordField
        label={t('auth.currentPassword')}
        autoComplete="current-password"
        {...form.field('password')}
      />
    </FormDialog>
  );
}

function PasskeyRow({
  item,
  onRename,
  onRemove,
}: {
  item: PasskeyItem;
  onRename(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
      data-testid="passkey-item"
    >
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
        <div className="flex min-w-0 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <bdi className="font-semibold text-fg" data-testid="passkey-item-name">
              {item.name}
            </bdi>
            {item.backedUp && <Badge tone="accent">{t('security.passkeys.synced')}</Badge>}
          </span>
          <span className="text-xs text-fg-muted">
            {t('security.passkeys.created', { date: format.dateTime(item.createdAt) })}
            {' · '}
            {item.lastUsedAt
              ? t('security.passkeys.lastUsed', { date: format.dateTime(item.lastUsedAt) })
              : t('security.passkeys.neverUsed')}
          </span>
        </div>
      </div>
      <span className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={onRename}
          aria-label={t('security.passkeys.renameNamed', { name: item.name })}
          data-testid="passkey-rename-open"
        >
          {t('security.passkeys.rename')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('security.passkeys.removeNamed', { name: item.name })}
          data-testid="passkey-remove-open"
        >
          {t('security.passkeys.remove')}
        </Button>
      </span>
    </li>
  );
}

/**
 * Passkeys on the security page: the account's passkeys (named, renamed, removed with the
 * password) and adding one with the browser's own dialog. An account without a password
 * (Google) sets one first; a browser without WebAuthn is told so.
 */
export function PasskeysCard() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyItem | null>(null);
  const [removing, setRemoving] = useState<PasskeyItem | null>(null);
  const items = passkeys.data?.items;
  return (
    <Card aria-labelledby="passkeys-title" className="overflow-hidden" data-testid="passkeys">
      <CardHeader id="passkeys-title" title={t('security.passkeys.title')} />
      <p className="border-b border-line px-5 py-3 text-sm text-fg-muted">
        {t('security.passkeys.hint')}
      </p>
      <SettingsBody needsPassword={t('security.passkeys.needsPassword')}>
        {(settings) =>
          passkeys.isError && !items ? (
            <LoadError
              title={t('security.passkeys.loadFailed')}
              error={passkeys.error}
              onRetry={() => void passkeys.refetch()}
            />
          ) : !items ? (
            <CardBody aria-hidden="true">
              <Skeleton className="h-14 w-full" />
            </CardBody>
          ) : (
            <CardBody className="flex flex-col gap-4">
              {items.length === 0 ? (
                <p className="text-sm text-fg-subtle" data-testid="passkeys-empty">
                  {t('security.passkeys.empty')}
                </p>
              ) : (
                <ul
                  aria-label={t('security.passkeys.list')}
                  className="flex flex-col divide-y divide-line rounded-lg border border-line"
                >
                  {items.map((item) => (
                    <PasskeyRow
                      key={item.id}
                      item={item}
                      onRename={() => setRenaming(item)}
                      onRemove={() => setRemoving(item)}
                    />
                  ))}
                </ul>
              )}
              {webAuthnAvailable() ? (
                <Button
                  variant="secondary"
                  className="sm:w-auto sm:self-start"
                  onClick={() => setAdding(true)}
                  data-testid="passkey-add-open"
                >
                  {t('security.passkeys.add')}
                </Button>
              ) : (
                <p className="text-sm text-fg-muted">{t('security.passkeys.unsupported')}</p>
              )}
              <AddDialog
                open={adding}
                onClose={() => setAdding(false)}
                codeAsked={settings.twoFactor.enabled}
              />
            </CardBody>
          )
        }
      </SettingsBody>
      <RenameDialog key={renaming?.id} item={renaming} onClose={() => setRenaming(null)} />
      <RemoveDialog item={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
