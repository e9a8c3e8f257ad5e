export default function Page() {
  return <h1>blog-detail (placeholder, replaced by its issue)</h1>;
}
