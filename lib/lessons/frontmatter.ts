// A lesson's frontmatter, validated at build time: the same order, laws and families in every language.
import { z } from 'zod';
import { FAMILY_NAMES } from '../generator/familyNames';
import { LAW_REFS } from './lawRefs';

export const LOCALES = ['en', 'sv', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const isLocale = (x: unknown): x is Locale => typeof x === 'string' && (LOCALES as readonly string[]).includes(x);

/** An address segment: lower-case ASCII words joined by single hyphens ("nar-ar-en-revoke-etablerad"). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const frontmatterSchema = z
  .object({
    title: z.string().trim().min(1),
    summary: z.string().trim().min(1),
    order: z.number().int().positive(),
    laws: z.array(z.enum(LAW_REFS)).min(1),
    families: z.array(z.enum(FAMILY_NAMES)).min(1),
    /** The lesson's address in this language; the file name (the lesson id) when absent. */
    slug: z.string().regex(SLUG, 'lower-case ASCII letters and digits joined by hyphens').optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;
