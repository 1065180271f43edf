import { Paths, googleStartResult } from '@swx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /login/googleStart: the identity provider's URL to open. */
export function googleStart() {
  return api.post(Paths.googleStart, undefined, { schema: googleStartResult });
}

export function useGoogleStart() {
  return useMutation({
    mutationFn: googleStart,
    onSuccess: ({ url }) => {
      window.location.href = url;
    },
  });
}
