// What the salon's signed-in area and the content server agree on: the area API's paths (under the
// API's base URL), the shapes it answers with, and its rules for passwords. Both sides import this
// module; it imports nothing at run time.
import type { ContentScreen } from './model/kinds';
import type { EntityName } from './model';
import type { ContentFile } from './model/infer';
import type { ContactMessage } from './model/contactMessage';
import type { MediaKind } from './model/values';
import type { Confirmation } from './passkeyContract';

/** Every address of the area's API, relative to the API's base URL. */
export const adminApiPaths = {
  /** GET: whether an owner exists and whether this browser is signed in; POST: sign in. */
  signIn: '/admin/sign-in',
  /** GET: the signed-in owner and the session's anti-forgery token. */
  session: '/admin/session',
  signOut: '/admin/sign-out',
  signOutEverywhere: '/admin/sign-out-everywhere',
  password: '/admin/password',
  /** GET: a folder's messages, newest first (`folder`, `q`; `before` the `next` of the page before): CursorPage. */
  messages: '/admin/messages',
  message: (id: number | string) => `/admin/messages/${id}`,
  messageCounts: '/admin/messages/counts',
  messagesCsv: '/admin/messages.csv',
  activity: '/admin/activity',
  notifications: '/admin/notifications',
  /** GET: the media library (MediaList: `q`, `kind`, `limit`, `offset`); POST: upload (multipart). */
  media: '/admin/media',
  /** GET one item; PATCH its description (MediaDescription); DELETE it when nothing uses it. */
  mediaItem: (id: number | string) => `/admin/media/${id}`,
  /** PUT: a new file for the item (multipart), under the same stored path. */
  mediaFile: (id: number | string) => `/admin/media/${id}/file`,
  /** The content editor: GET the draft (or what is published), DELETE it (discard). */
  contentDraft: '/admin/content/draft',
  /** PUT: saves one entity of the draft, `{ value, revision }`. */
  contentDraftEntity: (entity: EntityName | `:${string}`) => `/admin/content/draft/${entity}`,
  /** POST: publishes the draft, `{ note?, revision? }`. */
  contentPublish: '/admin/content/publish',
  /**
   * GET: the publish waiting for its minute, or the last one that failed (ScheduledPublish or null);
   * POST: schedules the draft as it is now (ScheduleRequest); DELETE: cancels it (or clears the failure).
   */
  contentSchedule: '/admin/content/schedule',
  /** GET: the published versions, newest first (`?before=<id>` for older ones). */
  contentVersions: '/admin/content/versions',
  contentVersion: (id: number | string) => `/admin/content/versions/${id}`,
  /** POST: makes a version the draft. */
  contentRestore: (id: number | string) => `/admin/content/versions/${id}/restore`,
  /** GET `?page=/about` (and `&version=<id>`): the page drawn from the draft or a version. */
  contentPreview: '/admin/content/preview',
  /** GET `?kind=image|video|pdf`: the media library's files the editor may choose from, with their descriptions. */
  contentMedia: '/admin/content/media',
  /** GET: the salon's settings (SalonSettings), for every account; PUT: an owner changes them (SalonSettingsChange). */
  salonSettings: '/admin/settings',
  /** GET: the salon's accounts (TeamMember). */
  team: '/admin/team',
  /** PATCH: a member's role (`{ role }`); DELETE: removes them (their sessions end with them). */
  teamMember: (id: number | string) => `/admin/team/${id}`,
  /** POST: ends every session of the member. */
  teamMemberSignOut: (id: number | string) => `/admin/team/${id}/sign-out`,
  /** GET: the invitations waiting (Invitation); POST: invites `{ email, role }` (InvitationMade). */
  invitations: '/admin/invitations',
  /** DELETE: withdraws an invitation. */
  invitation: (id: number | string) => `/admin/invitations/${id}`,
  /** POST, no session: `{ token }` → what the invitation is for (InvitationDetails); 410 once it cannot be used. */
  invitationDetails: '/admin/invitations/details',
  /** POST, no session: `{ token, password, password_confirmation }` → the new account's session. */
  invitationAccept: '/admin/invitations/accept',
  /**
   * POST, no session: `{ token }` → the options of a passkey for the invitation's email; sets the
   * flow's short-lived cookie (as a passkey sign-in does).
   */
  invitationPasskeyOptions: '/admin/invitations/passkey/options',
  /** POST, no session: `{ token, name, response }` → the new account's session, with that passkey and no password. */
  invitationAcceptPasskey: '/admin/invitations/accept-passkey',
} as const;

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** An invitation waiting to be accepted, as the owners see it. */
export interface Invitation {
  id: number;
  email: string;
  role: Role;
  /** The owner who sent it. */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

/** A new invitation, and its link (shown once: only its hash is kept). */
export interface InvitationMade {
  invitation: Invitation;
  link: string;
  /** Whether the link is on its way by email (the server sends mail); it is shown to copy either way. */
  emailed: boolean;
}

/** What an invitation link is for, as its invitee sees it before choosing a password. */
export interface InvitationDetails {
  email: string;
  role: Role;
  expiresAt: string;
}

/**
 * The kinds of account: an owner may do everything; an editor keeps the website (its content and the
 * media library); the front desk answers the messages.
 */
export const ROLES = ['owner', 'editor', 'front-desk'] as const;
export type Role = (typeof ROLES)[number];

export const roleLabels: Record<Role, string> = { owner: 'Owner', editor: 'Editor', 'front-desk': 'Front desk' };

/**
 * What a part of the area asks of an account. Every account has its own password, passkeys and
 * sessions; beyond them:
 * - messages: read the messages, mark them, archive them, export them, see whether they are emailed;
 * - delete-messages: delete a message for good;
 * - website: the content editor (drafts, preview, publish, history) and the media library;
 * - visits: the visits report;
 * - team: the accounts (roles, sessions, removal), the activity log and the salon's settings.
 */
export type Right = 'messages' | 'delete-messages' | 'website' | 'visits' | 'team';

export const ROLE_RIGHTS: Record<Role, readonly Right[]> = {
  owner: ['messages', 'delete-messages', 'website', 'visits', 'team'],
  editor: ['website'],
  'front-desk': ['messages'],
};

export const hasRight = (role: Role, right: Right): boolean => ROLE_RIGHTS[role].includes(right);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** An account of the salon's area, as the owners see it on the team page. */
export interface TeamMember {
  id: number;
  email: string;
  role: Role;
  createdAt: string;
  lastSignInAt: string | null;
  /** Browsers signed in with the account now. */
  sessions: number;
  /** The account the list is shown to. */
  you: boolean;
}

/** The request header that carries the session's anti-forgery token on every change. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Passwords: long enough to resist guessing, with room for pass phrases; no rules on their make-up. */
export const PASSWORD_LIMITS = { min: 12, max: 128 } as const;

/** Messages per page of the inbox, and entries per page of the activity log. */
export const INBOX_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_SIZE = 30;

export type InboxFolder = 'inbox' | 'archived';

export interface SignInStatus {
  /** False until the first owner is created on the server's command line. */
  ownerExists: boolean;
  signedIn: boolean;
}

export interface OwnerSession {
  /**
   * `hasPassword` is false for an account that signs in with its passkeys only (its member joined
   * with one): it confirms changes with a passkey, and sets a password rather than changing one.
   */
  account: { email: string; role: Role; hasPassword: boolean };
  /** Sent back in CSRF_HEADER with every change the area makes. */
  csrfToken: string;
  /** When the session ends at the latest, whatever the owner does (ISO 8601). */
  expiresAt: string;
  /** The session ends after this many minutes without use. */
  idleMinutes: number;
  /** Whether each new message is emailed to the salon. */
  notifications: boolean;
}

export interface InboxMessage extends ContactMessage {
  id: number;
  created_at: string;
  read_at: string | null;
  archived_at: string | null;
}

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

/**
 * A page of a list read from its newest item on: `next` is where the following (older) page starts,
 * to send back as it is, and null after the last; `total` counts the whole list.
 */
export interface CursorPage<T> {
  data: T[];
  total: number;
  next: string | null;
}

export interface InboxCounts {
  unread: number;
  inbox: number;
  archived: number;
}

/** What each activity entry's action means; later capabilities add their own. */
export type ActivityAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-throttled'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'session-expired'
  | 'password-changed'
  | 'password-set'
  | 'password-change-failed'
  | 'owner-added'
  | 'owner-removed'
  | 'role-changed'
  | 'member-signed-out'
  | 'member-invited'
  | 'invitation-withdrawn'
  | 'invitation-accepted'
  | 'message-archived'
  | 'message-restored'
  | 'message-deleted'
  | 'media-uploaded'
  | 'media-replaced'
  | 'media-described'
  | 'media-deleted'
  | 'content-published'
  | 'content-imported'
  | 'draft-saved'
  | 'draft-discarded'
  | 'version-restored'
  | 'weekly-report-on'
  | 'weekly-report-off'
  | 'publish-scheduled'
  | 'schedule-cancelled'
  | 'published-as-scheduled'
  | 'scheduled-publish-failed'
  | 'time-zone-changed';

export interface ActivityEntry {
  id: number;
  at: string;
  /** The account's email (for a failed sign-in, the email that was tried), or null. */
  account: string | null;
  /** The address the request came from, or "command line". */
  address: string | null;
  action: ActivityAction | (string & {});
  detail: string | null;
}

export interface NotificationStatus {
  enabled: boolean;
  /** Where new messages are emailed. */
  recipients: string[];
  /** Mails waiting to be sent (the mail server did not take them yet). */
  waiting: number;
  lastError: string | null;
  lastSentAt: string | null;
}

/** A change to a message: what opening, "Mark as unread", "Archive" and "Move to inbox" send. */
export interface MessageChange {
  read?: boolean;
  archived?: boolean;
}

export interface PasswordChange extends Confirmation {
  /** '' for an account without a password: it sets its first one, confirmed by `passkey`. */
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** What a library file is: the kinds of the content model's media fields. */
export type { MediaKind };

/** Where a picture's subject is, from 0 to 1 across (x) and down (y). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** A place of the content that shows a library file. */
export interface MediaUse {
  /** The editor's screen the field is on. */
  screen: ContentScreen;
  /** That screen's name: "Home page", "Every page"… */
  page: string;
  /** The field by the content model's labels: "Services › Service 2: Silk Press › Picture". */
  field: string;
  /** Where in the content: "services.1.image" (the editor's field, and a publish refusal's key). */
  at: string;
  /** Visitors see it there now. */
  published: boolean;
  /** The draft has it there (without a draft, the published content counts as the draft). */
  draft: boolean;
}

export interface MediaItem {
  id: number;
  /** Inside the media storage, chosen by the server: what a content field holds. */
  path: string;
  kind: MediaKind;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** A PDF's page count. */
  pages: number | null;
  /** The name the file had when it was uploaded: shown to the owners and searched, never to visitors. */
  original_name: string;
  alt: string | null;
  decorative: boolean;
  focal: FocalPoint | null;
  /** Counts replacements of the file. */
  revision: number;
  created_at: string;
  updated_at: string;
  uses: MediaUse[];
  /** A picture in use that has neither alt text nor the decorative mark: publishing is refused until it has. */
  needs_description: boolean;
}

/** What one upload may hold, as the server is set up. */
export interface MediaLimits {
  /** Largest photo or PDF, in bytes. */
  maxBytes: number;
  /** Largest video, in bytes. */
  maxVideoBytes: number;
  /** Most files in one upload. */
  maxFiles: number;
}

/** A page of the library (`?q=`, `?kind=`, `?limit=` up to 500, `?offset=`), and what an upload may hold. */
export interface MediaList {
  data: MediaItem[];
  total: number;
  limits: MediaLimits;
}

/** A change to an item's description: alt text (null or empty for none), decorative, focal point (null: the centre). */
export interface MediaDescription {
  alt?: string | null;
  decorative?: boolean;
  focal?: FocalPoint | null;
}

/** A refused deletion (409): the places that still show the file. */
export interface MediaInUse {
  message: string;
  uses: MediaUse[];
}
/** The content editor's draft: the whole content as the editor shows it, and where it stands. */
export interface DraftStatus {
  /** Counts the draft's saves; sent back with each save, so that one made from an older copy is refused (409). */
  revision: number;
  /** The version the draft began from. */
  basedOn: number | null;
  /** The version visitors see now. */
  published: number | null;
  /** The version the draft was restored from, if it was. */
  restoredFrom: number | null;
  updatedAt: string | null;
  updatedBy: string | null;
  /** Whether publishing would change what visitors see. */
  changed: boolean;
}

export interface EditorDraft extends DraftStatus {
  content: ContentFile;
}

export interface DraftEntitySave {
  value: unknown;
  revision: number;
}

export interface PublishRequest {
  note?: string;
  revision?: number;
}

export type VersionSource = 'seed' | 'upgrade' | 'import' | 'publish';

/** One published version of the content: who made it, when, how and why. */
export interface ContentVersion {
  id: number;
  createdAt: string;
  source: VersionSource;
  author: string | null;
  note: string | null;
  restoredFrom: number | null;
  /** Who scheduled it, when it was published by a schedule at its minute rather than by hand. */
  scheduledBy: string | null;
}

/** The versions the editor lists at a time. */
export const VERSIONS_PAGE_SIZE = 30;

/** The most characters of a note kept with a version, given when publishing or scheduling. */
export const NOTE_MAX = 500;

/** A file of the media storage, by the path content stores. */
export interface StoredMediaFile {
  path: string;
  kind: MediaKind;
  size: number;
  /** The media library's text alternative (null: none yet). */
  alt: string | null;
  /** The picture only decorates: it needs no alt text. */
  decorative: boolean;
  /** A picture's or video's size in pixels, when known. */
  width: number | null;
  height: number | null;
}

/**
 * A publish at a set time: the salon's local date and time (in its time zone, SalonSettings), a note
 * for the history, and the draft's revision, as a publish sends it.
 */
export interface ScheduleRequest {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  note?: string;
  revision?: number;
}

/** A scheduled publish must be at least this far ahead when it is made, so that it is never already due. */
export const SCHEDULE_MIN_LEAD_MS = 60_000;
/** And at most this many days ahead. */
export const SCHEDULE_MAX_DAYS_AHEAD = 366;

/**
 * A publish set for a time: the draft as it was when scheduled is what goes on the site at its minute
 * (later changes stay in the draft). One waits at a time.
 */
export interface ScheduledPublish {
  id: number;
  /** pending: waiting for its minute; failed: its minute came and the content could not be published. */
  state: 'pending' | 'published' | 'failed' | 'cancelled';
  /** The minute it goes on the site (ISO 8601, UTC). */
  publishAt: string;
  /** The salon's local date and time, as entered, in the time zone it was entered in. */
  date: string;
  time: string;
  timeZone: string;
  note: string | null;
  scheduledBy: string;
  scheduledAt: string;
  /** Why it was not published (failed). */
  failure: string | null;
  /** When it was published, failed or cancelled. */
  settledAt: string | null;
}

/** The salon's own settings, which the owners choose. */
export interface SalonSettings {
  /** The IANA time zone the salon's times are entered and shown in ("Europe/London"). */
  timeZone: string;
  /** False until an owner chooses one: the server's own zone stands in. */
  timeZoneChosen: boolean;
}

export interface SalonSettingsChange {
  timeZone: string;
}

/** The largest draft save the server takes: one entity, rich text and all. */
export const DRAFT_SAVE_LIMIT = 1024 * 1024;
