// The media library: the upload zone, the search, and every file as a card, with a word for every
// state (loading, could not load, nothing yet, nothing found); a card opens its item's dialog.
import { ShowMore } from '../../ui/ShowMore';
import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed } from '../../ui/LoadFailed';
import { paths } from '../../paths';
import { MediaDetail } from './MediaDetail';
import { MediaGrid } from './MediaGrid';
import { MediaUploader } from './MediaUploader';
import { useGetMediaListInfiniteQuery } from '../../api/mediaApi';
import { useMediaUploads } from './useMediaUploads';
import '../../ui/FormField.css';
import './MediaLibrary.css';

/** The library's address with a search (none: every file). */
export const mediaHref = (search: string) =>
  search.trim() ? `${paths.adminMedia}?q=${encodeURIComponent(search.trim())}` : paths.adminMedia;

export function MediaLibrary({ search }: { search: string }) {
  const navigate = useNavigate();
  const searchId = useId();
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useGetMediaListInfiniteQuery(search, { refetchOnMountOrArgChange: true });
  // The newest page's figures; the items of every page so far (one a file moved between pages shows once).
  const list = data?.pages.at(-1);
  const items = [...new Map(data?.pages.flatMap((page) => page.data).map((item) => [item.id, item])).values()];
  const { entries, upload, clearFinished } = useMediaUploads(list?.limits);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = items.find((item) => item.id === openId);

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
            {list.total > items.length ? `, the newest ${items.length} shown` : ''}
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
        {list && items.length === 0 && (
          <p className="media-library__empty">
            {search
              ? `No files match “${search}”.`
              : 'No files yet. Upload photos, videos or PDFs above, then choose them in the website editor.'}
          </p>
        )}
        {items.length > 0 && <MediaGrid items={items} onOpen={(item) => setOpenId(item.id)} />}
        {hasNextPage && (
          <ShowMore className="media-library__more" loading={isFetchingNextPage} onClick={() => void fetchNextPage()} />
        )}
      </section>
      {open && <MediaDetail key={open.id} item={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
