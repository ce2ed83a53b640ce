// The content API's types, inferred from the content model (./model) and the table of content calls
// (./contentCalls.ts): entities as the API sends them, and each call's answer. Real content may omit
// any field or send null: every field is optional.
import type { AnswerSource, ContentCalls } from './contract';
import type { EntityName } from './model';
import type { ApiEntity, ApiItem, ApiRecord } from './model/infer';
import type { ContentModel } from './model';

/** A path inside the media storage, e.g. "home/banner-left.jpg". Turned into a URL by media.ts. */
export type StoredPath = string;
/** Server-provided HTML; render only through ui/RichText. */
export type Html = string;

type Maybe<T> = T | null | undefined;

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
  ? { -readonly [Key in keyof Answer]?: Maybe<SourceData<Answer[Key]>> }
  : never;

export type GeneralData = CallData<'getGeneralData'>;
export type ServicesPageData = CallData<'getServicesPage'>;
export type ProductsPageData = CallData<'getProductsPage'>;
export type AboutPageData = CallData<'getAboutPage'>;
export type ContactPageData = CallData<'getContactPage'>;

export interface GalleryPageOfItems {
  data?: Maybe<GalleryItem[]>;
  current_page?: Maybe<number>;
  last_page?: Maybe<number>;
}

export type GalleryPageData = CallData<'getGalleryPage'> & {
  /** Present only when the request carries ?page=n. */
  galleryItems?: Maybe<GalleryPageOfItems>;
};

export interface ContactMessage {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

/** Every GET answers { data: T }. */
export interface Envelope<T> {
  data: T;
}

/** The body of a 422 answer (Laravel's shape). */
export interface ValidationErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}
