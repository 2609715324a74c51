import { z } from 'zod';
import { ok } from './common.ts';

export const menuNodeType = z.enum(['group', 'collapse', 'item']);
export type MenuNodeType = z.infer<typeof menuNodeType>;

export const badgeSchema = z.object({
  title: z.string(),
  /** A colour word: primary, success, info, warning, danger. */
  type: z.string(),
});

/** A node of the side menu, as `POST menu` returns it. */
export type MenuNode = {
  type: MenuNodeType;
  id: number;
  title: string;
  icon?: string | undefined;
  url?: string | undefined;
  external?: boolean | undefined;
  target?: boolean | undefined;
  classes?: string | undefined;
  hidden?: boolean | undefined;
  breadcrumbs?: boolean | undefined;
  badge?: z.infer<typeof badgeSchema> | undefined;
  children?: MenuNode[] | undefined;
};

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    type: menuNodeType,
    id: z.number().int(),
    title: z.string(),
    icon: z.string().optional(),
    url: z.string().optional(),
    external: z.boolean().optional(),
    /** true opens in a new tab. */
    target: z.boolean().optional(),
    classes: z.string().optional(),
    hidden: z.boolean().optional(),
    /** false switches breadcrumbs off for this item. */
    breadcrumbs: z.boolean().optional(),
    badge: badgeSchema.optional(),
    children: z.array(menuNodeSchema).optional(),
  }),
);

export const menuResponseSchema = ok({
  menu: z.array(menuNodeSchema),
  /** The actions the caller's role holds (`subscriber.export`, …): what the console offers them. */
  actions: z.array(z.string()),
});
export type MenuResponse = z.infer<typeof menuResponseSchema>;
