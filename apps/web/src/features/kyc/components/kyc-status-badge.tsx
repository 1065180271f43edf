import type { IdentificationStatus } from '@swx/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

export type KycStatus = IdentificationStatus['status'];

const TONES: Record<KycStatus, BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};

/** The verification status as a badge: not verified, pending review, verified, not passed. */
export function KycStatusBadge({ status, testId }: { status: KycStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} testId={testId}>
      {t(`kyc.status.${status}`)}
    </Badge>
  );
}
