export default function Page() {
  return <h1>product-detail (placeholder, replaced by its issue)</h1>;
}
