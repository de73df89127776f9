import { notFoundPage } from '../../content/not-found.ts';

/** The body of the 404 page. */
export function NotFound() {
  return (
    <section className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">404</p>
      <h1 className="mb-3">{notFoundPage.heading}</h1>
      <p className="lead mx-auto mb-4" style={{ maxWidth: '40rem' }}>{notFoundPage.text}</p>
      <ul className="list-inline mb-0">
        {notFoundPage.links.map((link) => (
          <li key={link.href} className="list-inline-item mb-2">
            <a className="btn btn-outline-primary" href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
