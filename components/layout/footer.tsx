export function Footer() {
  return <footer className="bg-cedar-950 py-10 text-ivory" />;
}
