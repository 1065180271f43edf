import { NFT_SALE_MODES, type NftSaleMode } from '@swx/contract';
import { NFT_SALE_MAX_DAYS, nftItemBody } from '@swx/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { Alert } from '../../components/feedback';
import { Field, TextField, control } from '../../components/field';
import { FormPanel } from '../../components/form-panel';
import { KindTextsFields } from '../../components/product-texts';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../lib/api';
import { cx } from '../../lib/cx';
import { percent } from '../../lib/money';
import { useForm } from '../../lib/use-form';
import { imageProblem, UPLOAD_IMAGE_TYPES } from '../../lib/uploads';
import {
  nftKeys,
  saveItem,
  uploadArtwork,
  type CharityAdminDetail,
  type NftItemAdmin,
  type NftItemBody,
} from './api';
import {
  ITEM_TEXT,
  itemBodyOf,
  itemInputOf,
  itemTitle,
  validateItem,
  type ItemField,
  type ItemInput,
} from './item-input';

export const MODE_LABELS: Record<NftSaleMode, string> = {
  auction: 'Auction',
  edition: 'Edition',
};

/**
 * Adds a charity NFT item or replaces one. Once a bid, a sale or a settlement has fixed its
 * terms (`locked`), only its texts, creator, chain and order may change: the other fields are
 * shown but disabled. An item that exists takes its artwork below the form; a new one, once
 * created, becomes the item the form edits.
 */
