export default function Page() {
  return <h1>products-by-filter (placeholder, replaced by its issue)</h1>;
}
