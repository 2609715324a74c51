import type { FailureCode } from '@fieldhouse/contract';

/** Why a job or a text failed, when the reason is the system's (the server stores the code). */
export const failures: Record<FailureCode, string> = {
  JOB_CANCELLED: 'Cancelled before it finished.',
  JOB_SERVER_LOST: 'The server running it stopped before it finished.',
  JOB_SERVER_RESTARTED: 'The server was restarted while it was running.',
  JOB_TOO_LONG: 'It took longer than it is allowed to.',
  JOB_UNEXPECTED: 'It failed unexpectedly.',
  SMS_NO_ANSWER: 'The SMS provider did not answer in time.',
  SMS_STOPPED: 'Stopped before the SMS provider answered.',
  SMS_CONNECTION_REFUSED: 'The SMS provider refused the connection.',
  SMS_CONNECTION_LOST: 'The connection to the SMS provider was lost before it answered.',
  SMS_PROVIDER_NOT_FOUND: "The SMS provider's address was not found.",
  SMS_NETWORK_ERROR: 'The SMS provider could not be reached.',
  SMS_NOT_CONFIGURED: 'No SMS provider is set up.',
  SMS_NOT_IN_LOG: 'The text is no longer in the SMS log.',
  IMPORT_FILE_GONE: 'The uploaded file is no longer there.',
};
