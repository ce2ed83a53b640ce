// Tells a component whether the site's frame (header, footer) is already around it: the route
// error screen draws its own minimal frame only when it replaces the whole layout.
import { createContext, useContext } from 'react';

export const InsideLayoutContext = createContext(false);

export const useIsInsideLayout = (): boolean => useContext(InsideLayoutContext);
