import type { LoanRecord, LoanStatus } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Figure,
  HoldingsList,
  ListRow,
  RowHeading,
  type HoldingsListProps,
} from '../../../components/trade/list-parts';
import { Usdt } from '../../../components/trade/parts';
import { useFormat } from '../../../i18n/format';
import { LOANS_PAGE_SIZE, useLoans } from '../api/loans';

/** The tone of each status: good news, news that needs the reader, or a plain state. */
const TONES: Record<LoanStatus, string> = {
  pending_review: 'text-fg-muted',
  signed: 'text-fg-muted',
  repaying: 'text-accent-text',
  repaid: 'text-up',
  expired: 'text-down',
  rejected: 'text-down',
};

export function LoanStatusBadge({ status, testId }: { status: LoanStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`text-sm font-medium ${TONES[status]}`}
      data-testid={testId}
      data-status={status}
    >
      {t(`loans.status.${status}`)}
    </span>
  );
}

/** "My loans": the caller's loans, newest first; a row opens the loan. */
export function LoanList({ page, onPageChange, onBrowse }: HoldingsListProps) {
  const { t } = useTranslation();
  return (
    <HoldingsList
      query={useLoans(page)}
      pageSize={LOANS_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      onBrowse={onBrowse}
      texts={{
        loadError: t('loans.list.loadError'),
        pages: t('loans.list.pages'),
        empty: t('loans.list.empty'),
        browse: t('loans.list.browse'),
      }}
      testIds={{ loading: 'loans-loading', empty: 'loans-empty' }}
    >
      {(items) => (
        <ul className="divide-y divide-line" data-testid="loans">
          {items.map((loan) => (
            <LoanRow key={loan.id} loan={loan} />
          ))}
        </ul>
      )}
    </HoldingsList>
  );
}

function LoanRow({ loan }: { loan: LoanRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  return (
    <ListRow
      testId="loan-row"
      data={{ 'data-loan': loan.id, 'data-status': loan.status }}
      details={t('loans.list.detailsOf', { loanNo: loan.loanNo })}
      detailsTestId="loan-open"
      onDetails={() => void navigate(`/loan/detail?id=${encodeURIComponent(loan.id)}`)}
    >
      <RowHeading
        title={loan.productName}
        number={loan.loanNo}
        status={<LoanStatusBadge status={loan.status} testId="loan-status" />}
      />
      <dl className="grid grid-cols-2 gap-3 text-sm desk:grid-cols-4">
        <Figure label={t('loans.terms.amount')}>
          <Usdt value={loan.amount} testId="loan-amount" />
        </Figure>
        <Figure label={t('loans.terms.outstanding')}>
          <Usdt value={loan.outstanding} testId="loan-outstanding" />
        </Figure>
        <Figure label={t('loans.terms.interestToDate')}>
          <Usdt value={loan.interestToDate} />
        </Figure>
        <Figure label={t('loans.terms.dueAt')}>
          {loan.dueAt ? (
            <time dateTime={loan.dueAt} data-testid="loan-due">
              {format.date(loan.dueAt)}
            </time>
          ) : (
            '—'
          )}
        </Figure>
      </dl>
    </ListRow>
  );
}
