/** A report's headline figures, each a term over its value. */
export function FigureCards({ figures }: { figures: Array<[term: string, value: string]> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map(([term, value]) => (
        <div key={term} className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
