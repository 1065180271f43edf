import { SectionsPage } from '../../components/sections-page';
import { CataloguePanel } from './catalogue-panel';
import { PayoutsPanel } from './payouts-panel';

/** Each tab and the permission its routes need (apps/server/src/modules/nfts/staff-routes.ts). */
const SECTIONS = [
  {
    key: 'payouts',
    label: 'Charities and payouts',
    permission: 'ledger.adjust',
    Panel: PayoutsPanel,
  },
  { key: 'catalogue', label: 'Catalogue', permission: 'config.manage', Panel: CataloguePanel },
] as const;

/**
 * Charity NFTs: what each charity was given and is owed, and the payouts to them; the catalogue
 * of charities and items.
 */
export function NftsPage() {
  return <SectionsPage title="Charity NFTs" sections={SECTIONS} />;
}

export default NftsPage;
