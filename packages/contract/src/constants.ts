/** Product-wide constants — the one place each lives. */

export const PRODUCT_NAME = 'Fieldhouse';
/** Browser title where no menu item matches the route. */
export const DEFAULT_TITLE = 'Welcome';
/** Width at and above which the side menu can collapse; below it the mobile menu is used. */
export const MOBILE_BREAKPOINT_PX = 992;
/** Menu id the profile call sends in its `menuID` header. */
export const PROFILE_MENU_ID = 6;
/** Value of the `ref` session marker. */
export const REF_MARKER = '1';
export const HOME_PATH = '/dashboard/analytics';
export const LOGIN_PATH = '/auth/login';

export const MENU_COLLAPSE_MS = 250;
export const MENU_MAX_WIDTH_PX = 300;

/** Profile pictures: `POST subscriber/picture`, multipart field `picture`. Here, not beside the
 * picture's schemas, so the words that quote the limits do not bring zod to the console. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_FIELD = 'picture';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_LABEL_MAX_LENGTH = 63;

/** Per-tab session storage keys, exactly these names. */
export const SESSION_KEYS = [
  'fullName',
  'isdCode',
  'token',
  'role',
  'subscriberID',
  'subscriberSeqID',
  'userName',
  'userStatus',
  'ref',
  'profileImg',
  'menuID',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Persistent (local storage) keys set by route `/x`. */
export const CHILD_ID_KEY = 'childId';
export const PARENT_ID_KEY = 'parentId';

/** Name of the anti-forgery cookie the server sets and of the header the client echoes. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** The header a machine signs its request with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'Fieldhouse-Signature';
/** A signed request whose time is further than this from the server's is refused (a replay). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const MENU_ID_HEADER = 'menuid';

/** Base under which the server serves stored images; profile_image paths are relative to it. */
export const IMAGE_BASE = '/media/';
export const API_BASE = '/api/v1/';

/** The longest text staff can send a subscriber (three SMS segments). */
export const STAFF_TEXT_MAX = 480;
/** The longest reason for a status change. */
export const STATUS_REASON_MAX = 500;
/** Texts staff may send one person in a day, all staff together: a typo in a loop costs money and patience. */
export const STAFF_TEXTS_PER_PERSON_PER_DAY = 10;
