import { Code, type DepositItem, type DepositNetwork, type NetworkId } from '@swx/contract';
import { CircleCheck, ImageIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/ui/qr-code';
import { Alert } from '../../../components/ui/alert';
import { Button } from '@swx/ui';
import {
  FieldLabel,
  FieldMessages,
  controlBorder,
  describedBy,
  fieldWrapper,
} from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField, VERBATIM_INPUT } from '../../../components/ui/text-field';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { assetScale } from '../../../lib/ledger-entries';
import { Money } from '../../../components/ui/money';
import { useDepositNetworks, useSubmitDeposit } from '../api/wallet';
import {
  PROOF_ACCEPT,
  amountProblem,
  canPreview,
  last6Problem,
  normalizeAmount,
  proofProblem,
  txHashProblem,
} from '../../../lib/validation';
import { Chips } from '../../../components/ui/chips';
import { CopyButton } from '../../../components/ui/copy-button';
import { TermRow } from '../../../components/ui/term-row';
import { errorCode } from '../../../lib/api-client';
import { useOnceSend } from '../../../lib/use-once-send';
import { megabytes } from '../../../lib/file-size';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { walletErrorText } from './wallet-parts';

type Field = 'amount' | 'txHash' | 'last6' | 'proof';
const FIELDS: readonly Field[] = ['amount', 'txHash', 'last6', 'proof'];

/** Which field a refusal of the server belongs to (the rest is said above the button). */
function fieldOf(code: number): Field | null {
  switch (code) {
    case Code.AMOUNT_INCORRECT:
    case Code.DEPOSIT_BELOW_MINIMUM:
    case Code.AMOUNT_ABOVE_MAXIMUM:
    case Code.DAILY_LIMIT_REACHED:
      return 'amount';
    case Code.TX_HASH_INVALID:
    case Code.TX_HASH_CLAIMED:
      return 'txHash';
    case Code.IMAGE_REQUIRED:
    case Code.IMAGE_INVALID:
    case Code.IMAGE_TOO_LARGE:
      return 'proof';
    default:
      return null;
  }
}

interface DepositDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * Deposit: the network, the platform's receiving address (QR code, copy), what may be sent
 * there and the minimum; then the claim (amount, hash, last 6 characters of the sending
 * address, proof image), sent once per attempt, and a receipt saying it is credited after
 * review. A bottom sheet on the mobile layout, a dialog on the desktop one.
 */
export function DepositDialog({ open, onClose }: DepositDialogProps) {
  const { t } = useTranslation();
  const submit = useSubmitDeposit();

  return (
    <RequestDialog
      open={open}
      onClose={onClose}
      request={submit}
      title={t('wallet.deposit.title')}
      description={t('wallet.deposit.description')}
      testId="deposit-dialog"
    >
      {(close) => <DepositFlow submit={submit} onClose={close} />}
    </RequestDialog>
  );
}

