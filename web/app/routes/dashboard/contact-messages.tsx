export default function Page() {
  return <h1>contact-messages (placeholder, replaced by its issue)</h1>;
}
