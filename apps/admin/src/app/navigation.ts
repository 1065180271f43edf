import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ClipboardCheck,
  FileText,
  LayoutDashboard,
  Scale,
  ScrollText,
  Settings,
  HandCoins,
  HeartHandshake,
  Headset,
  PiggyBank,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffProfile } from '../lib/session';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The permission that shows the item (apps/server/src/modules/staff/access.ts). */
  permission: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard, permission: 'dashboard.view' },
  { to: '/kyc', label: 'KYC', icon: ClipboardCheck, permission: 'kyc.review' },
  { to: '/deposits', label: 'Deposits', icon: ArrowDownToLine, permission: 'deposits.review' },
  {
    to: '/withdrawals',
    label: 'Withdrawals',
    icon: ArrowUpFromLine,
    permission: 'withdrawals.review',
  },
  { to: '/users', label: 'Users', icon: Users, permission: 'users.read' },
  { to: '/adjustments', label: 'Adjustments', icon: Scale, permission: 'ledger.adjust' },
  /** Its tabs each need their own permission too (features/smart/smart-page.tsx). */
  { to: '/smart', label: 'Smart plans', icon: PiggyBank, permission: 'users.read' },
  { to: '/loans', label: 'Loans', icon: HandCoins, permission: 'loans.review' },
  /** Its tabs each need their own permission too (features/nfts/nfts-page.tsx). */
  { to: '/nfts', label: 'Charity NFTs', icon: HeartHandshake, permission: 'ledger.adjust' },
  { to: '/configuration', label: 'Configuration', icon: Settings, permission: 'config.manage' },
  { to: '/content', label: 'Content', icon: FileText, permission: 'content.manage' },
  { to: '/support', label: 'Support chat', icon: Headset, permission: 'support.chat' },
  { to: '/staff', label: 'Staff', icon: UserCog, permission: 'staff.manage' },
  { to: '/audit', label: 'Audit', icon: ScrollText, permission: 'audit.read' },
];

/** Whether the staff member may open `item`: their role grants its permission. */
export function canSee(staff: StaffProfile, item: NavItem): boolean {
  return staff.permissions.includes(item.permission);
}

/** The sections the staff member may open, in sidebar order. */
export function visibleItems(staff: StaffProfile): NavItem[] {
  return NAV_ITEMS.filter((item) => canSee(staff, item));
}
