export function ServicesPage() {
  return (
    <div className="container section">
      <h1>ServicesPage</h1>
    </div>
  );
}
