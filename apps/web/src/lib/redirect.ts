/** Where the login page sends the user back to: a same-site path, never another login page. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  if (value.startsWith('/pass/') || value.startsWith('/api/')) return null;
  return value;
}

/** `/pass/login?redirect=/profile` (slashes kept readable). */
export function loginUrl(from?: string): string {
  const target = safeRedirect(from);
  if (!target || target === '/') return '/pass/login';
  return `/pass/login?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}`;
}
