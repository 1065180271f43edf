import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/feedback';
import { SelectField } from '../../components/select-field';

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
