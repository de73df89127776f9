/**
 * A verification link that was opened but could not be completed (the server could not be
 * reached). It waits in this tab's sessionStorage, and the next sign-in resumes it first
 * (docs/product.md#login: 'go to a stored pending verification link if one exists, and remove it').
 */
export const PENDING_VERIFICATION_KEY = 'admin:pending-verification-link';

export function savePendingVerification(link: string): void {
  try {
    window.sessionStorage.setItem(PENDING_VERIFICATION_KEY, link);
  } catch {
    // Storage can be disabled (private modes); the link then simply is not resumed.
  }
}

export function clearPendingVerification(): void {
  try {
    window.sessionStorage.removeItem(PENDING_VERIFICATION_KEY);
  } catch {
    // See above.
  }
}

/** The stored link, removed as it is read. */
export function takePendingVerification(): string | null {
  try {
    const link = window.sessionStorage.getItem(PENDING_VERIFICATION_KEY);
    window.sessionStorage.removeItem(PENDING_VERIFICATION_KEY);
    return link;
  } catch {
    return null;
  }
}
