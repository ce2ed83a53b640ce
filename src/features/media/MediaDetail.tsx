// One library item in a dialog: its description (alt text or the decorative mark, and the focal
// point), where it is used, a new file in its place, and deleting it.
import { useId, useState, type SubmitEvent } from 'react';
import type { FocalPoint, MediaItem } from '../../api/adminContract';
import type { ApiError } from '../../api/baseQuery';
import { mediaUrl } from '../../api/media';
import { Dialog } from '../../ui/Dialog';
import { controlProps, FormField } from '../../ui/FormField';
import { FocalPointPicker } from './FocalPointPicker';
import { MediaDelete } from './MediaDelete';
import { MediaReplace } from './MediaReplace';
import { useDescribeMediaMutation } from '../../api/mediaApi';
import { describeType, formatBytes, itemName, pictureUrl } from '../../ui/mediaFormat';

export interface MediaDetailProps {
  item: MediaItem;
  onClose: () => void;
}

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

function Preview({ item, focal, onFocal }: { item: MediaItem; focal: FocalPoint; onFocal: (p: FocalPoint) => void }) {
  const url = mediaUrl(item.path);
  if (item.kind === 'image') {
    const src = pictureUrl(item, 960) ?? '';
    return <FocalPointPicker src={src} width={item.width} height={item.height} value={focal} onChange={onFocal} />;
  }
  if (item.kind === 'video') {
    return <video className="media-detail__video" src={`${url}?v=${item.revision}`} controls preload="metadata" />;
  }
  return (
    <p>
      <a href={`${url}?v=${item.revision}`} target="_blank" rel="noreferrer">
        Open the PDF
      </a>
    </p>
  );
}

export function MediaDetail({ item, onClose }: MediaDetailProps) {
  const titleId = useId();
  const altId = useId();
  const [alt, setAlt] = useState(item.alt ?? '');
  const [decorative, setDecorative] = useState(item.decorative);
  const [focal, setFocal] = useState<FocalPoint>(item.focal ?? CENTRE);
  const [describe, { isLoading: saving, error, reset }] = useDescribeMediaMutation();
  const [saved, setSaved] = useState(false);
  const problems = (error as ApiError | undefined)?.data as { errors?: Record<string, string[]> } | undefined;

  const onSave = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaved(false);
    const change = item.kind === 'image' ? { alt: alt.trim() || null, decorative, focal } : { alt: alt.trim() || null };
    const result = await describe({ id: item.id, change });
    if (!('error' in result)) setSaved(true);
  };

  const changed = () => {
    setSaved(false);
    reset();
  };

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="media-detail">
      <div className="media-detail__box area-dialog">
        <div className="media-detail__head">
          <h2 id={titleId} className="media-detail__title">
            {itemName(item)}
          </h2>
          <button type="button" className="button button--ghost media-detail__close" onClick={onClose}>
            Close
          </button>
        </div>
        <p className="media-detail__meta">
          {describeType(item)} · {formatBytes(item.bytes)} · stored as <code>{item.path}</code>
        </p>
        <Preview
          item={item}
          focal={focal}
          onFocal={(point) => {
            setFocal(point);
            changed();
          }}
        />
        <form className="media-detail__form" onSubmit={(event) => void onSave(event)}>
          <FormField
            id={altId}
            label="Alt text"
            hint="What the picture shows, for people who cannot see it, in a sentence."
            errors={problems?.errors?.alt}
          >
            <textarea
              {...controlProps(altId, {
                hint: 'What the picture shows, for people who cannot see it, in a sentence.',
                errors: problems?.errors?.alt,
              })}
              value={alt}
              maxLength={500}
              rows={2}
              onChange={(event) => {
                setAlt(event.target.value);
                changed();
              }}
            />
          </FormField>
          {item.kind === 'image' && (
            <label className="media-detail__check">
              <input
                type="checkbox"
                checked={decorative}
                onChange={(event) => {
                  setDecorative(event.target.checked);
                  changed();
                }}
              />
              Decorative: it adds nothing to the text around it, so screen readers skip it
            </label>
          )}
          <div className="media-detail__actions">
            <button type="submit" className="button" aria-disabled={saving || undefined}>
              {saving ? 'Saving…' : 'Save'}
            </button>
            <p className="media-detail__saved" role="status">
              {saved ? 'Saved.' : ''}
              {error && !problems?.errors ? `Not saved: ${(error as ApiError).message}` : ''}
            </p>
          </div>
        </form>
        <section className="media-detail__uses" aria-labelledby={`${titleId}-uses`}>
          <h3 id={`${titleId}-uses`}>Where it is used</h3>
          {item.uses.length === 0 ? (
            <p>Nowhere on the site yet. Choose it in the website editor to place it.</p>
          ) : (
            <ul>
              {item.uses.map((use) => (
                <li key={use.at}>
                  {use.page}: {use.field}
                  {use.published ? '' : ' (draft, not published yet)'}
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="media-detail__manage">
          <MediaReplace item={item} />
          <MediaDelete item={item} onDeleted={onClose} />
        </div>
      </div>
    </Dialog>
  );
}
