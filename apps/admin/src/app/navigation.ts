import {
  ClipboardCheck,
  LayoutDashboard,
  ScrollText,
  ArrowDownToLine,
  ArrowUpFromLine,
  type LucideIcon,
} from 'lucide-react';
import type { StaffProfile } from '../lib/session';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The permission that shows the item; none: every staff member. */
  permission?: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/kyc', label: 'KYC', icon: ClipboardCheck, permission: 'kyc.review' },
  { to: '/deposits', label: 'Deposits', icon: ArrowDownToLine, permission: 'deposits.review' },
  {
    to: '/withdrawals',
    label: 'Withdrawals',
    icon: ArrowUpFromLine,
    permission: 'withdrawals.review',
  },
  { to: '/audit', label: 'Audit', icon: ScrollText, permission: 'audit.read' },
];

/**
 * Whether the staff member may open `item`. The audit chain check needs only a staff session
 * on today's server, so a superadmin sees Audit before 'audit.read' is granted by name.
 */
export function canSee(staff: StaffProfile, item: NavItem): boolean {
  if (!item.permission) return true;
  if (staff.permissions.includes(item.permission)) return true;
  return item.permission === 'audit.read' && staff.role === 'superadmin';
}
