import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@swx/ui';
import { DataTable, PagedTable, QueryBlock, type Column } from '../../components/data-table';
import { Badge, Card } from '../../components/feedback';
import { SelectField } from '../../components/select-field';
import { formatDateTime } from '../../lib/format';
import { formatAmount, percent } from '../../lib/money';
import {
  catalogueCharitiesQuery,
  itemsQuery,
  type CharityAdminDetail,
  type NftItemAdmin,
} from './api';
import { CharityForm } from './charity-form';
import { ItemForm, MODE_LABELS } from './item-form';
import { itemTitle } from './item-input';

/**
 * The charity NFT catalogue: the charities (slug, site, name and description per language)
 * and the items (an auction or editions of a charity, with their terms, texts and artwork),
 * each with its create and edit form. Changes reload the Charities and payouts tab too.
 */
export function CataloguePanel() {
  const charities = useQuery(catalogueCharitiesQuery());
  return (
    <div className="flex min-h-0 flex-col gap-6 overflow-y-auto">
      <CatalogueSection<CharityAdminDetail>
        title="Charities"
        note="The charities items give to. Their figures and payouts are in Charities and payouts."
        newLabel="New charity"
        keyOf={(c) => String(c.id)}
        form={(charity, onClose) => <CharityForm charity={charity} onClose={onClose} />}
      >
        {(edit) => (
          <QueryBlock query={charities}>
            {(data) => (
              <DataTable
                caption="Charities"
                columns={charityColumns(edit)}
                rows={data.items}
                rowKey={(c) => String(c.id)}
                empty="No charities yet."
              />
            )}
          </QueryBlock>
        )}
      </CatalogueSection>
      <Items charities={charities.data?.items ?? []} />
    </div>
  );
}

/** An Edit button whose name says what it edits. */
function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="secondary" aria-label={`Edit ${name}`} onClick={onClick}>
      Edit
    </Button>
  );
}

function charityColumns(edit: (c: CharityAdminDetail) => void): Column<CharityAdminDetail>[] {
  return [
    { header: 'Name', cell: (c) => c.name },
    { header: 'Slug', cell: (c) => <code>{c.slug}</code> },
    { header: 'Site', cell: (c) => c.link },
    { header: 'Items', numeric: true, cell: (c) => c.items },
    { header: 'Edit', cell: (c) => <EditButton name={c.name} onClick={() => edit(c)} /> },
  ];
}

/**
 * A part of the catalogue: its heading and what it holds, a New button, the create or edit
 * form, and its table (whose rows open their edit form).
 */
function CatalogueSection<T>({
  title,
  note,
  newLabel,
  keyOf,
  form,
  toolbar,
  children,
}: {
  title: string;
  note: string;
  newLabel: string;
  keyOf: (row: T) => string;
  /** The form for `row` (null: a new one). */
  form: (row: T | null, onClose: () => void) => ReactNode;
  toolbar?: ReactNode;
  children: (edit: (row: T) => void) => ReactNode;
}) {
  // null: the new form; a row: its edit form; undefined: no form.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id={heading} className="font-semibold">
            {title}
          </h2>
          <p className="text-sm text-fg-muted">{note}</p>
        </div>
        {editing === undefined && <Button onClick={() => setEditing(null)}>{newLabel}</Button>}
      </div>
      {editing !== undefined && (
        <Card key={editing === null ? 'new' : keyOf(editing)}>
          {form(editing, () => setEditing(undefined))}
        </Card>
      )}
      <Card>
        {toolbar}
        {children(setEditing)}
      </Card>
    </section>
  );
}

const STATUS_TONES = {
  upcoming: 'info',
  live: 'success',
  ended: 'warning',
  sold: 'success',
  unsold: 'neutral',
} as const satisfies Record<NftItemAdmin['status'], string>;

const usdt = (amount: string | null) => `${formatAmount(amount ?? '0')} USDT`;

/** An item's terms in words: its prices, copies and share to the charity. */
export function termsText(item: NftItemAdmin): string {
  const sale =
    item.mode === 'auction'
      ? `From ${usdt(item.startingPrice)}, reserve ${usdt(item.reservePrice)}, ` +
        `steps of ${usdt(item.minIncrement)}`
      : `${usdt(item.price)} a copy, ${item.editionSize} copies`;
  return `${sale}; ${percent(item.donationShare)} to the charity`;
}

function itemColumns(edit: (item: NftItemAdmin) => void): Column<NftItemAdmin>[] {
  return [
    { header: 'Title (en)', cell: (i) => `${itemTitle(i)} (#${i.id})` },
    { header: 'Charity', cell: (i) => i.charityName },
    { header: 'Mode', cell: (i) => MODE_LABELS[i.mode] },
    { header: 'Terms', cell: termsText },
    {
      header: 'Sale',
      cell: (i) =>
        `${formatDateTime(i.startsAt)} – ${i.endsAt ? formatDateTime(i.endsAt) : 'no end'}`,
    },
    {
      header: 'Status',
      cell: (i) => (
        <Badge tone={STATUS_TONES[i.status]}>
          {i.status.charAt(0).toUpperCase() + i.status.slice(1)}
        </Badge>
      ),
    },
    {
      header: 'Sold / bids',
      numeric: true,
      cell: (i) =>
        i.mode === 'auction'
          ? `${i.bidCount} bids${i.currentBid ? `, top ${usdt(i.currentBid)}` : ''}`
          : `${i.sold} of ${i.editionSize} sold`,
    },
    { header: 'Artwork', cell: (i) => (i.hasArtwork ? 'Yes' : 'No') },
    {
      header: 'Terms fixed',
      cell: (i) => (i.locked ? <Badge tone="warning">Locked</Badge> : 'No'),
    },
    {
      header: 'Edit',
      cell: (i) => <EditButton name={itemTitle(i)} onClick={() => edit(i)} />,
    },
  ];
}

/** The items, newest first, of one charity or all, paged. */
function Items({ charities }: { charities: readonly CharityAdminDetail[] }) {
  const [charity, setCharity] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const items = useQuery(itemsQuery(charity, page));
  return (
    <CatalogueSection<NftItemAdmin>
      title="Items"
      note="Once an item has a bid or a sale its terms are fixed; its texts, creator, chain and order can still change."
      newLabel="New item"
      keyOf={(i) => i.id}
      form={(item, onClose) => (
        <ItemForm item={item} charities={charities} charityId={charity} onClose={onClose} />
      )}
      toolbar={
        <div className="border-b border-line p-3">
          <SelectField
            label="Show items of"
            compact
            className="w-64"
            value={charity === null ? '' : String(charity)}
            onChange={(e) => {
              setCharity(e.target.value === '' ? null : Number(e.target.value));
              setPage(1);
            }}
            options={[
              ['', 'All charities'],
              ...charities.map((c) => [String(c.id), c.name] as const),
            ]}
          />
        </div>
      }
    >
      {(edit) => (
        <PagedTable
          query={items}
          onPage={setPage}
          caption="Items"
          columns={itemColumns(edit)}
          rowKey={(i) => i.id}
          empty="No items yet."
        />
      )}
    </CatalogueSection>
  );
}
