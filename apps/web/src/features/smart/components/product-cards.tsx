import type { SmartProduct } from '@swx/contract';
import { Button } from '@swx/ui';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ProductCard } from '../../../components/trade/product-card';
import { LoadError } from '../../../components/ui/load-error';
import { ProductCardsSkeleton } from '../../../components/ui/skeleton';
import { TermRow } from '../../../components/ui/term-row';
import { Usdt } from '../../../components/trade/parts';
import { useFormat } from '../../../i18n/format';
import { compareDecimals } from '../../../lib/validation';
import { useSmartProducts } from '../api/list-smart-products';
import { accrualClock } from '../terms';
import { Rates } from './smart-parts';

/** Where a plan's yield comes from, in plain words (issue 18): shown above the plans on sale. */
export function YieldSource() {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm"
      data-testid="smart-yield-source"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <div className="flex flex-col gap-1">
        <p className="font-medium text-fg">{t('smart.source.title')}</p>
        <p className="text-fg-muted">{t('smart.source.body')}</p>
      </div>
    </div>
  );
}

/** The plans on sale, one card each, with "Invest" (which opens the buy sheet). */
export function ProductCards({ onBuy }: { onBuy(product: SmartProduct): void }) {
  const { t } = useTranslation();
  const products = useSmartProducts();
  if (products.isPending) return <ProductCardsSkeleton testId="smart-products-loading" />;
  if (products.isError) {
    return (
      <LoadError
        title={t('smart.products.loadError')}
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  }
  const items = products.data.items;
  if (items.length === 0) {
    return (
      <Card className="p-5 text-sm text-fg-muted" data-testid="smart-products-empty">
        {t('smart.products.empty')}
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 desk:grid-cols-2" data-testid="smart-products">
      {items.map((product) => (
        <li key={product.id}>
          <OnSale product={product} onBuy={() => onBuy(product)} />
        </li>
      ))}
    </ul>
  );
}

function OnSale({ product, onBuy }: { product: SmartProduct; onBuy(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const soldOut = compareDecimals(product.capacity, product.minAmount) < 0;
  return (
    <ProductCard
      testId="smart-product"
      code={product.code}
      name={product.name}
      description={product.description}
      lang={product.lang}
    >
      <p className="text-xl font-semibold text-fg tabular-nums">
        <Rates daily={product.dailyRate} annual={product.annualRate} testId="smart-product-rate" />
      </p>
      <dl className="flex flex-col gap-2 text-sm">
        <TermRow label={t('smart.terms.term')} testId="smart-product-term">
          {t('smart.terms.days', { days: product.termDays })}
        </TermRow>
        <TermRow label={t('smart.terms.range')}>
          {/* A range of numbers reads left to right in every language (ui.md). */}
          <span className="whitespace-nowrap" dir="ltr" data-testid="smart-product-range">
            <Usdt value={product.minAmount} /> – <Usdt value={product.maxAmount} />
          </span>
        </TermRow>
        <TermRow label={t('smart.terms.payout')}>{t(`smart.payout.${product.payout}`)}</TermRow>
        <TermRow label={t('smart.terms.accrualTime')}>
          <span dir="ltr">{accrualClock(product.accrualMinute, format.locale)}</span>
        </TermRow>
        <TermRow label={t('smart.terms.penaltyRate')}>{format.rate(product.penaltyRate)}</TermRow>
        <TermRow label={t('smart.terms.capacity')}>
          <Usdt value={product.capacity} testId="smart-product-capacity" />
        </TermRow>
      </dl>
      <div className="mt-auto flex flex-col gap-2">
        {product.onePerUser && (
          <p className="text-xs text-fg-muted">{t('smart.products.onePerUser')}</p>
        )}
        <Button block onClick={onBuy} disabled={soldOut} data-testid="smart-product-buy">
          {soldOut ? t('smart.products.soldOut') : t('smart.products.invest')}
        </Button>
      </div>
    </ProductCard>
  );
}
