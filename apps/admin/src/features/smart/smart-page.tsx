import { useState } from 'react';
import { Tabs } from '../../components/tabs';
import { hasPermission, useSession } from '../../lib/session';
import { ExpirationsPanel } from './expirations-panel';
import { PlansPanel } from './plans-panel';
import { ProductsPanel } from './products-panel';
import { ReservePanel } from './reserve-panel';

type Section = 'reserve' | 'plans' | 'expirations' | 'products';

/** Each tab and the permission its routes need (apps/server/src/modules/smart/staff-routes.ts). */
const SECTIONS: readonly (readonly [Section, string, string])[] = [
  ['reserve', 'Reserve', 'ledger.adjust'],
  ['plans', 'Plans', 'users.read'],
  ['expirations', 'Early ends', 'ledger.adjust'],
  ['products', 'Products', 'config.manage'],
];

const PANELS: Record<Section, () => React.JSX.Element> = {
  reserve: ReservePanel,
  plans: PlansPanel,
  expirations: ExpirationsPanel,
  products: ProductsPanel,
};

/**
 * Smart plans: the yield reserve and its fundings, every user's plans, the operator's early
 * ends of plans, the products.
 */
export function SmartPage() {
  const { staff } = useSession();
  const tabs = SECTIONS.filter(([, , permission]) => hasPermission(staff, permission)).map(
    ([key, label]) => [key, label] as const,
  );
  const [section, setSection] = useState<Section>(tabs[0]?.[0] ?? 'plans');
  const Panel = PANELS[section];
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <h1 className="text-xl font-semibold">Smart plans</h1>
      <Tabs label="Smart plans sections" tabs={tabs} value={section} onChange={setSection} fill>
        <Panel />
      </Tabs>
    </div>
  );
}

export default SmartPage;
