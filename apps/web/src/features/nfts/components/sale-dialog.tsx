import type { NftDetail } from '@swx/contract';
import { Fragment, type ReactNode } from 'react';
import { RequestDialog } from '../../../components/ui/request-dialog';
import { useBuyNft } from '../api/buy-nft';
import { useNft } from '../api/get-nft';

/** What the steps of a bid or a purchase are given. */
export interface SaleStepsProps {
  /** The item, with its freshest figures. */
  item: NftDetail;
  buy: ReturnType<typeof useBuyNft>;
  /** Closes the sheet. */
  onDone(): void;
  /** Closes the sheet, then offers the real account. */
  onDemo(): void;
}

/**
 * The sheet of a bid or a purchase (both POST /user/buyNft): it cannot be closed while the
 * request is on its way, shows the freshest figures of the item (the page that opens it follows
 * the item's live topic) and opens on a fresh form for each item.
 */
export function SaleDialog({
  item,
  title,
  testId,
  onClose,
  onDemo,
  children,
}: {
  item: NftDetail | null;
  title(item: NftDetail): string;
  testId: string;
  onClose(): void;
  /** The server said demo (10042): offer the real account. */
  onDemo(): void;
  children(steps: SaleStepsProps): ReactNode;
}) {
  const buy = useBuyNft();
  const fresh = useNft(item?.id ?? '').data;
  const current = item ? (fresh?.id === item.id ? fresh : item) : null;
  return (
    <RequestDialog
      open={item !== null}
      onClose={onClose}
      request={buy}
      title={current ? title(current) : ''}
      testId={testId}
    >
      {(close) =>
        current && (
          <Fragment key={current.id}>
            {children({
              item: current,
              buy,
              onDone: close,
              onDemo: () => {
                close();
                onDemo();
              },
            })}
          </Fragment>
        )
      }
    </RequestDialog>
  );
}
