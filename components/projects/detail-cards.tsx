type DetailCardsProps = { details: readonly { label: string; value: string }[] };

/** Key figures of a project as a row of cards (a description list). */
export function DetailCards({ details }: DetailCardsProps) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(13rem,1fr))]">
      {details.map((detail) => (
        <div key={detail.label} className="rounded-card border border-line bg-white p-6 shadow-card">
          <dt className="text-xs font-semibold tracking-[0.15em] text-brass-700 uppercase">{detail.label}</dt>
          <dd className="mt-2 font-display text-xl text-cedar-900 sm:text-2xl">{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
