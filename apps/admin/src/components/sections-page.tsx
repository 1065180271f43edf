import { useState, type ComponentType } from 'react';
import { hasPermission, useSession } from '../lib/session';
import { Tabs } from './tabs';

/** A tab of a sectioned page and the permission its routes need. */
export interface Section<K extends string> {
  key: K;
  label: string;
  permission: string;
  Panel: ComponentType;
}

/**
 * A page of sections (Smart plans, Loans): a title and the tabs the staff member's role grants,
 * the first of them open. A role granting none shows the title alone (the navigation does not
 * lead there).
 */
export function SectionsPage<K extends string>({
  title,
  sections,
}: {
  title: string;
  sections: readonly Section<K>[];
}) {
  const { staff } = useSession();
  const granted = sections.filter((s) => hasPermission(staff, s.permission));
  const [open, setOpen] = useState<K | undefined>(granted[0]?.key);
  const section = granted.find((s) => s.key === open) ?? granted[0];
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <h1 className="text-xl font-semibold">{title}</h1>
      {section && (
        <Tabs
          label={`${title} sections`}
          tabs={granted.map((s) => [s.key, s.label] as const)}
          value={section.key}
          onChange={setOpen}
          fill
        >
          <section.Panel />
        </Tabs>
      )}
    </div>
  );
}
