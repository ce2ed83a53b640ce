// The media library: the upload zone, the search, and every file as a card, with a word for every
// state (loading, could not load, nothing yet, nothing found); a card opens its item's dialog.
import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../ui/LoadFailed';
import { paths } from '../../paths';
import { MediaDetail } from './MediaDetail';
import { MediaGrid } from './MediaGrid';
import { MediaUploader } from './MediaUploader';
import { useGetMediaListQuery } from '../../api/mediaApi';
import { useMediaUploads } from './useMediaUploads';
import '../../ui/FormField.css';
import './MediaLibrary.css';

/** The library's address with a search (none: every file). */
export const mediaHref = (search: string) =>
  search.trim() ? `${paths.adminMedia}?q=${encodeURIComponent(search.trim())}` : paths.adminMedia;

export function MediaLibrary({ search }: { search: string }) {
  const navigate = useNavigate();
  const searchId = useId();
  const { data: list, error, isFetching, refetch } = useGetMediaListQuery(search, { refetchOnMountOrArgChange: true });
  const { entries, upload, clearFinished } = useMediaUploads(list?.limits);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list?.data.find((item) => item.id === openId);

  const onSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('q');
    void navigate(mediaHref(typeof words === 'string' ? words : ''));
  };

  return (
    <>
      <MediaUploader limits={list?.limits} entries={entries} onFiles={upload} onClearFinished={clearFinished} />
      <form role="search" className="media-search" onSubmit={onSearch}>
        <label htmlFor={searchId} className="visually-hidden">
          Search files by name or alt text
        </label>
        <input
          key={search}
          id={searchId}
          type="search"
          name="q"
          className="form-field__control media-search__input"
          placeholder="Search name or alt text"
          defaultValue={search}
          maxLength={200}
        />
        <button type="submit" className="button media-search__button">
          Search
        </button>
      </form>
      <section
        className={isFetching ? 'media-library media-library--updating' : 'media-library'}
        aria-label="Library"
        aria-busy={isFetching || undefined}
      >
        {list && (
          <p className="media-library__count">
            {list.total === 1 ? '1 file' : `${list.total} files`}
            {search ? ` match “${search}”` : ''}
            {list.total > list.data.length ? ` (the first ${list.data.length} shown: search to narrow)` : ''}
          </p>
        )}
        {!list && !error && <p className="media-library__empty">Loading the library…</p>}
        {!list && error && (
          <LoadFailed
            className="media-library__empty"
            what="The library"
            error={error}
            onRetry={() => void refetch()}
          />
        )}
        {list && list.data.length === 0 && (
          <p className="media-library__empty">
            {search
              ? `No files match “${search}”.`
              : 'No files yet. Upload photos, videos or PDFs above, then choose them in the website editor.'}
          </p>
        )}
        {list && list.data.length > 0 && <MediaGrid items={list.data} onOpen={(item) => setOpenId(item.id)} />}
      </section>
      {open && <MediaDetail key={open.id} item={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
