// Hands the pictures of every page the media details the store holds.
import type { ReactNode } from 'react';
import { useAppSelector } from '../state/hooks';
import { selectMediaDetails } from '../state/mediaDetails';
import { MediaDetailsContext } from '../ui/mediaDetails';

export function MediaDetailsProvider({ children }: { children: ReactNode }) {
  const details = useAppSelector(selectMediaDetails);
  return <MediaDetailsContext value={details}>{children}</MediaDetailsContext>;
}
