export function GalleryPage() {
  return (
    <div className="container section">
      <h1>GalleryPage</h1>
    </div>
  );
}
