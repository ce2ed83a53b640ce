// How far a file's upload has gone (the media library's uploads, the media picker's), named after the
// file for screen readers.
export function UploadBar({ className, name, fraction }: { className: string; name: string; fraction: number }) {
  return <progress className={className} max={1} value={fraction} aria-label={`Uploading ${name}`} />;
}
