export default function Page() {
  return <h1>not-found (placeholder, replaced by its issue)</h1>;
}
