export default function HomePage() {
  return <h1>Cedarline</h1>;
}
