import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Card } from '../../components/feedback';
import { SelectField } from '../../components/select-field';
import { QueryState } from './ui';

/**
 * A product editor's frame: the instrument code picker (codes from the unfiltered list), the
 * note that open orders keep their terms, and the editor for the picked code.
 */
export function ProductFrame({
  label,
  codes,
  code,
  onCode,
  children,
}: {
  label: string;
  codes: readonly string[];
  code: string;
  onCode: (code: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SelectField
          label={label}
          compact
          className="w-56"
          value={code}
          onChange={(event) => onCode(event.target.value)}
          options={[['', 'Choose an instrument'], ...codes.map((c) => [c, c] as const)]}
        />
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          Open orders keep the terms they were placed with.
        </p>
      </div>
      {code === '' ? (
        <Card className="p-5 text-sm text-fg-muted">
          Choose an instrument to see and edit its settings.
        </Card>
      ) : (
        children
      )}
    </div>
  );
}

/** The query of a product list, all codes (no `code`) or one code's. */
type ProductsQuery<T> = (code?: string) => UseQueryOptions<T[], Error, T[], string[]>;

/**
 * A product page (options products, contract settings): the code picker over every product,
 * then the picked code's product in `editor`, or "<code> has no <missing>." without one.
 */
export function ProductPanel<T extends { code: string }>({
  label,
  query,
  missing,
  editor,
}: {
  label: string;
  query: ProductsQuery<T>;
  missing: string;
  editor: (product: T) => ReactNode;
}) {
  const all = useQuery(query());
  const [code, setCode] = useState('');
  return (
    <QueryState query={all} rows={2}>
      {(list) => (
        <ProductFrame label={label} codes={list.map((p) => p.code)} code={code} onCode={setCode}>
          <ProductByCode key={code} code={code} query={query} missing={missing} editor={editor} />
        </ProductFrame>
      )}
    </QueryState>
  );
}

function ProductByCode<T>({
  code,
  query,
  missing,
  editor,
}: {
  code: string;
  query: ProductsQuery<T>;
  missing: string;
  editor: (product: T) => ReactNode;
}) {
  const found = useQuery(query(code));
  return (
    <QueryState query={found} rows={3}>
      {(list) => {
        const product = list[0];
        if (!product) {
          return (
            <Card className="p-5 text-sm text-fg-muted">
              {code} has no {missing}.
            </Card>
          );
        }
        return editor(product);
      }}
    </QueryState>
  );
}
