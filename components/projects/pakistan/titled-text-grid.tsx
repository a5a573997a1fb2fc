type TitledTextGridProps = { items: readonly { title: string; text: string }[]; columns?: 'two' | 'four' };

/** Short titled paragraphs in a responsive grid (operations, focus areas). */
export function TitledTextGrid({ items, columns = 'four' }: TitledTextGridProps) {
  const grid = columns === 'four' ? 'sm:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-2';
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-line bg-white p-6 shadow-card">
          <span aria-hidden="true" className="mb-4 block h-1 w-10 rounded-full bg-brass-400" />
          <h3 className="text-xl">{item.title}</h3>
          <p className="mt-3 text-ink/85">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
