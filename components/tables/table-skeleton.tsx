/**
 * A Norwegian loading placeholder shaped like a page with a table: a heading, optional filter rows and
 * grey table rows. Announced once to screen readers ("Laster …").
 */
export function TableSkeleton({
  title,
  controls = false,
  rows = 10,
}: {
  title?: string;
  controls?: boolean;
  rows?: number;
}) {
  return (
    <div className="skeleton-page" aria-busy="true" aria-live="polite">
      {title ? <h1>{title}</h1> : <div className="skeleton skeleton--title" />}
      <span className="visually-hidden">Laster …</span>
      {controls ? (
        <div className="skeleton-controls" aria-hidden="true">
          <div className="skeleton skeleton--control" />
          <div className="skeleton skeleton--control" />
          <div className="skeleton skeleton--control" />
          <div className="skeleton skeleton--control" />
        </div>
      ) : null}
      <div className="skeleton-table" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="skeleton skeleton--row" />
        ))}
      </div>
    </div>
  );
}
