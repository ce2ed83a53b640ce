// The route table. Pages are lazy: each is its own chunk, fetched on first visit.
import type { RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { RouteError } from '../layout/RouteError';
import { Loader } from '../layout/Loader';
import { paths } from './paths';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loader visible />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: paths.home,
            lazy: () =>
              import(/* webpackChunkName: "home" */ '../pages/home/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: paths.about,
            lazy: () =>
              import(/* webpackChunkName: "about" */ '../pages/about/AboutPage').then((m) => ({
                Component: m.AboutPage,
              })),
          },
          {
            path: paths.services,
            lazy: () =>
              import(/* webpackChunkName: "services" */ '../pages/services/ServicesPage').then((m) => ({
                Component: m.ServicesPage,
              })),
          },
          {
            path: paths.serviceSection,
            lazy: () =>
              import(/* webpackChunkName: "services" */ '../pages/services/ServicesPage').then((m) => ({
                Component: m.ServicesPage,
              })),
          },
          {
            path: paths.gallery,
            lazy: () =>
              import(/* webpackChunkName: "gallery" */ '../pages/gallery/GalleryPage').then((m) => ({
                Component: m.GalleryPage,
              })),
          },
          {
            path: paths.products,
            lazy: () =>
              import(/* webpackChunkName: "products" */ '../pages/products/ProductsPage').then((m) => ({
                Component: m.ProductsPage,
              })),
          },
          {
            path: paths.contact,
            lazy: () =>
              import(/* webpackChunkName: "contact" */ '../pages/contact/ContactPage').then((m) => ({
                Component: m.ContactPage,
              })),
          },
          {
            path: paths.login,
            lazy: () =>
              import(/* webpackChunkName: "login" */ '../pages/login/LoginPage').then((m) => ({
                Component: m.LoginPage,
              })),
          },
          {
            path: paths.notFound,
            lazy: () =>
              import(/* webpackChunkName: "not-found" */ '../pages/not-found/NotFoundPage').then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
          {
            path: '*',
            lazy: () =>
              import(/* webpackChunkName: "not-found" */ '../pages/not-found/NotFoundPage').then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
        ],
      },
    ],
  },
];
