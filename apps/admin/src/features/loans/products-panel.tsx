import { useQuery } from '@tanstack/react-query';
import { ProductsSection } from '../../components/products-section';
import { formatAmount, percent } from '../../lib/money';
import { loanProductsQuery, type LoanProductAdmin } from './api';
import { LoanProductForm } from './product-form';

/** The loan products (active or not) with their limits and the loans they have open. */
export function LoanProductsPanel() {
  return (
    <ProductsSection<LoanProductAdmin>
      caption="Loan products"
      note="A change applies to applications made afterwards; loans already applied for keep their terms."
      query={useQuery(loanProductsQuery())}
      columns={[
        { header: 'Terms', cell: (p) => `${p.terms.join(', ')} days` },
        {
          header: 'Rate',
          cell: (p) => `${percent(p.dailyRate)}/day, ${percent(p.annualRate)}/year`,
        },
        {
          header: 'Amounts',
          numeric: true,
          cell: (p) =>
            `${formatAmount(p.minAmount)}–${formatAmount(p.maxVerified)} (established ${formatAmount(p.maxEstablished)})`,
        },
        {
          header: 'Open loans',
          numeric: true,
          cell: (p) => `${p.openLoans} (${formatAmount(p.outstandingPrincipal)} USDT out)`,
        },
      ]}
      form={(product, onClose) => <LoanProductForm product={product} onClose={onClose} />}
    />
  );
}
