import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { StaffRole } from '../../lib/session';

/** Shapes of the staff accounts routes (apps/server/src/modules/staff/routes.ts). */
export interface StaffAccount {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  enrolled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface NewStaff {
  username: string;
  email: string;
  password: string;
  role: StaffRole;
}

export type StaffChange =
  { role: StaffRole } | { status: 'active' | 'disabled' } | { resetTotp: true };

export const staffKeys = { all: ['staff'] as const };

export function staffQuery() {
  return queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => api<{ items: StaffAccount[] }>('GET', '/staff', { signal }),
  });
}

export function createStaff(body: NewStaff): Promise<StaffAccount> {
  return api<StaffAccount>('POST', '/staff', { body });
}

export function updateStaff(id: number, change: StaffChange, reason: string) {
  return api<StaffAccount>('POST', `/staff/${id}`, { body: { ...change, reason } });
}