function DepositFlow({
  submit,
  onClose,
}: {
  submit: ReturnType<typeof useSubmitDeposit>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const networks = useDepositNetworks(true);
  const [chosen, setChosen] = useState<NetworkId | null>(null);
  const [done, setDone] = useState<DepositItem | null>(null);

  if (done) return <DepositReceipt item={done} onClose={onClose} />;

  if (!networks.data) {
    return networks.isError ? (
      <LoadError
        title={t('wallet.deposit.loadFailed')}
        error={networks.error}
        onRetry={() => void networks.refetch()}
      />
    ) : (
      <div className="flex flex-col gap-4" aria-hidden="true" data-testid="deposit-loading">
        <Skeleton className="h-9 w-56" />
        <Skeleton className="mx-auto size-40" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }

  const list = networks.data.networks;
  if (list.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="info" testId="deposit-unavailable">
          {t('wallet.deposit.unavailable')}
        </Alert>
        <Button variant="secondary" onClick={onClose} className="self-end">
          {t('wallet.close')}
        </Button>
      </div>
    );
  }
  const network = list.find((n) => n.id === chosen) ?? list[0]!;

  return (
    <div className="flex flex-col gap-5">
      {list.length > 1 && (
        <Chips<NetworkId>
          legend={t('wallet.network')}
          name="deposit-network"
          value={network.id}
          onChange={(id) => {
            setChosen(id);
            submit.reset();
          }}
          options={list.map((n) => ({ value: n.id, label: n.name }))}
          testId="deposit-networks"
        />
      )}
      <ReceivingAddress network={network} />
      {/* A form per network: a claim typed for one network never carries over to another. */}
      <DepositForm key={network.id} network={network} submit={submit} onDone={setDone} />
    </div>
  );
}

function ReceivingAddress({ network }: { network: DepositNetwork }) {
  const { t } = useTranslation();
  const format = useFormat();
  const minimum = format.amount(network.minimum, assetScale(network.asset));
  return (
    <section aria-labelledby="deposit-address-title" className="flex flex-col gap-3">
      <h3 id="deposit-address-title" className="text-sm font-medium text-fg">
        {t('wallet.deposit.addressTitle', { network: network.name })}
      </h3>
      <div className="flex flex-col items-center gap-3 rounded-lg border border-line bg-field p-4">
        <QrCode
          value={network.address}
          size={152}
          label={t('wallet.deposit.qr', { network: network.name })}
          testId="deposit-qr"
        />
        <code
          dir="ltr"
          className="w-full text-center font-mono text-sm break-all text-fg"
          data-testid="deposit-address"
        >
          {network.address}
        </code>
        <CopyButton
          value={network.address}
          label={t('wallet.deposit.copy')}
          testId="deposit-copy"
        />
      </div>
      <Alert tone="warning" testId="deposit-warning">
        <p>{t('wallet.deposit.warning', { asset: network.asset, network: network.name })}</p>
        <p className="mt-1 font-medium" data-testid="deposit-minimum">
          {t('wallet.deposit.minimum', { minimum, asset: network.asset })}
        </p>
      </Alert>
    </section>
  );
}

/** The file chosen as proof, read as a data URL for its thumbnail (CSP allows data: images). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !canPreview(file) || proofProblem(file) !== null) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      reader.abort();
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

function DepositForm({
  network,
  submit,
  onDone,
}: {
  network: DepositNetwork;
  submit: ReturnType<typeof useSubmitDeposit>;
  onDone(item: DepositItem): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const scale = assetScale(network.asset);
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [last6, setLast6] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    amount: false,
    txHash: false,
    last6: false,
    proof: false,
  });
  const [submitted, setSubmitted] = useState(false);
  /** The refusal of the last attempt, shown at its field until that field changes. */
  const [refused, setRefused] = useState<{ field: Field | null; text: string } | null>(null);
  // `submit.isPending` refuses a second submit; a refused claim sent again keeps its key.
  const once = useOnceSend({ guard: false, keepKeyOnRefusal: true });
  const refs = {
    amount: useRef<HTMLInputElement>(null),
    txHash: useRef<HTMLInputElement>(null),
    last6: useRef<HTMLInputElement>(null),
    proof: useRef<HTMLInputElement>(null),
  };
  const preview = usePreview(proof);
  const proofId = useId();
  const minimum = format.amount(network.minimum, scale);

  const value = normalizeAmount(amount);
  const problems: Record<Field, string | undefined> = {
    amount: (() => {
      const problem = amountProblem(value, { scale, minimum: network.minimum });
      return problem
        ? t(`wallet.amount.${problem}`, { minimum, asset: network.asset, scale, available: '' })
        : undefined;
    })(),
    txHash: (() => {
      const problem = txHashProblem(network.id, txHash);
      return problem
        ? t(`wallet.deposit.txHashErrors.${problem}`, { network: network.name })
        : undefined;
    })(),
    last6: (() => {
      const problem = last6Problem(last6);
      return problem ? t(`wallet.deposit.last6Errors.${problem}`) : undefined;
    })(),
    proof: (() => {
      const problem = proofProblem(proof);
      return problem
        ? t(`wallet.deposit.proofErrors.${problem}`, {
            size: proof ? megabytes(proof.size, format.locale) : '',
          })
        : undefined;
    })(),
  };
  const shown = (field: Field): string | undefined => {
    if (refused?.field === field) return refused.text;
    // A file that cannot be sent is refused at once; the rest once the field was left.
    const visible = submitted || touched[field] || (field === 'proof' && proof !== null);
    return visible ? problems[field] : undefined;
  };
  const changed = (field: Field) => {
    if (refused && (refused.field === field || refused.field === null)) setRefused(null);
  };
  const leave = (field: Field) => setTouched((prev) => ({ ...prev, [field]: true }));
  /** What a text field of the claim takes: its ref, name, value, change, leaving and error. */
  const textField = (
    field: Exclude<Field, 'proof'>,
    value: string,
    set: (next: string) => void,
  ) => ({
    ref: refs[field],
    name: field,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      set(e.target.value);
      changed(field);
    },
    onBlur: () => leave(field),
    error: shown(field),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    setSubmitted(true);
    const first = FIELDS.find((field) => problems[field] !== undefined);
    if (first || !proof) {
      refs[first ?? 'proof'].current?.focus();
      return;
    }
    const claim = {
      network: network.id,
      amount: value,
      txHash: txHash.trim(),
      last6: last6.trim(),
      proof,
    };
    const fingerprint = JSON.stringify([
      claim.network,
      claim.amount,
      claim.txHash,
      claim.last6,
      proof.name,
      proof.size,
      proof.lastModified,
    ]);
    setRefused(null);
    const failed = (error: Error) => {
      const field = fieldOf(errorCode(error));
      setRefused({ field, text: walletErrorText(t, error) });
      if (field) refs[field].current?.focus();
    };
    once.send(fingerprint, submit, (key) => ({ claim, key }), {
      onSuccess: onDone,
      onRefused: failed,
      onUnanswered: failed,
    });
  }

  const proofError = shown('proof');
  const proofIds = { errorId: `${proofId}-error`, hintId: `${proofId}-hint` };
  const proofMessages = {
    ...proofIds,
    error: proofError,
    hint: t('wallet.deposit.proofHint'),
  };
  const hashHint =
    network.id === 'USDT-ERC20' || network.id === 'ETH'
      ? t('wallet.deposit.txHashHintEthereum')
      : t('wallet.deposit.txHashHintPlain');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="deposit-claim-title"
      className="flex flex-col gap-4 border-t border-line pt-4"
      data-testid="deposit-form"
    >
      <div>
        <h3 id="deposit-claim-title" className="text-sm font-semibold text-fg">
          {t('wallet.deposit.claimTitle')}
        </h3>
        <p className="mt-0.5 text-sm text-fg-muted">{t('wallet.deposit.claimHint')}</p>
      </div>
      <TextField
        label={t('wallet.deposit.amount', { asset: network.asset })}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        {...textField('amount', amount, setAmount)}
        hint={t('wallet.deposit.amountHint', { minimum, asset: network.asset, scale })}
        end={<span className="pe-3 text-sm text-fg-muted">{network.asset}</span>}
        data-testid="deposit-amount"
      />
      <TextField
        label={t('wallet.deposit.txHash')}
        {...VERBATIM_INPUT}
        className="font-mono text-sm"
        {...textField('txHash', txHash, setTxHash)}
        success={
          !shown('txHash') && txHash.trim() !== '' && !problems.txHash
            ? t('wallet.deposit.txHashValid', { network: network.name })
            : undefined
        }
        hint={hashHint}
        data-testid="deposit-hash"
      />
      <TextField
        label={t('wallet.deposit.last6')}
        {...VERBATIM_INPUT}
        maxLength={6}
        className="font-mono"
        {...textField('last6', last6, setLast6)}
        hint={t('wallet.deposit.last6Hint')}
        data-testid="deposit-last6"
      />
      <div className={fieldWrapper()}>
        <FieldLabel htmlFor={proofId}>{t('wallet.deposit.proof')}</FieldLabel>
        <input
          ref={refs.proof}
          id={proofId}
          type="file"
          name="proof"
          accept={PROOF_ACCEPT}
          aria-invalid={proofError ? true : undefined}
          aria-describedby={describedBy(proofIds, proofMessages)}
          onChange={(e) => {
            setProof(e.target.files?.[0] ?? null);
            leave('proof');
            changed('proof');
          }}
          data-testid="deposit-proof"
          className={cx(
            'block w-full cursor-pointer rounded-md border bg-field text-sm text-fg-muted',
            'file:me-3 file:h-11 file:cursor-pointer file:border-0 file:border-e file:border-line file:bg-raised file:px-4 file:font-medium file:text-fg desk:file:h-10',
            'focus:outline-none focus-visible:ring-3 focus-visible:ring-accent/25',
            controlBorder(Boolean(proofError)),
          )}
        />
        <FieldMessages {...proofMessages} />
        {proof && !proofProblem(proof) && (
          <div className="flex items-center gap-3 rounded-md border border-line p-2">
            {preview ? (
              <img
                src={preview}
                alt={t('wallet.deposit.proofPreview')}
                className="size-14 shrink-0 rounded object-cover"
                data-testid="deposit-proof-preview"
              />
            ) : (
              <span className="flex size-14 shrink-0 items-center justify-center rounded bg-hover">
                <ImageIcon aria-hidden="true" className="size-5 text-fg-muted" />
              </span>
            )}
            <p className="min-w-0 text-sm">
              <span className="block truncate text-fg" dir="auto">
                {proof.name}
              </span>
              <span className="text-fg-muted tabular-nums">
                {t('wallet.deposit.proofSize', { size: megabytes(proof.size, format.locale) })}
              </span>
            </p>
          </div>
        )}
      </div>
      {refused && refused.field === null && (
        <Alert tone="error" testId="deposit-error">
          {refused.text}
        </Alert>
      )}
      <Button type="submit" block loading={submit.isPending} data-testid="deposit-submit">
        {t('wallet.deposit.submit')}
      </Button>
    </form>
  );
}

function DepositReceipt({ item, onClose }: { item: DepositItem; onClose(): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4" data-testid="deposit-done">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div>
          <h3 ref={heading} tabIndex={-1} className="font-semibold text-fg focus:outline-none">
            {t('wallet.deposit.doneTitle')}
          </h3>
          <p className="mt-1 text-sm text-fg-muted">{t('wallet.deposit.doneBody')}</p>
        </div>
      </div>
      <dl className="flex flex-col gap-2.5 rounded-lg border border-line bg-field px-4 py-3 text-sm">
        <TermRow label={t('wallet.deposit.amount', { asset: item.asset })} strong>
          <Money value={item.amount} asset={item.asset} />
        </TermRow>
        <TermRow label={t('wallet.network')}>
          <span dir="ltr">{item.network}</span>
        </TermRow>
        <TermRow label={t('wallet.deposit.txHash')}>
          <code dir="ltr" className="font-mono text-xs">
            {item.txHash}
          </code>
        </TermRow>
        <TermRow label={t('wallet.records.statusLabel')}>
          {t(`wallet.records.status.${item.status}`)}
        </TermRow>
      </dl>
      <Button onClick={onClose} block data-testid="deposit-close">
        {t('wallet.close')}
      </Button>
    </div>
  );
}
