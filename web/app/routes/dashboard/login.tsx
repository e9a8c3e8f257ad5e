export default function Page() {
  return <h1>login (placeholder, replaced by its issue)</h1>;
}
