type PropertyDetailsProps = { title: string; items: readonly { label: string; value: string }[] };

/** Check-in, parking, pets… as a definition list in a side card. */
export function PropertyDetails({ title, items }: PropertyDetailsProps) {
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h3 className="text-xl text-cedar-900">{title}</h3>
      <dl className="mt-5 divide-y divide-line">
        {items.map((item) => (
          <div key={item.label} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3 text-sm">
            <dt className="font-semibold text-ink">{item.label}</dt>
            <dd className="text-muted sm:text-end">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
