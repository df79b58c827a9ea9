import type { QuotedProduct } from '../../../domain/api/quotations';

/** What a product covers, section by section: on its card and on its details page. */
export function CoverageSections({
  sections,
  className,
}: {
  sections: QuotedProduct['sections'];
  className: string;
}) {
  return (
    <dl className={className}>
      {sections.map((section) => (
        <div key={section.name}>
          <dt>{section.name}</dt>
          <dd>{section.formattedValue}</dd>
        </div>
      ))}
    </dl>
  );
}
