export function ProductsPage() {
  return (
    <div className="container section">
      <h1>ProductsPage</h1>
    </div>
  );
}
