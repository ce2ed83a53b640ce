export function HomePage() {
  return (
    <div className="container section">
      <h1>HomePage</h1>
    </div>
  );
}
