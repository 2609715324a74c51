import type { RelationKind } from '@fieldhouse/contract';
import { isApiError } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * A failed request to connect in the reader's language. The server's messages are English, so the
 * codes it can answer here are said from our own texts; anything else keeps the server's words.
 */
export function askErrorText(error: Error, kind: RelationKind): string {
  if (!isApiError(error)) return error.message;
  switch (error.code) {
    case 'NOT_FOUND':
      return i18n.t('connections.errors.notFound');
    case 'VALIDATION_FAILED':
      return error.fieldCodes?.userName === 'PERSON_IS_YOU'
        ? i18n.t('connections.errors.self')
        : i18n.t('connections.errors.rule');
    case 'ALREADY_EXISTS':
      return i18n.t('connections.errors.already');
    case 'PARENT_LINK_NOT_BY_REQUEST':
      return i18n.t('connections.errors.parentNotByRequest');
    case 'FORBIDDEN':
      return kind === 'parent' ? i18n.t('connections.errors.adultOnly') : error.message;
    case 'INVALID_STATE':
      return i18n.t('connections.errors.theyAsked');
    case 'RATE_LIMITED': {
      const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 3600) / 60));
      return i18n.t('connections.errors.tooMany', { minutes });
    }
    default:
      return error.message;
  }
}
