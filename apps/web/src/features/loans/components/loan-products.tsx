import type { LoanLevel, LoanProduct, LoanStanding } from '@swx/contract';
import { Button } from '@swx/ui';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../../components/trade/product-card';
import { LoadError } from '../../../components/ui/load-error';
import { ProductCardsSkeleton } from '../../../components/ui/skeleton';
import { TermRow } from '../../../components/ui/term-row';
import { Usdt } from '../../../components/trade/parts';
import { useFormat } from '../../../i18n/format';
import { compareDecimals } from '../../../lib/validation';
import { useLoanProducts } from '../api/loans';

/**
 * The loans on offer (issue 19): each product's terms, daily and annual rate, the interest-free
 * days, and what the reader may borrow at their level beside what the next level would allow;
 * "Apply" opens the application. Above them, the reader's standing: verification, loans open,
 * an overdue loan.
 */
export function LoanProducts({ onApply }: { onApply(product: LoanProduct): void }) {
  const { t } = useTranslation();
  const products = useLoanProducts();
  if (products.isPending) return <ProductCardsSkeleton testId="loan-products-loading" />;
  if (products.isError) {
    return (
      <LoadError
        title={t('loans.products.loadError')}
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  }
  const { items, standing } = products.data;
  return (
    <div className="flex flex-col gap-4">
      <Standing standing={standing} />
      <ul className="grid gap-4 desk:grid-cols-2" data-testid="loan-products">
        {items.map((product) => (
          <li key={product.id}>
            <OnSale product={product} standing={standing} onApply={() => onApply(product)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Standing({ standing }: { standing: LoanStanding }) {
  const { t } = useTranslation();
  const message =
    standing.level === 'unverified'
      ? t('loans.standing.unverified')
      : standing.overdue
        ? t('loans.standing.overdue')
        : standing.activeLoans >= standing.maxActive
          ? t('loans.standing.limitReached')
          : t(`loans.standing.${standing.level}`);
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm"
      data-testid="loan-standing"
      data-level={standing.level}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <p className="text-fg-muted">{message}</p>
    </div>
  );
}

/** The limit of `level` and of the level above it, when there is one. */
function limitsFor(product: LoanProduct, level: LoanLevel) {
  const order: LoanLevel[] = ['unverified', 'verified', 'established'];
  const index = order.indexOf(level);
  const mine = product.limits.find((l) => l.level === level);
  const next = product.limits.find((l) => l.level === order[index + 1]);
  return { mine, next };
}

function OnSale({
  product,
  standing,
  onApply,
}: {
  product: LoanProduct;
  standing: LoanStanding;
  onApply(): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { mine, next } = limitsFor(product, standing.level);
  const blocked =
    standing.level === 'unverified' ||
    standing.overdue ||
    standing.activeLoans >= standing.maxActive ||
    compareDecimals(standing.poolAvailable, product.limits[0]!.minAmount) < 0;
  return (
    <ProductCard
      testId="loan-product"
      code={product.code}
      name={product.name}
      description={product.description}
      lang={product.lang}
    >
      <p className="text-xl font-semibold text-fg tabular-nums">
        {t('loans.terms.ratePerDay', { rate: format.rate(product.dailyRate) })}
        <span className="ms-2 text-sm font-normal text-fg-muted">
          {t('loans.terms.ratePerYear', { rate: format.rate(product.annualRate) })}
        </span>
      </p>
      <dl className="flex flex-col gap-2 text-sm">
        <TermRow label={t('loans.terms.terms')}>
          {product.terms.map((days) => t('loans.terms.days', { count: days })).join(' · ')}
        </TermRow>
        <TermRow label={t('loans.terms.interestFree')}>
          {t('loans.terms.days', { count: product.interestFreeDays })}
        </TermRow>
        {mine && standing.level !== 'unverified' && (
          <TermRow label={t('loans.terms.yourLimit')}>
            <span className="whitespace-nowrap" dir="ltr" data-testid="loan-product-limit">
              <Usdt value={mine.minAmount} /> – <Usdt value={mine.maxAmount} />
            </span>
          </TermRow>
        )}
        {next && (
          <TermRow
            label={
              next.level === 'established'
                ? t('loans.terms.nextLimit.established')
                : t('loans.terms.nextLimit.verified')
            }
          >
            <span className="whitespace-nowrap" dir="ltr">
              <Usdt value={next.maxAmount} />
            </span>
          </TermRow>
        )}
      </dl>
      <Button
        block
        className="mt-auto"
        onClick={onApply}
        disabled={blocked}
        data-testid="loan-product-apply"
      >
        {t('loans.products.apply')}
      </Button>
    </ProductCard>
  );
}
