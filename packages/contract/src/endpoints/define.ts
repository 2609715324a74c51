import type { z } from 'zod';
import type { Action } from '../areas.ts';

/**
 * What a call needs: anyone (`public`); any signed-in user, even one still verifying their phone
 * (`phone-verification`: only the few calls a new account needs); a signed-in user whose phone is
 * verified (`signed-in`: calls about the caller alone, whatever their role); or an active user
 * whose role holds an action of the area registry (`waiting` also lets in an account still
 * waiting for staff review or a parent's approval).
 */
export type Access = 'public' | 'signed-in' | 'phone-verification' | { action: Action; waiting?: true };

/** One call of the API under `/api/v1`. The server registers it; the console calls it by its key. */
export type EndpointDefinition = {
  access: Access;
  /** The OpenAPI document's section. */
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters, named `:like` in the key's path. */
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * A JSON body, a multipart form (a picture upload), or `signed`: a machine's request whose raw
   * bytes the handler gets unparsed, to check their signature first (no anti-forgery token).
   */
  body?: z.ZodType | 'multipart' | 'signed';
  /** The success answer; build it with `ok()` so it carries `status: '200'`. */
  response: z.ZodObject<{ status: z.ZodLiteral<'200'> }>;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** An endpoint's key is its method and path, e.g. `POST /subscriber/profile`. */
export type EndpointKey = `${Method} /${string}`;

/** Checks a group of endpoints against the definition while keeping each one's exact types. */
export const defineEndpoints = <const Group extends Record<EndpointKey, EndpointDefinition>>(group: Group) =>
  group;
