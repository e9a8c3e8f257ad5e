export default function Page() {
  return <h1>states (placeholder, replaced by its issue)</h1>;
}
