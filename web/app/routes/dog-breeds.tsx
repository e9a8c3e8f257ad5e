export default function Page() {
  return <h1>dog-breeds (placeholder, replaced by its issue)</h1>;
}
