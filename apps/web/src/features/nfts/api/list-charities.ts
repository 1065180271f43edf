import { Paths, charityList } from '@swx/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/format';
import { api } from '../../../lib/api-client';
import { nftKeys } from './keys';

/**
 * GET /index/listCharity (public): the charities NFTs support, in the reader's language, with
 * what they were given, paid out and are still owed (sums of their ledger account).
 */
export function useCharities() {
  const language = useLanguage();
  return useQuery({
    queryKey: nftKeys.charities(language),
    queryFn: ({ signal }) =>
      api.get(Paths.listCharity, { schema: charityList, cache: false, signal }),
    staleTime: 30_000,
  });
}
