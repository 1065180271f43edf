import {
  Code,
  WITHDRAWAL_NETWORKS,
  addWithdrawalAddressBody,
  getNetwork,
  type AddressBook,
  type WithdrawalAddressItem,
} from '@swx/contract';
import { Button } from '@swx/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog';
import { AppCodeField } from '../../../components/ui/app-code-field';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField, VERBATIM_INPUT } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { errorMessage, translate } from '../../../lib/messages';
import { useSchemaForm } from '../../../lib/use-schema-form';
import {
  useAddWithdrawalAddress,
  useAddressBook,
  useRemoveWithdrawalAddress,
  useSetAddressWhitelist,
} from '../api/address-book';
import { useSecuritySettings } from '../api/security';

/** Where the server's refusals of a new address show; a code's at its field when it is shown. */
const addCodes = (codeAsked: boolean) =>
  ({
    [Code.ADDRESS_INVALID]: 'address',
    [Code.ADDRESS_REQUIRED]: 'address',
    [Code.ADDRESS_ALREADY_SAVED]: 'address',
    [Code.ADDRESS_BOOK_FULL]: 'form',
    [Code.TWO_FACTOR_REQUIRED]: codeAsked ? 'twoFactorCode' : 'form',
    [Code.TWO_FACTOR_CODE_INCORRECT]: codeAsked ? 'twoFactorCode' : 'form',
  }) as const;

/** Two-factor sign-in is on: saving an address and turning the whitelist off ask for a code. */
function useCodeAsked(): boolean {
  return useSecuritySettings().data?.twoFactor.enabled ?? false;
}

/** A dialog of the card: what it says depends on `withdrawal.addressWaitHours`. */
interface WaitDialogProps {
  open: boolean;
  onClose(): void;
  waitHours: number;
}

