import { fireEvent, screen } from '@testing-library/react';
import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { expect } from 'vitest';
import type { StateListProps } from '../components/trade/list-parts';
import type { OrdersState } from '../lib/query-keys';
import { renderApp } from './render';
import { page, type Handler } from './trading-kit';

/**
 * What the tests of the trading lists share: a list of BTCUSDT (2 decimals) with its tab kept
 * in state, starting at `initial`.
 */
export function StatefulList({
  List,
  initial = 'open',
  ...fixed
}: {
  List: ComponentType<StateListProps & { title: string }>;
  initial?: OrdersState | undefined;
  idBase: string;
  title: string;
  empty: Record<OrdersState, ReactNode>;
}) {
  const [state, setState] = useState<OrdersState>(initial);
  return (
    <List
      code="BTCUSDT"
      precision={2}
      state={state}
      page={1}
      onStateChange={setState}
      onPageChange={() => undefined}
      {...fixed}
    />
  );
}

/** A list answer: `items` on the History tab, nothing on the open one. */
export const historyOf =
  <T,>(items: T[]): Handler =>
  (_body, url) => ({ result: page(url.searchParams.get('state') === 'history' ? items : []) });

/** Renders `list`, waits for its open tab to say `empty`, goes to History and finds its rows. */
export async function historyRows(list: ReactElement, empty: string, rowTestId: string) {
  renderApp(list);
  expect(await screen.findByText(empty)).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'History' }));
  return screen.findAllByTestId(rowTestId);
}
