// Lets the listeners, which run outside React, navigate through the router the app renders
// (their services.navigate): the router connects itself once it is drawn. It also reports every
// location the router shows to the store (the first one included), so the store holds the page.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../state/hooks';
import { locationChanged } from '../state/locationSlice';

export type Navigate = (to: string) => void;

export interface RouterNavigation {
  /** Navigates through the connected router, or with `fallback` while none is. */
  navigate: Navigate;
  /** Connects a router's navigate function; returns the disconnect. */
  connect: (navigate: Navigate) => () => void;
}

export function routerNavigation(fallback: Navigate): RouterNavigation {
  let connected: Navigate | null = null;
  return {
    navigate: (to) => (connected ?? fallback)(to),
    connect: (navigate) => {
      connected = navigate;
      return () => {
        if (connected === navigate) connected = null;
      };
    },
  };
}

/**
 * Rendered inside the router: connects its navigate function for as long as it is mounted, and
 * dispatches `location/locationChanged` whenever the location changes.
 */
export function ConnectRouterNavigation({ navigation }: { navigation: RouterNavigation }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  useEffect(() => navigation.connect((to) => void navigate(to)), [navigation, navigate]);
  useEffect(() => {
    dispatch(locationChanged({ pathname, search, hash }));
  }, [dispatch, pathname, search, hash]);
  return null;
}
