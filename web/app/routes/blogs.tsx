export default function Page() {
  return <h1>blogs (placeholder, replaced by its issue)</h1>;
}
