import { messages } from '../../domain/messages.ts';

export interface ShareOutcome {
  tone: 'success' | 'danger' | 'warning';
  title?: string;
  text: string;
}

/**
 * docs/product.md#messages: share the QR code's address with the Web Share API when the browser has it,
 * otherwise copy it to the clipboard. A share the visitor cancels is not an error (null).
 */
export async function shareQrCode(qrCodeUrl: string, staffName: string): Promise<ShareOutcome | null> {
  if (!qrCodeUrl) return { tone: 'warning', title: messages.share.noQrTitle, text: messages.share.noQr };
  const url = new URL(qrCodeUrl, window.location.origin).toString();
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: `QR code of ${staffName}`, url });
      return null;
    }
    await navigator.clipboard.writeText(url);
    return { tone: 'success', text: messages.share.copied };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    console.error('Sharing the QR code failed', error);
    return { tone: 'danger', text: messages.share.failed };
  }
}
