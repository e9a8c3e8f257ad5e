export default function Page() {
  return <h1>products (placeholder, replaced by its issue)</h1>;
}
