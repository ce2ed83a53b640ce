// Content entities (spec §3) and the response shapes of the content API (DESIGN.md contract).
// Real content may omit any field or send null: every field is optional.

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

export interface HeaderTitles {
  home_menu_label?: Maybe<string>;
  about_menu_label?: Maybe<string>;
  services_menu_label?: Maybe<string>;
  gallery_menu_label?: Maybe<string>;
  contact_us_menu_label?: Maybe<string>;
}

export interface FooterTitles {
  instagram_title?: Maybe<string>;
  about_label?: Maybe<string>;
  services_label?: Maybe<string>;
  gallery_label?: Maybe<string>;
  contact_us_label?: Maybe<string>;
  instagram_url?: Maybe<string>;
  instagram_button_label?: Maybe<string>;
}

export interface SocialChannel {
  id?: Maybe<number>;
  /** Accessible name of the channel, e.g. "Instagram". Optional: derived from the URL when absent. */
  name?: Maybe<string>;
  url?: Maybe<string>;
  /** 1 turns the link into a mailto: link. */
  is_mail?: Maybe<number | boolean>;
  icon_white?: Maybe<StoredPath>;
  icon_grey?: Maybe<StoredPath>;
}

export interface SocialFeedItem {
  id?: Maybe<string | number>;
  permalink?: Maybe<string>;
  thumbnail_url?: Maybe<string>;
  media_url?: Maybe<string>;
  caption?: Maybe<string>;
}

export interface SeoPage {
  id?: Maybe<number>;
  title?: Maybe<string>;
  description?: Maybe<string>;
  image?: Maybe<StoredPath>;
  /** The gallery entry (index 3) carries its image here. */
  image_path?: Maybe<StoredPath>;
}

export interface HomeTranslation {
  our_mission_before?: Maybe<string>;
  our_mission_after?: Maybe<string>;
}

export interface HomeSettings {
  banner_image_right?: Maybe<StoredPath>;
  banner_image_left?: Maybe<StoredPath>;
  banner_title?: Maybe<string>;
  /** Despite its name, the label of the banner's booking button. */
  banner_button_url?: Maybe<string>;
  what_we_do_title?: Maybe<string>;
  what_we_do_description?: Maybe<Html>;
  what_we_do_button_label?: Maybe<string>;
  what_we_do_image_one?: Maybe<StoredPath>;
  what_we_do_image_two?: Maybe<StoredPath>;
  meet_the_founder_image?: Maybe<StoredPath>;
  meet_the_founder_title?: Maybe<string>;
  meet_the_founder_description?: Maybe<Html>;
  our_mission_title?: Maybe<string>;
  our_mission_description?: Maybe<Html>;
  our_mission_button_label?: Maybe<string>;
  our_mission_image_before?: Maybe<StoredPath>;
  our_mission_image_after?: Maybe<StoredPath>;
  translations?: Maybe<HomeTranslation[]>;
  services_title?: Maybe<string>;
  services_button_label?: Maybe<string>;
  testimonials_title?: Maybe<string>;
  gallery_title?: Maybe<string>;
  gallery_button_label?: Maybe<string>;
}

export interface Testimonial {
  id?: Maybe<number>;
  image?: Maybe<StoredPath>;
  name?: Maybe<string>;
  description?: Maybe<Html>;
}

export interface GalleryItem {
  id?: Maybe<number>;
  image?: Maybe<StoredPath>;
  /** Optional text alternative; decorative (empty alt) when absent. */
  alt?: Maybe<string>;
}

export interface GeneralData extends WithMedia {
  homeSettings?: Maybe<HomeSettings>;
  testimonials?: Maybe<Testimonial[]>;
  galleryItems?: Maybe<GalleryItem[]>;
  seoPages?: Maybe<SeoPage[]>;
  headerTitles?: Maybe<HeaderTitles>;
  footerTitles?: Maybe<FooterTitles>;
  socialChannels?: Maybe<SocialChannel[]>;
}

export interface ServicesPageSettings {
  main_title?: Maybe<string>;
  main_video?: Maybe<StoredPath>;
  /** Optional still shown while the video loads. */
  main_video_poster?: Maybe<StoredPath>;
  button_label?: Maybe<string>;
}

