import { dataRequestSchema } from '../common.ts';
import { menuResponseSchema } from '../menu.ts';
import { defineEndpoints } from './define.ts';

/** The console around the areas: the side menu each role sees. */
export const consoleEndpoints = defineEndpoints({
  'POST /menu': {
    access: 'signed-in',
    tag: 'menu',
    summary: "The side menu built for the caller's role",
    body: dataRequestSchema,
    response: menuResponseSchema,
  },
});
