import { socialLink, supportEmail, type SocialLink } from '@swx/contract';
import { useParameter } from './get-parameter';

/**
 * The `site.socialLinks` parameter (a JSON array set by the operator) as links; entries that
 * are malformed, not https or of an unknown network are left out rather than breaking the footer.
 */
export function parseSocialLinks(value: string | null | undefined): SocialLink[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item) => {
    const link = socialLink.safeParse(item);
    return link.success ? [link.data] : [];
  });
}

export function useSocialLinks(): SocialLink[] {
  return parseSocialLinks(useParameter('site.socialLinks').data);
}

/** The support address the operator publishes (`site.supportEmail`), or null when none is set. */
export function useSupportEmail(): string | null {
  const value = useParameter('site.supportEmail').data?.trim() ?? '';
  return value && supportEmail.safeParse(value).success ? value : null;
}
