// The content API's types, inferred from the content model (./model) and the table of content calls
// (ContentCalls in ./contentCalls.ts): entities as the API sends them, and each call's answer. Real content may omit
// any field or send null: every field is optional.
import type { AnswerSource, ContentCalls } from './contentCalls';
import type { EntityName } from './model';
import type { ApiEntity, ApiItem, ApiRecord } from './model/infer';
import type { ContentModel } from './model';

/** A path inside the media storage, e.g. "home/banner-left.jpg". Turned into a URL by media.ts. */
export type StoredPath = string;
/** Server-provided HTML; render only through ui/RichText. */
export type Html = string;

type Maybe<T> = T | null | undefined;

/**
 * What the content server knows of a stored image beyond its path: sent beside the content in
 * `media`, keyed by stored path. Every field may be missing: the site then shows the picture centred,
 * with the alt text the content gives.
 */
export interface MediaDetails {
  /** The library's text alternative, used where the content gives none. */
  alt?: Maybe<string>;
  /** The picture only decorates: its alt text is empty. */
  decorative?: Maybe<boolean>;
  /** Where its subject is, from 0 to 1 across (x) and down (y): a cropped picture keeps it in view. */
  focal?: Maybe<{ x?: Maybe<number>; y?: Maybe<number> }>;
  /** Changes when the file is replaced under the same path, so the browser fetches it again. */
  version?: Maybe<number | string>;
}

/** The media details of the stored paths an answer names. */
export type MediaDetailsMap = Record<StoredPath, MediaDetails>;

/** An answer that may carry the details of the media it names. */
interface WithMedia {
  media?: Maybe<MediaDetailsMap>;
}

type Fields<E extends EntityName> = ContentModel[E] extends { fields: infer Fs } ? Fs : never;
type Item<E extends EntityName> = ApiItem<ContentModel[E]>;
type Element<T> = T extends ReadonlyArray<infer I> ? I : never;

export type HeaderTitles = ApiRecord<Fields<'headerTitles'>>;
export type FooterTitles = ApiRecord<Fields<'footerTitles'>>;
export type SocialChannel = Item<'socialChannels'>;
export type SeoPage = Element<ApiEntity<'seoPages'>>;
export type HomeSettings = ApiRecord<Fields<'homeSettings'>>;
export type HomeTranslation = Element<NonNullable<HomeSettings['translations']>>;
export type Testimonial = Item<'testimonials'>;
export type GalleryItem = Item<'galleryItems'>;
export type ServicesPageSettings = ApiRecord<Fields<'servicesPage'>>;
export type Service = Item<'services'>;
export type ProductCategory = Item<'productCategories'>;
export type Product = Element<NonNullable<ProductCategory['products']>>;
export type ProductFeature = Element<NonNullable<Product['product_features']>>;
export type ProductsSettings = ApiRecord<Fields<'productsSettings'>>;
export type AboutSettings = ApiRecord<Fields<'aboutSettings'>>;
export type AboutBox = Item<'aboutBoxes'>;
export type TitledItem = Item<'aboutProductFeatures'>;
export type ContactSettings = ApiRecord<Fields<'contactSettings'>>;
export type ContactTranslation = Element<NonNullable<ContactSettings['translations']>>;
export type GallerySettings = ApiRecord<Fields<'gallerySettings'>>;

/** A post of the footer's feed: from Instagram (whose ids are text), or the content's demo feed. */
export type SocialFeedItem = Omit<Item<'instagramFeed'>, 'id'> & { id?: Maybe<string | number> };

type SourceData<S> = S extends EntityName
  ? ApiEntity<S>
  : S extends { from: infer E extends EntityName }
    ? ApiEntity<E>
    : never;

/** What a call of the table answers in its `data`. */
export type CallData<C extends keyof ContentCalls> = ContentCalls[C] extends {
  answer: infer Answer extends Readonly<Record<string, AnswerSource>>;
}
  ? { -readonly [Key in keyof Answer]?: Maybe<SourceData<Answer[Key]>> } & WithMedia
  : never;

export type GeneralData = CallData<'getGeneralData'>;
export type ServicesPageData = CallData<'getServicesPage'>;
export type ProductsPageData = CallData<'getProductsPage'>;
export type AboutPageData = CallData<'getAboutPage'>;
export type ContactPageData = CallData<'getContactPage'>;

export interface GalleryPageOfItems extends WithMedia {
  data?: Maybe<GalleryItem[]>;
  current_page?: Maybe<number>;
  last_page?: Maybe<number>;
}

export type GalleryPageData = CallData<'getGalleryPage'> & {
  /** Present only when the request carries ?page=n. */
  galleryItems?: Maybe<GalleryPageOfItems>;
};

export type { ContactField, ContactMessage } from './model/contactMessage';

/** Every GET answers { data: T }. */
export interface Envelope<T> {
  data: T;
}

/** The body of a 422 answer (Laravel's shape). */
export interface ValidationErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}
