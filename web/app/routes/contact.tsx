export default function Page() {
  return <h1>contact (placeholder, replaced by its issue)</h1>;
}
