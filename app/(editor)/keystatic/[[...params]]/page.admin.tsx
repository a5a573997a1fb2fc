export default function KeystaticPage() {
  return null;
}
