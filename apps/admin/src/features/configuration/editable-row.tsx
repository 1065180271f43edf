import { Trash2 } from 'lucide-react';
import { Button } from '@swx/ui';
import { CompactInput } from './ui';

export interface ColumnSpec<K extends string> {
  key: K;
  label: string;
  /** "numeric" for whole numbers, "decimal" for decimal strings. */
  inputMode: 'numeric' | 'decimal';
  placeholder?: string;
}

/**
 * One row of an editable table: an input per column (labelled "<column>, row n"), its error
 * under it, and a remove button.
 */
export function EditableRow<K extends string>({
  index,
  columns,
  values,
  errors,
  onChange,
  onRemove,
  canRemove,
}: {
  index: number;
  columns: readonly ColumnSpec<K>[];
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  onChange: (key: K, value: string) => void;
  onRemove: () => void;
  canRemove: boolean;
}) {
  return (
    <tr className="border-b border-line align-top last:border-b-0">
      {columns.map((column) => {
        const error = errors[column.key];
        return (
          <td key={column.key} className="px-2 py-2">
            <CompactInput
              label={`${column.label}, row ${index + 1}`}
              inputMode={column.inputMode}
              autoComplete="off"
              className="tabular"
              placeholder={column.placeholder}
              value={values[column.key]}
              invalid={Boolean(error)}
              onChange={(event) => onChange(column.key, event.target.value)}
            />
            {error && <p className="mt-1 text-xs text-danger">{error}</p>}
          </td>
        );
      })}
      <td className="px-2 py-2 text-end">
        <Button
          variant="ghost"
          aria-label={`Remove row ${index + 1}`}
          disabled={!canRemove}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </td>
    </tr>
  );
}
