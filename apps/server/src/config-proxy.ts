import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (Fastify's `trustProxy`) gives ranges of private addresses. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MOST_PROXY_HOPS = 10;

function isProxyAddress(value: string): boolean {
  if (PROXY_RANGES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Which `X-Forwarded-For` entries to believe: none, the last `n` hops, or those added by the
 * listed proxies. `true` (believe every entry) is refused: a client could name any address.
 */
export const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0' || value === '') return false;
    if (/^\d{1,2}$/.test(value) && Number(value) <= MOST_PROXY_HOPS) return Number(value);
    const addresses = value.split(',').map((a) => a.trim());
    if (value !== 'true' && addresses.every(isProxyAddress)) return addresses;
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'true would believe any X-Forwarded-For a client sends; give the number of proxies in front of the server (1 to 10) or their addresses (for example 10.0.0.0/8,127.0.0.1)'
          : `must be false, a number of proxies from 1 to ${MOST_PROXY_HOPS}, or a comma-separated list of proxy addresses or ranges (10.0.0.0/8, ::1, loopback)`,
    });
    return z.NEVER;
  });
