import { ButtonDefaults } from '@swx/ui';
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * The back office's look of the shared Button (@swx/ui): the dense `sm` size and the ring
 * spinner. Wraps the app (and the tests' renders).
 */
export function BackOfficeButtons({ children }: { children: ReactNode }) {
  return (
    <ButtonDefaults size="sm" spinner={<Spinner />}>
      {children}
    </ButtonDefaults>
  );
}
