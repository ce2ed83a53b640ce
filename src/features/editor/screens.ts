// The editor's screens: one per page of the site and one for what every page shares, each showing
// the entities the content model places on it (a page's settings, its lists), in the model's order.
import { contentModel, entityNames, type EntityName } from '../../api/model';
import type { ContentScreen } from '../../api/model/kinds';
import { paths } from '../../paths';

export interface EditorScreen {
  key: ContentScreen;
  /** In the screen list and the page's title. */
  label: string;
  /** The page of the site its preview opens. */
  page: string;
  entities: readonly EntityName[];
}

const SCREENS: ReadonlyArray<Omit<EditorScreen, 'entities'>> = [
  { key: 'home', label: 'Home page', page: paths.home },
  { key: 'about', label: 'About', page: paths.about },
  { key: 'services', label: 'Services', page: paths.services },
  { key: 'products', label: 'Products', page: paths.products },
  { key: 'gallery', label: 'Gallery', page: paths.gallery },
  { key: 'contact', label: 'Contact', page: paths.contact },
  { key: 'shared', label: 'Every page', page: paths.home },
];

export const editorScreens: readonly EditorScreen[] = SCREENS.map((screen) => ({
  ...screen,
  entities: entityNames.filter((name) => (contentModel[name] as { screen?: ContentScreen }).screen === screen.key),
}));

/** The address segment of the history. */
export const HISTORY_SCREEN = 'history';

/** The screen of an address segment; the first (home) for none. */
export function screenOf(key: string | undefined): EditorScreen | undefined {
  return key === undefined ? editorScreens[0] : editorScreens.find((screen) => screen.key === key);
}

/** Where a 422's field ("services.2.price") is edited. */
export function screenOfField(field: string): EditorScreen | undefined {
  const entity = field.split('.')[0];
  return editorScreens.find((screen) => screen.entities.some((name) => name === entity));
}
