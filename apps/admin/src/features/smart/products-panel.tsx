import { useQuery } from '@tanstack/react-query';
import { ProductsSection } from '../../components/products-section';
import { formatAmount, percent } from '../../lib/money';
import { productsQuery, type SmartProductAdmin } from './api';
import { ProductForm } from './product-form';

const pad = (n: number) => String(n).padStart(2, '0');
const time = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)} UTC`;

/** The products (active or not) with what they hold and their capacity; create and edit. */
export function ProductsPanel() {
  return (
    <ProductsSection<SmartProductAdmin>
      caption="Smart products"
      note="A change applies to plans sold afterwards; plans already sold keep their terms."
      query={useQuery(productsQuery())}
      columns={[
        { header: 'Term', cell: (p) => `${p.termDays} days` },
        {
          header: 'Rate',
          cell: (p) => `${percent(p.dailyRate)}/day, ${percent(p.annualRate)}/year`,
        },
        {
          header: 'Range',
          numeric: true,
          cell: (p) => `${formatAmount(p.minAmount)}–${formatAmount(p.maxAmount)}`,
        },
        {
          header: 'Payout',
          cell: (p) =>
            `${p.payout === 'daily' ? 'Daily' : 'At maturity'}, ${time(p.accrualMinute)}`,
        },
        {
          header: 'Earning',
          numeric: true,
          cell: (p) => `${p.earningPlans} (${formatAmount(p.earningPrincipal)} USDT)`,
        },
        { header: 'Capacity', numeric: true, cell: (p) => `${formatAmount(p.capacity)} USDT` },
      ]}
      form={(product, onClose) => <ProductForm product={product} onClose={onClose} />}
    />
  );
}
