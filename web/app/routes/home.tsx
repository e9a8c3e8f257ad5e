export default function Page() {
  return <h1>home (placeholder, replaced by its issue)</h1>;
}
