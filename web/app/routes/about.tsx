export default function Page() {
  return <h1>about (placeholder, replaced by its issue)</h1>;
}
