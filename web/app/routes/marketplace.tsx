export default function Page() {
  return <h1>marketplace (placeholder, replaced by its issue)</h1>;
}
