interface PageHeaderProps {
  title: string;
  lead: string;
}

/** The band at the top of a content page: its one h1 and a lead sentence. */
export function PageHeader({ title, lead }: PageHeaderProps) {
  return (
    <section className="site-page-header bg-body-tertiary border-bottom">
      <div className="container py-5 text-center">
        <h1 className="display-6 fw-bold mb-3">{title}</h1>
        <p className="lead mx-auto mb-0 site-measure">{lead}</p>
      </div>
    </section>
  );
}
