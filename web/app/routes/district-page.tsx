export default function Page() {
  return <h1>district-page (placeholder, replaced by its issue)</h1>;
}
