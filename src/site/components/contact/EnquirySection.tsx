import type { ReactNode } from 'react';
import { routes } from '../../../domain/routes.ts';

/**
 * The 'Online Enquiry' section (anchor #contact, SPEC section 2) around the form island, which
 * the page passes in as a hydrated child so this frame stays static HTML.
 */
export function EnquirySection({ children }: { children: ReactNode }) {
  return (
    <section id="contact" className="py-5" aria-labelledby="enquiry-heading" style={{ scrollMarginTop: '5rem' }}>
      <h2 id="enquiry-heading" className="mb-2">
        Online Enquiry
      </h2>
      <p className="text-body-secondary">
        Tell us about your project or question and we will get back to you within one working day. Read how we handle your
        details in our <a href={routes.privacy}>privacy notice</a>.
      </p>
      {children}
    </section>
  );
}
