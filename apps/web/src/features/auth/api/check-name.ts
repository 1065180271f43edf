import { Paths, checkNameResult } from '@swx/contract';
import { api } from '../../../lib/api-client';

/** GET /login/checkUserNameOrPhone: whether a username or an email is still free (uncached). */
export function checkName(query: { username: string } | { email: string }) {
  return api.get(Paths.checkName, { query, cache: false, schema: checkNameResult });
}
