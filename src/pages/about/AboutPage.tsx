export function AboutPage() {
  return (
    <div className="container section">
      <h1>AboutPage</h1>
    </div>
  );
}
