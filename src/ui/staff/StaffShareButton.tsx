import { useState } from 'react';
import { shareQrCode, type ShareOutcome } from './share-qr-code.ts';

// Full class names: the Bootstrap subset keeps only classes written out in the source.
const toneClass = { success: 'alert alert-success', danger: 'alert alert-danger', warning: 'alert alert-warning' } as const;

/** The Share action of the staff detail page (signed-in visitors only). */
export function StaffShareButton({ qrCodeUrl, staffName }: { qrCodeUrl: string; staffName: string }) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  return (
    <div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={async () => {
          setOutcome(null);
          setOutcome(await shareQrCode(qrCodeUrl, staffName));
        }}
      >
        Share
      </button>
      <div role="status" className="mt-2">
        {outcome && (
          <div className={`${toneClass[outcome.tone]} mb-0 py-2`}>
            {outcome.title && <strong className="d-block">{outcome.title}</strong>}
            {outcome.text}
          </div>
        )}
      </div>
    </div>
  );
}