export function ItemForm({
  item,
  charities,
  charityId,
  onClose,
}: {
  item: NftItemAdmin | null;
  charities: readonly CharityAdminDetail[];
  /** A new item's charity (the list's filter), if any. */
  charityId: number | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<ItemInput, ItemField>(itemInputOf(item, charityId), validateItem);
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: NftItemBody }) => saveItem(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nftKeys.all }),
  });
  const current = save.data ?? item;
  const locked = current?.locked ?? false;
  const input = form.values;
  const auction = input.mode === 'auction';
  /** A term's text field: disabled once the item is locked. */
  const term = (name: Exclude<ItemField, 'texts'>) => ({ ...form.text(name), disabled: locked });
  const share = input.donationShare.trim();
  return (
    <div className="flex flex-col">
      <FormPanel
        title={current ? `Edit ${itemTitle(current)}` : 'New item'}
        submitLabel={current ? 'Save item' : 'Create item'}
        mutation={save}
        success={
          save.isSuccess &&
          (save.variables.id === null
            ? `${itemTitle(save.data)} created (#${save.data.id}). Upload its artwork below.`
            : `${itemTitle(save.data)} saved.`)
        }
        onSubmit={() => {
          if (form.check()) {
            save.mutate({ id: current?.id ?? null, body: itemBodyOf(input, current) });
          }
        }}
        onClose={onClose}
      >
        {locked && (
          <Alert tone="warning">
            This item has bids or sales, so its terms are fixed: only its texts, creator, chain and
            order can change.
          </Alert>
        )}
        <div className="grid grid-cols-4 gap-4">
          <TextField label="Slug" autoComplete="off" maxLength={64} {...term('slug')} />
          <Field label="Charity" error={form.errors.charityId}>
            {(aria) => (
              <select
                {...aria}
                className={cx(control, 'h-10')}
                value={input.charityId}
                disabled={locked}
                onChange={(e) => form.field('charityId')(e.target.value)}
              >
                <option value="">Choose a charity</option>
                {charities.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextField label="Creator" autoComplete="off" maxLength={100} {...form.text('creator')} />
          <TextField label="Order" inputMode="numeric" {...form.text('sort')} />
        </div>
        <fieldset className="grid grid-cols-4 gap-4">
          <legend className="mb-2 text-sm font-semibold">Sale</legend>
          <SelectField
            label="Mode"
            options={NFT_SALE_MODES.map((m) => [m, MODE_LABELS[m]] as const)}
            value={input.mode}
            disabled={locked}
            onChange={(e) => form.field('mode')(e.target.value as NftSaleMode)}
          />
          {auction ? (
            <>
              <TextField
                label="Starting price (USDT)"
                inputMode="decimal"
                {...term('startingPrice')}
              />
              <TextField
                label="Reserve price (USDT)"
                hint="Sold only at or above it."
                inputMode="decimal"
                {...term('reservePrice')}
              />
              <TextField
                label="Minimum increment (USDT)"
                inputMode="decimal"
                {...term('minIncrement')}
              />
            </>
          ) : (
            <>
              <TextField label="Price per copy (USDT)" inputMode="decimal" {...term('price')} />
              <TextField label="Copies" inputMode="numeric" {...term('editionSize')} />
            </>
          )}
          <TextField
            label="Donation share"
            hint={
              nftItemBody.shape.donationShare.safeParse(share).success
                ? `${percent(share)} of the proceeds go to the charity.`
                : 'A fraction: 1 is 100%, 0.85 is 85%.'
            }
            inputMode="decimal"
            {...term('donationShare')}
          />
          <TextField
            label="Starts (local time)"
            type="datetime-local"
            step={1}
            {...term('startsAt')}
          />
          <TextField
            label={auction ? 'Ends (local time)' : 'Ends (local time, optional)'}
            hint={`At most ${NFT_SALE_MAX_DAYS} days after the start.${auction ? '' : ' Empty: open until sold out.'}`}
            type="datetime-local"
            step={1}
            {...term('endsAt')}
          />
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-4">
          <legend className="mb-2 text-sm font-semibold">Token</legend>
          <TextField
            label="Chain"
            hint="With a contract address, for a real mint elsewhere. Without both, the token is recorded on this platform."
            autoComplete="off"
            maxLength={40}
            {...form.text('chain')}
          />
          <TextField
            label="Contract address"
            autoComplete="off"
            maxLength={100}
            {...form.text('contractAddress')}
          />
        </fieldset>
        <KindTextsFields
          kind={ITEM_TEXT}
          texts={input.texts}
          onChange={form.field('texts')}
          hint="The story behind the artwork and who made it, in plain words."
          error={form.errors.texts}
        />
      </FormPanel>
      {current && <ArtworkUpload key={current.id} item={current} />}
    </div>
  );
}

/** What is wrong with the chosen file, or undefined. */
function artworkError(file: File | null): string | undefined {
  if (!file) return 'Choose a PNG or JPEG file.';
  return imageProblem(file, 'artwork');
}

/** An existing item's artwork: whether it has one, and a PNG or JPEG to replace it. */
function ArtworkUpload({ item }: { item: NftItemAdmin }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadArtwork(item.id, chosen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nftKeys.all }),
  });
  const hasArtwork = upload.data?.hasArtwork ?? item.hasArtwork;
  function send() {
    const problem = artworkError(file);
    setError(problem);
    if (!problem && file) upload.mutate(file);
  }
  return (
    <section aria-label="Artwork" className="flex flex-col gap-3 border-t border-line p-5">
      <h3 className="font-semibold">Artwork</h3>
      <p className="text-sm" data-testid="artwork-state">
        {hasArtwork
          ? 'This item has artwork. A new upload replaces it.'
          : 'No artwork yet: the item shows a placeholder.'}
      </p>
      <TextField
        label="Artwork file (PNG or JPEG)"
        hint="At most 5 MB. Stored in three sizes, without its metadata."
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        error={error}
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setError(undefined);
        }}
      />
      {upload.isError && <Alert tone="danger">{errorMessage(upload.error)}</Alert>}
      {upload.isSuccess && <Alert tone="success">Artwork uploaded.</Alert>}
      <div>
        <Button variant="secondary" loading={upload.isPending} onClick={send}>
          Upload artwork
        </Button>
      </div>
    </section>
  );
}
