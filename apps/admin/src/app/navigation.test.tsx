import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn } from '../test/harness';
import { routes } from './app';
import { NAV_ITEMS, visibleItems } from './navigation';

function sidebarLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('navigation by permission', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows only the sections the role grants', () => {
    signIn(['dashboard.view', 'users.read']);
    renderRoutes(routes, '/nowhere');
    expect(sidebarLinks()).toEqual(['Dashboard', 'Users', 'Smart plans']);
  });

  it('shows the support role the chat, the users it answers and the dashboard', () => {
    const staff = signIn(['dashboard.view', 'users.read', 'support.chat']);
    expect(visibleItems(staff).map((item) => item.label)).toEqual([
      'Dashboard',
      'Users',
      'Smart plans',
      'Support chat',
    ]);
  });

  it('shows finance its queues and adjustments, not staff, configuration or audit', () => {
    const staff = signIn([
      'dashboard.view',
      'deposits.review',
      'withdrawals.review',
      'files.view',
      'users.read',
      'ledger.adjust',
      'loans.review',
    ]);
    expect(visibleItems(staff).map((item) => item.label)).toEqual([
      'Dashboard',
      'Deposits',
      'Withdrawals',
      'Users',
      'Adjustments',
      'Smart plans',
      'Loans',
      'Charity NFTs',
    ]);
  });

  it('maps every section to its own permission, superadmin seeing all fourteen', () => {
    const staff = signIn(NAV_ITEMS.map((item) => item.permission));
    expect(visibleItems(staff)).toHaveLength(14);
    expect(Object.fromEntries(NAV_ITEMS.map((item) => [item.to, item.permission]))).toEqual({
      '/': 'dashboard.view',
      '/kyc': 'kyc.review',
      '/deposits': 'deposits.review',
      '/withdrawals': 'withdrawals.review',
      '/users': 'users.read',
      '/adjustments': 'ledger.adjust',
      '/smart': 'users.read',
      '/loans': 'loans.review',
      '/nfts': 'ledger.adjust',
      '/configuration': 'config.manage',
      '/content': 'content.manage',
      '/support': 'support.chat',
      '/staff': 'staff.manage',
      '/audit': 'audit.read',
    });
  });

  it('refuses a section opened by address without its permission', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    signIn(['dashboard.view', 'content.manage']);
    renderRoutes(routes, '/staff');
    expect(screen.getByText(/your role cannot open this section/i)).toBeTruthy();
    expect(sidebarLinks()).toEqual(['Dashboard', 'Content']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
