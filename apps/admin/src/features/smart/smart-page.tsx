import { SectionsPage } from '../../components/sections-page';
import { ExpirationsPanel } from './expirations-panel';
import { PlansPanel } from './plans-panel';
import { ProductsPanel } from './products-panel';
import { ReservePanel } from './reserve-panel';

/** Each tab and the permission its routes need (apps/server/src/modules/smart/staff-routes.ts). */
const SECTIONS = [
  { key: 'reserve', label: 'Reserve', permission: 'ledger.adjust', Panel: ReservePanel },
  { key: 'plans', label: 'Plans', permission: 'users.read', Panel: PlansPanel },
  { key: 'expirations', label: 'Early ends', permission: 'ledger.adjust', Panel: ExpirationsPanel },
  { key: 'products', label: 'Products', permission: 'config.manage', Panel: ProductsPanel },
] as const;

/**
 * Smart plans: the yield reserve and its fundings, every user's plans, the operator's early
 * ends of plans, the products.
 */
export function SmartPage() {
  return <SectionsPage title="Smart plans" sections={SECTIONS} />;
}

export default SmartPage;