export interface Service {
  id: number;
  title?: Maybe<string>;
  description?: Maybe<Html>;
  icon?: Maybe<StoredPath>;
  icon_hover?: Maybe<StoredPath>;
  icon_on_image?: Maybe<StoredPath>;
  image?: Maybe<StoredPath>;
  price?: Maybe<string | number>;
  button_label?: Maybe<string>;
}

export interface ServicesPageData extends WithMedia {
  servicesPage?: Maybe<ServicesPageSettings>;
  services?: Maybe<Service[]>;
}

export interface ProductFeature {
  id: number;
  title?: Maybe<string>;
  content?: Maybe<Html>;
}

export interface Product {
  id: number;
  title?: Maybe<string>;
  price?: Maybe<string | number>;
  size?: Maybe<string>;
  description?: Maybe<Html>;
  featured_image?: Maybe<StoredPath>;
  /** A JSON-encoded list of stored paths, e.g. '["products/a.jpg","products/b.jpg"]'. Parse defensively. */
  images?: Maybe<string | StoredPath[]>;
  product_features?: Maybe<ProductFeature[]>;
}

export interface ProductCategory {
  id: number;
  title?: Maybe<string>;
  description?: Maybe<Html>;
  pdf_file?: Maybe<StoredPath>;
  products?: Maybe<Product[]>;
}

export interface ProductsSettings {
  main_title?: Maybe<string>;
  main_image?: Maybe<StoredPath>;
  products_title?: Maybe<string>;
}

export interface ProductsPageData extends WithMedia {
  productsSettings?: Maybe<ProductsSettings>;
  products?: Maybe<ProductCategory[]>;
}

export interface AboutSettings {
  banner_title?: Maybe<string>;
  banner_description?: Maybe<Html>;
  banner_image_one?: Maybe<StoredPath>;
  banner_image_two?: Maybe<StoredPath>;
  mission_title?: Maybe<string>;
  mission_description?: Maybe<Html>;
  story_title?: Maybe<string>;
  story_description?: Maybe<Html>;
  story_image?: Maybe<StoredPath>;
  founder_title?: Maybe<string>;
  founder_description?: Maybe<Html>;
  founder_image?: Maybe<StoredPath>;
  products_title?: Maybe<string>;
  products_description?: Maybe<Html>;
  product_image?: Maybe<StoredPath>;
}

export interface AboutBox {
  id?: Maybe<number>;
  title?: Maybe<string>;
  description?: Maybe<Html>;
}

export interface TitledItem {
  id?: Maybe<number>;
  title?: Maybe<string>;
}

export interface AboutPageData extends WithMedia {
  aboutSettings?: Maybe<AboutSettings>;
  aboutBoxes?: Maybe<AboutBox[]>;
  aboutProductFeatures?: Maybe<TitledItem[]>;
  aboutProductBrands?: Maybe<TitledItem[]>;
}

export interface ContactTranslation {
  location_url?: Maybe<string>;
}

export interface ContactSettings {
  main_title?: Maybe<string>;
  phone?: Maybe<string>;
  phone_icon?: Maybe<StoredPath>;
  whatsapp?: Maybe<string>;
  whatsapp_icon?: Maybe<StoredPath>;
  location?: Maybe<string>;
  location_icon?: Maybe<StoredPath>;
  translations?: Maybe<ContactTranslation[]>;
  social_media_handle?: Maybe<string>;
  main_image?: Maybe<StoredPath>;
  map_iframe_url?: Maybe<string>;
  form_title?: Maybe<string>;
  first_name_label?: Maybe<string>;
  last_name_label?: Maybe<string>;
  mobile_label?: Maybe<string>;
  email_label?: Maybe<string>;
  message_label?: Maybe<string>;
  button_label?: Maybe<string>;
  success_message?: Maybe<string>;
}

export interface ContactPageData extends WithMedia {
  contactSettings?: Maybe<ContactSettings>;
}

export interface GallerySettings {
  title?: Maybe<string>;
  first_image?: Maybe<StoredPath>;
  second_image?: Maybe<StoredPath>;
}

export interface GalleryPageOfItems extends WithMedia {
  data?: Maybe<GalleryItem[]>;
  current_page?: Maybe<number>;
  last_page?: Maybe<number>;
}

export interface GalleryPageData extends WithMedia {
  gallerySettings?: Maybe<GallerySettings>;
  /** Present only when the request carries ?page=n. */
  galleryItems?: Maybe<GalleryPageOfItems>;
}

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
