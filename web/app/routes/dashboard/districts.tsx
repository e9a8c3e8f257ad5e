export default function Page() {
  return <h1>districts (placeholder, replaced by its issue)</h1>;
}