function AddDialog({ open, onClose, waitHours }: WaitDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useAddWithdrawalAddress();
  const codeAsked = useCodeAsked();
  const form = useSchemaForm({
    initialValues: { network: 'USDT-TRC20', address: '', label: '', twoFactorCode: '' },
    schema: addWithdrawalAddressBody,
    toInput: ({ twoFactorCode, ...values }) => ({
      ...values,
      address: values.address.trim(),
      ...(codeAsked && { twoFactorCode }),
    }),
    codeOverrides: addCodes(codeAsked),
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      request={save}
      form={form}
      title={t('security.addressBook.addTitle')}
      description={t('security.addressBook.addBody', { hours: waitHours })}
      testId="address-add"
      submit={t('security.addressBook.save')}
      success={(item) => t('security.addressBook.saved', { time: format.dateTime(item.usableAt) })}
    >
      <Select
        label={t('security.addressBook.network')}
        options={WITHDRAWAL_NETWORKS.map((id) => ({
          value: id,
          label: getNetwork(id)?.name ?? id,
        }))}
        data-testid="address-add-network"
        {...form.field('network')}
      />
      <TextField
        label={t('security.addressBook.address')}
        {...VERBATIM_INPUT}
        dir="ltr"
        maxLength={128}
        className="font-mono"
        data-testid="address-add-address"
        {...form.field('address')}
      />
      <TextField
        label={t('security.addressBook.label')}
        hint={t('security.addressBook.labelHint')}
        autoComplete="off"
        maxLength={40}
        data-testid="address-add-label"
        {...form.field('label')}
      />
      {codeAsked && <AppCodeField {...form.field('twoFactorCode')} />}
    </FormDialog>
  );
}

function RemoveDialog({ item, onClose }: { item: WithdrawalAddressItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemoveWithdrawalAddress();
  return (
    <RequestDialog
      open={item !== null}
      onClose={onClose}
      request={remove}
      title={t('security.addressBook.removeTitle')}
      description={t('security.addressBook.removeBody')}
      testId="address-remove"
    >
      {(close) => (
        <div className="flex flex-col gap-4">
          {item && <AddressLine item={item} />}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {t('security.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              data-testid="address-remove-confirm"
              onClick={() =>
                item &&
                remove.mutate(item.id, {
                  onSuccess: () => {
                    toast.show(t('security.addressBook.removed'), 'success');
                    remove.reset();
                    onClose();
                  },
                  onError: (error) => toast.show(translate(t, errorMessage(error)), 'error'),
                })
              }
            >
              {t('security.addressBook.remove')}
            </Button>
          </div>
        </div>
      )}
    </RequestDialog>
  );
}

/** The name, network and address of a saved address. */
function AddressLine({ item }: { item: WithdrawalAddressItem }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <bdi className="font-semibold text-fg">{item.label}</bdi>
        <span className="text-xs text-fg-muted">{getNetwork(item.network)?.name}</span>
      </span>
      <code dir="ltr" className="break-all font-mono text-xs text-fg-muted">
        {item.address}
      </code>
    </div>
  );
}

function TurnOffDialog({ open, onClose, waitHours }: WaitDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useFormat();
  const set = useSetAddressWhitelist();
  const codeAsked = useCodeAsked();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  function closed() {
    setCode('');
    setError(undefined);
    onClose();
  }
  return (
    <RequestDialog
      open={open}
      onClose={closed}
      request={set}
      title={t('security.addressBook.offTitle')}
      description={t('security.addressBook.offBody', { hours: waitHours })}
      testId="whitelist-off"
    >
      {() => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (set.isPending) return;
            set.mutate(
              { on: false, ...(codeAsked && { twoFactorCode: code.trim() }) },
              {
                onSuccess: (state) => {
                  // Off already (a page left open past the switch-off): nothing waits.
                  toast.show(
                    state.offAt
                      ? t('security.addressBook.offRequested', {
                          time: format.dateTime(state.offAt),
                        })
                      : t('security.addressBook.whitelistOff'),
                    'success',
                  );
                  set.reset();
                  closed();
                },
                onError: (failure) => setError(translate(t, errorMessage(failure))),
              },
            );
          }}
        >
          {codeAsked && (
            <AppCodeField value={code} onChange={(e) => setCode(e.target.value)} error={error} />
          )}
          {!codeAsked && error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <Button
            type="submit"
            variant="danger"
            loading={set.isPending}
            data-testid="whitelist-off-confirm"
          >
            {t('security.addressBook.offConfirm', { hours: waitHours })}
          </Button>
        </form>
      )}
    </RequestDialog>
  );
}

function WhitelistRow({ book, onTurnOff }: { book: AddressBook; onTurnOff(): void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useFormat();
  const set = useSetAddressWhitelist();
  const { on, offAt } = book.whitelist;
  const turnOn = () =>
    set.mutate(
      { on: true },
      {
        onSuccess: () =>
          toast.show(
            t(offAt ? 'security.addressBook.keptOn' : 'security.addressBook.turnedOn'),
            'success',
          ),
        onError: (error) => toast.show(translate(t, errorMessage(error)), 'error'),
      },
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-field px-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex items-center gap-2 text-sm font-semibold text-fg">
          {t('security.addressBook.whitelist')}
          <Badge tone={on ? 'success' : 'neutral'} testId="whitelist-state">
            {t(on ? 'security.twoFactor.on' : 'security.twoFactor.off')}
          </Badge>
        </span>
        <span className="text-sm text-fg-muted" data-testid="whitelist-detail">
          {offAt
            ? t('security.addressBook.whitelistLeaving', { time: format.dateTime(offAt) })
            : t(on ? 'security.addressBook.whitelistOn' : 'security.addressBook.whitelistOff')}
        </span>
      </div>
      {on && !offAt ? (
        <Button variant="secondary" size="sm" onClick={onTurnOff} data-testid="whitelist-turn-off">
          {t('security.addressBook.turnOff')}
        </Button>
      ) : (
        <Button size="sm" loading={set.isPending} onClick={turnOn} data-testid="whitelist-turn-on">
          {t(offAt ? 'security.addressBook.keepOn' : 'security.addressBook.turnOn')}
        </Button>
      )}
    </div>
  );
}

/**
 * The withdrawal address book on the security page: the whitelist (on at once, off after the
 * wait), the saved addresses with when each can be used, adding and removing them.
 */
export function AddressBookCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const book = useAddressBook();
  const [adding, setAdding] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [removing, setRemoving] = useState<WithdrawalAddressItem | null>(null);
  const data = book.data;
  const waitHours = data?.waitHours ?? 24;
  return (
    <Card
      aria-labelledby="address-book-title"
      className="overflow-hidden"
      data-testid="address-book"
    >
      <CardHeader id="address-book-title" title={t('security.addressBook.title')} />
      <p className="border-b border-line px-5 py-3 text-sm text-fg-muted">
        {t('security.addressBook.hint', { hours: waitHours })}
      </p>
      {book.isError && !data ? (
        <LoadError
          title={t('security.addressBook.loadFailed')}
          error={book.error}
          onRetry={() => void book.refetch()}
        />
      ) : !data ? (
        <CardBody className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-10 w-full" />
        </CardBody>
      ) : (
        <CardBody className="flex flex-col gap-4">
          <WhitelistRow book={data} onTurnOff={() => setTurningOff(true)} />
          {data.items.length === 0 ? (
            <p className="text-sm text-fg-subtle" data-testid="address-book-empty">
              {t('security.addressBook.empty')}
            </p>
          ) : (
            <ul
              aria-label={t('security.addressBook.list')}
              className="flex flex-col divide-y divide-line rounded-lg border border-line"
            >
              {data.items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                  data-testid="address-item"
                >
                  <AddressLine item={item} />
                  <span className="flex items-center gap-2">
                    {item.ready ? (
                      <Badge tone="success" testId="address-status">
                        {t('security.addressBook.ready')}
                      </Badge>
                    ) : (
                      <Badge tone="warning" testId="address-status">
                        {t('security.addressBook.waiting', {
                          time: format.dateTime(item.usableAt),
                        })}
                      </Badge>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setRemoving(item)}
                      data-testid="address-remove-open"
                    >
                      {t('security.addressBook.remove')}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Button
            variant="secondary"
            className="sm:w-auto sm:self-start"
            onClick={() => setAdding(true)}
            data-testid="address-add-open"
          >
            {t('security.addressBook.add')}
          </Button>
        </CardBody>
      )}
      <AddDialog open={adding} onClose={() => setAdding(false)} waitHours={waitHours} />
      <TurnOffDialog open={turningOff} onClose={() => setTurningOff(false)} waitHours={waitHours} />
      <RemoveDialog item={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
