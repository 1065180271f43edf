import { z } from 'zod';
import { identificationFields, KYC_PHOTOS } from '../wallet.js';
import { invalid, pageOf, pageQuery } from './common.js';

/** The identity verification queue (apps/server/src/modules/kyc/staff-routes.ts). */

export const KYC_REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type KycReviewStatus = (typeof KYC_REVIEW_STATUSES)[number];

export const kycQuery = z.strictObject(
  { status: z.enum(KYC_REVIEW_STATUSES, invalid).optional(), ...pageQuery },
  invalid,
);

/** An identity verification as staff see it: the fields sent, the decision and the photos. */
export const kycApplication = z.object({
  ...identificationFields.shape,
  id: z.string(),
  userId: z.string(),
  status: z.enum(KYC_REVIEW_STATUSES),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  files: z.object(
    Object.fromEntries(KYC_PHOTOS.map((photo) => [photo, z.string()])) as Record<
      (typeof KYC_PHOTOS)[number],
      z.ZodString
    >,
  ),
});
export const kycPage = pageOf(kycApplication);

/** The answer to a decision: whose application, and what it now is. */
export const kycDecision = z.object({
  userId: z.number(),
  status: z.enum(['verified', 'rejected']),
});

export type KycDecision = z.infer<typeof kycDecision>;
export type KycApplication = z.infer<typeof kycApplication>;
export type KycPage = z.infer<typeof kycPage>;
