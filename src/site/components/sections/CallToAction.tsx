/** A closing band with one button: 'Apply Now', 'Contact Us'. */
export function CallToAction({ heading, text, label, href }: { heading: string; text: string; label: string; href: string }) {
  return (
    <section className="py-5" aria-labelledby="call-to-action">
      <div className="container">
        <div className="site-cta text-white text-center rounded-4 p-4 p-md-5">
          <h2 id="call-to-action" className="h3">{heading}</h2>
          <p className="lead mb-4">{text}</p>
          <a className="btn btn-light btn-lg fw-semibold" href={href}>
            {label}
          </a>
        </div>
      </div>
    </section>
  );
}
