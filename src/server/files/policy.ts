import { UPLOAD_MAX_BYTES } from '../../domain/constants.ts';

/** Long enough to pick a file on a slow phone, short enough that a leaked token is soon worthless. */
export const UPLOAD_TOKEN_SECONDS = 10 * 60;
/** A file nobody signed in has used by then is dropped: the upload call is public. */
export const UNCLAIMED_FILE_SECONDS = 24 * 60 * 60;
export const MAX_FILE_BYTES = UPLOAD_MAX_BYTES;
/** Room for the multipart boundary and part headers around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
