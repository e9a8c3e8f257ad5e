export default function Page() {
  return <h1>countries (placeholder, replaced by its issue)</h1>;
}
