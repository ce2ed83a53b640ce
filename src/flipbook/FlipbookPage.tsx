// One page of the book: its drawn image once there is one, a spinner until then.
import { useCallback, useContext, useRef } from 'react';
import { PageImagesContext } from './pageImages';

export interface FlipbookPageProps {
  /** 1-based. */
  pageNumber: number;
  pageCount: number;
  ref?: (element: HTMLDivElement | null) => void;
}

export function FlipbookPage({ pageNumber, pageCount, ref }: FlipbookPageProps) {
  const image = useContext(PageImagesContext).get(pageNumber);
  // react-pageflip collects its pages through this ref; StrictMode calls ref callbacks twice,
  // which would make it count every page twice. Hand each element over once per callback.
  const given = useRef<{ ref?: FlipbookPageProps['ref']; element?: HTMLDivElement }>({});
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || (given.current.ref === ref && given.current.element === element)) return;
      given.current = { ref, element };
      ref?.(element);
    },
    [ref],
  );
  return (
    <div className="flipbook__page" ref={attach}>
      {image?.url ? (
        <img
          className="flipbook__page-image"
          src={image.url}
          alt={`Page ${pageNumber} of ${pageCount}`}
          draggable={false}
        />
      ) : (
        <div className="flipbook__page-placeholder" aria-hidden="true">
          {image?.failed ? <span>Page {pageNumber}</span> : <span className="flipbook__spinner spinner" />}
        </div>
      )}
    </div>
  );
}
