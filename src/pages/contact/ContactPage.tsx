export function ContactPage() {
  return (
    <div className="container section">
      <h1>ContactPage</h1>
    </div>
  );
}
