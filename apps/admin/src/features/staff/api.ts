import {
  AdminPaths,
  adminPath,
  staffAccount,
  staffList,
  type NewStaff,
  type StaffAccount,
  type StaffRole,
  type StaffStatus,
} from '@swx/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The staff accounts' shapes are the contract's (`@swx/contract/admin`). */
export type { NewStaff, StaffAccount };

export type StaffChange = { role: StaffRole } | { status: StaffStatus } | { resetTotp: true };

export const staffKeys = { all: ['staff'] as const };

export function staffQuery() {
  return queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => api('GET', AdminPaths.staff, { signal, schema: staffList }),
  });
}

export function createStaff(body: NewStaff): Promise<StaffAccount> {
  return api('POST', AdminPaths.staff, { body, schema: staffAccount });
}

export function updateStaff(id: number, change: StaffChange, reason: string) {
  return api('POST', adminPath(AdminPaths.staffById, { id }), {
    body: { ...change, reason },
    schema: staffAccount,
  });
}
