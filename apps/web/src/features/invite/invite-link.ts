/**
 * The personal invite link: the registration page, which fills in the code from `?invite=`
 * (routes/register.tsx).
 */
export function inviteLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/pass/register?invite=${encodeURIComponent(code)}`;
}

/** Whether the browser has a share sheet (Web Share API): mostly phones and some desktops. */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
