export function Header() {
  return <header className="fixed inset-x-0 top-0 z-50 h-16 bg-cedar-950" />;
}
