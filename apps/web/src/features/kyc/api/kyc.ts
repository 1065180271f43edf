import {
  Code,
  Paths,
  identificationStatus,
  type IdentificationFields,
  type IdentificationStatus,
} from '@swx/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency';
import { walletKeys } from '../../../lib/query-keys';
import { errorCode } from '../../../lib/api-client';
import { KYC_PHOTOS, type KycPhoto } from '../validation';

export interface KycApplication {
  fields: IdentificationFields;
  photos: Record<KycPhoto, File>;
}

/**
 * POST /user/identification (multipart: the applicant fields and the photos `front`, `back`,
 * `hand`) with the attempt's Idempotency-Key: a retry after a lost answer gets the first
 * answer back instead of "already pending" (10019).
 */
export function submitIdentification(
  application: KycApplication,
  key: string,
): Promise<IdentificationStatus> {
  const form = new FormData();
  for (const [name, value] of Object.entries(application.fields)) form.set(name, value);
  for (const name of KYC_PHOTOS) form.set(name, application.photos[name]);
  return api.post(Paths.identification, form, {
    schema: identificationStatus,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

/**
 * Submits the application. The status it answers (pending) is shown at once and read again;
 * 10019 (already pending or verified, from another tab or device) reads the status again too.
 */
export function useSubmitIdentification() {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: walletKeys.identification() });
  return useMutation({
    mutationFn: ({ application, key }: { application: KycApplication; key: string }) =>
      submitIdentification(application, key),
    onSuccess: (status) => {
      queryClient.setQueryData(walletKeys.identification(), status);
      refresh();
    },
    onError: (error) => {
      if (errorCode(error) === Code.VERIFICATION_STATUS_INCORRECT) refresh();
    },
  });
}
