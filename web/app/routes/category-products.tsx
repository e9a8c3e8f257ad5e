export default function Page() {
  return <h1>category-products (placeholder, replaced by its issue)</h1>;
}
