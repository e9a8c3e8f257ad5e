export default function Page() {
  return <h1>overview (placeholder, replaced by its issue)</h1>;
}
